// @vitest-environment happy-dom
// The campaign's edit page and list for a charity, where the campaign is not its own to run: the
// staff suspended it (decision 029), or it has not started yet (decision 028).
import '@ataa/contract/messages';
import { isolate } from '@ataa/contract/bidi';
import type { Locale } from '@ataa/contract/locale';
import type { CharityCampaign } from '@ataa/contract/schemas/charity';
import { translate } from '@ataa/contract/translate';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignFacts } from '../campaigns/badges.tsx';
import { campaignDays } from '../campaigns/campaign-days.ts';
import { CampaignActions } from './campaign-form-actions.tsx';
import { CampaignState } from './campaign-form-state.tsx';
import { NewsSection, newsClosed } from './news-section.tsx';

afterEach(cleanup);

const REASON = 'The pictures belong to another charity.';
const DAY_MS = 86_400_000;

/** A campaign as the charity's dashboard reads it; only what these parts show matters here. */
function campaign(overrides: Partial<CharityCampaign>): CharityCampaign {
  const start = new Date(Date.now() - DAY_MS);
  return {
    id: 7,
    name: 'Winter blankets',
    image: '',
    status: 'published',
    suspended: false,
    suspension_reason: null,
    rejection_reason: null,
    opens_on: null,
    total_amount: 0,
    price_target: 1000,
    total_donors: 0,
    remaining_days: 29,
    start_at: start.toISOString(),
    end_at: new Date(start.getTime() + 30 * DAY_MS).toISOString(),
    currency: { id: 1, code: 'SAR', name: 'Saudi riyal', symbol: 'ر.س', minor_units: 2 },
    updates: { data: [] },
    ...overrides,
  } as unknown as CharityCampaign;
}

const suspended = campaign({ status: 'paused', suspended: true, suspension_reason: REASON });

function shown(locale: Locale, element: ReactNode): string {
  const path = locale === 'en' ? '/en/dashboard' : '/dashboard';
  const Stub = createRoutesStub([{ path, Component: () => element }]);
  const { container } = render(<Stub initialEntries={[path]} />);
  return container.textContent ?? '';
}

describe('a campaign the staff suspended, on its edit page (decision 029)', () => {
  for (const locale of ['ar', 'en'] as const) {
    it(`${locale}: says the platform paused it, with the reason, never "until you resume it"`, () => {
      const text = shown(locale, <CampaignState campaign={suspended} sent={false} />);
      expect(text).toContain(translate(locale, 'charity.campaigns.suspended', { reason: isolate(REASON) }));
      expect(text).not.toContain(translate(locale, 'campaign_form.edit.state.paused'));
    });

    it(`${locale}: offers no resume or pause, only cancelling`, () => {
      const text = shown(locale, <CampaignActions campaign={suspended} />);
      expect(text).not.toContain(translate(locale, 'campaign_form.actions.resume'));
      expect(text).not.toContain(translate(locale, 'campaign_form.actions.pause'));
      expect(text).toContain(translate(locale, 'campaign_form.actions.cancel'));
      // A campaign its charity paused itself still offers resuming.
      const own = shown(locale, <CampaignActions campaign={campaign({ status: 'paused' })} />);
      expect(own).toContain(translate(locale, 'campaign_form.actions.resume'));
    });

    it(`${locale}: offers no news form, and says why`, () => {
      const text = shown(
        locale,
        <NewsSection campaignId={7} closed={newsClosed(suspended)} updates={[]} newsKey="k" saved={false} />,
      );
      expect(text).toContain(translate(locale, 'campaign_form.news.closed.suspended'));
      expect(text).not.toContain(translate(locale, 'campaign_form.news.post'));
    });
  }
});

describe('where news can be posted (decisions 028, 029)', () => {
  it('is offered for a campaign whose page is open, before its first day too, and not otherwise', () => {
    expect(newsClosed(campaign({ opens_on: '2027-02-18' }))).toBeNull();
    expect(newsClosed(campaign({ status: 'paused' }))).toBeNull();
    expect(newsClosed(campaign({ status: 'ended' }))).toBeNull();
    expect(newsClosed(suspended)).toBe('suspended');
    expect(newsClosed(campaign({ status: 'pending' }))).toBe('review');
    expect(newsClosed(campaign({ status: 'rejected' }))).toBe('review');
    expect(newsClosed(campaign({ status: 'cancelled' }))).toBe('cancelled');
    const text = shown(
      'ar',
      <NewsSection campaignId={7} closed={null} updates={[]} newsKey="k" saved={false} />,
    );
    expect(text).toContain(translate('ar', 'campaign_form.news.post'));
  });
});

describe("a campaign before its first day, on its page and in the charity's list (decision 028)", () => {
  for (const locale of ['ar', 'en'] as const) {
    it(`${locale}: says how many days it runs, not the days left to its end`, () => {
      const start = new Date(Date.now() + 73 * DAY_MS);
      const upcoming = campaign({
        opens_on: '2027-02-18',
        remaining_days: 103,
        start_at: start.toISOString(),
        end_at: new Date(start.getTime() + 30 * DAY_MS).toISOString(),
      });
      const facts = (of: CharityCampaign) => (
        <CampaignFacts donors={of.total_donors} days={campaignDays(of)} />
      );
      const text = shown(locale, facts(upcoming));
      expect(text).toContain(translate(locale, 'campaigns.days_runs', { count: 30 }));
      expect(text).not.toContain(translate(locale, 'campaigns.days_left', { count: 103 }));
      // Running, it counts the days left.
      const running = shown(locale, facts(campaign({})));
      expect(running).toContain(translate(locale, 'campaigns.days_left', { count: 29 }));
    });
  }
});
