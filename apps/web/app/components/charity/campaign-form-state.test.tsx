// @vitest-environment happy-dom
import '@ataa/contract/messages';
import { isolate } from '@ataa/contract/bidi';
import type { CharityCampaign } from '@ataa/contract/schemas/charity';
import { translate } from '@ataa/contract/translate';
import { cleanup, render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignState } from './campaign-form-state.tsx';

afterEach(cleanup);

const REASON = 'The goal is too high for a first campaign!';

/** A rejected campaign as the edit page reads it; only what the notice shows matters here. */
const rejected = { id: 7, status: 'rejected', rejection_reason: REASON } as CharityCampaign;

describe('the review reason on the campaign form (decision 030)', () => {
  it('isolates an English reason on the Arabic page, so its "!" stays at its end', async () => {
    const Stub = createRoutesStub([
      { path: '/dashboard', Component: () => <CampaignState campaign={rejected} sent={false} /> },
    ]);
    const { container } = render(<Stub initialEntries={['/dashboard']} />);
    const text = container.textContent ?? '';
    expect(text).toContain(`\u2068${REASON}\u2069`);
    expect(text).toContain(translate('ar', 'campaign_form.edit.reason', { reason: isolate(REASON) }));
  });
});
