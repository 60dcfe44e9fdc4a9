// The campaign pages' content as the server renders it: the home page's sections, a closed
// campaign, a charity's page and the pages not found, the donors' lists and amounts in a chosen
// currency. Phone layout, axe, search, filters, paging and the cart stay in the browser
// (tests/e2e/campaigns.test.ts); the donate page's answer to a refused post is read here too.
import { convertMinor, toMajor, toMinor } from '@ataa/contract/money';
import type { CampaignCard, CampaignDetail } from '@ataa/contract/schemas/campaigns';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createPaidDonation } from '../../../api/src/seed/factories.ts';
import { i18nFor } from '../../app/lib/i18n.ts';
import { LOCALES, type Locale, localized, normalised, t } from '../accounts.ts';
import { textOf, usePages } from './pages.ts';

// Seeded campaign 3 takes donations in SAR (the default currency).
const OPEN_CAMPAIGN = 3;

/** Amounts as the pages write them. */
const money = (locale: Locale, value: number, code: string) => i18nFor(locale).money(value, code);

const texts = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => normalised(element.textContent));

describe('campaign pages', () => {
  const site = usePages();
  let campaign: CampaignDetail;
  let closed: CampaignCard;

  const api = async <T>(path: string, locale: Locale = 'ar'): Promise<T> => {
    const answer = await site.server.request(path, { lang: locale });
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.result as T;
  };

  beforeAll(async () => {
    const [first] = await api<CampaignCard[]>('/public-campaigns');
    campaign = await api<CampaignDetail>(`/campaigns/${first!.id}`);
    closed = (await api<{ data: CampaignCard[] }>('/campaigns?status=ended,paused')).data[0]!;
  });

  for (const locale of LOCALES) {
    it(`${locale}: every campaign page answers in its language with its canonical address and one h1`, async () => {
      for (const path of ['/', '/campaigns', `/campaigns/${campaign.id}`, `/charity/${campaign.user.id}`]) {
        const address = localized(path, locale);
        const { status, document } = await site.page(address);
        expect(status, address).toBe(200);
        expect(document.documentElement.getAttribute('lang'), address).toBe(locale);
        expect(document.querySelectorAll('h1'), address).toHaveLength(1);
        expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
          `${site.server.url}${address}`,
        );
      }
    });

    it(`${locale}: the home page shows the campaign sections and the top donors`, async () => {
      const [cards, donors] = await Promise.all([
        api<CampaignCard[]>('/public-campaigns', locale),
        api<{ top_donors: unknown[]; top_ten: unknown[] }>('/top/donors', locale),
      ]);
      const { document } = await site.page(localized('/', locale));
      expect(textOf(document, 'section[aria-labelledby="home-featured"] h2')).toContain(
        t(locale, 'campaigns.home.featured.title'),
      );
      const shown = [
        ...texts(document, 'section[aria-labelledby="home-featured"] article h3'),
        ...texts(document, 'section[aria-labelledby="home-latest"] article h3'),
      ];
      // Featured first (two rows at most), then one row of the newest.
      expect(shown).toEqual(
        [
          ...cards.filter((card) => card.is_featured).slice(0, 6),
          ...cards.filter((card) => !card.is_featured).slice(0, 3),
        ].map((card) => card.name),
      );
      expect(document.querySelectorAll('section[aria-labelledby="home-donors"] ol > li')).toHaveLength(
        donors.top_donors.length,
      );
      expect(document.querySelectorAll('section[aria-labelledby="home-donors"] tbody tr')).toHaveLength(
        donors.top_ten.length,
      );
      expect(donors.top_donors.length).toBeGreaterThan(0);
    });

    it(`${locale}: a campaign page carries its picture in its social card`, async () => {
      const data = await api<CampaignDetail>(`/campaigns/${campaign.id}`, locale);
      const { document } = await site.page(localized(`/campaigns/${campaign.id}`, locale));
      expect(textOf(document, 'h1')).toBe(data.name);
      expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(data.image);
      expect(document.querySelector('meta[name="twitter:image"]')?.getAttribute('content')).toBe(data.image);
      expect(document.querySelector('main img[fetchpriority="high"]')?.getAttribute('src')).toBe(data.image);
    });

    it(`${locale}: a campaign that takes no donations says why instead of offering to donate`, async () => {
      const { document } = await site.page(localized(`/campaigns/${closed.id}`, locale));
      const reason = t(locale, `campaigns.closed.${closed.status as 'ended' | 'paused'}`);
      expect(document.querySelector('main')?.textContent).toContain(reason);
      expect(document.querySelectorAll(`a[href$="/campaigns/donate/${closed.id}"]`)).toHaveLength(0);
    });

    it(`${locale}: a charity page shows its name and campaigns; unknown charities are not found`, async () => {
      const list = await api<{ charity: { name: string }; data: CampaignCard[] }>(
        `/charity/referral/link/${campaign.user.id}?per_page=12`,
        locale,
      );
      const { document } = await site.page(localized(`/charity/${campaign.user.id}`, locale));
      expect(textOf(document, 'h1')).toBe(list.charity.name);
      expect(texts(document, 'main article h2')).toEqual(list.data.map((card) => card.name));
      // The charity link on a campaign leads here.
      const other = await site.page(localized(`/campaigns/${campaign.id}`, locale));
      const charityLink = `main header a[href="${localized(`/charity/${campaign.user.id}`, locale)}"]`;
      expect(other.document.querySelectorAll(charityLink)).toHaveLength(1);

      for (const path of ['/charity/999999', '/campaigns/999999', '/campaigns/abc']) {
        const answer = await site.page(localized(path, locale));
        expect(answer.status, path).toBe(404);
        expect(answer.document.querySelectorAll('header'), path).toHaveLength(1);
      }
    });
  }

  it('shows one list of donors while the latest donations would only repeat it, and both once they differ', async () => {
    const fresh = await createCampaign(site.server.db, { currencyId: campaign.currency.id });
    const minor = 10 ** campaign.currency.minor_units;
    const give = (name: string, email: string, major: number) =>
      createPaidDonation(site.server.db, {
        campaignId: fresh.id,
        amountMinor: major * minor,
        guest: { name, email },
      });
    await give('Salma', 'salma@example.test', 40);
    await give('Yousef', 'yousef@example.test', 25);
    const headings = async (locale: Locale) => {
      const { document } = await site.page(localized(`/campaigns/${fresh.id}`, locale));
      const shown = texts(document, '#donors h3');
      const rows = document.querySelectorAll('#donors tbody tr').length;
      return { latest: shown.includes(normalised(t(locale, 'campaigns.detail.latest'))), rows };
    };
    for (const locale of LOCALES) expect(await headings(locale)).toEqual({ latest: false, rows: 2 });
    // Salma gives again: her row in the donors' list now sums two donations, so the lists differ.
    await give('Salma', 'salma@example.test', 10);
    for (const locale of LOCALES) expect(await headings(locale)).toEqual({ latest: true, rows: 2 });
  });

  it('en: a visitor who chose another currency sees the amounts in it too, marked approximate', async () => {
    const currencies = await api<
      Array<{ id: number; code: string; minor_units: number; rate_to_base: number }>
    >('/currencies?lang=en', 'en');
    const from = currencies.find((item) => item.id === campaign.currency.id)!;
    const to = currencies.find((item) => item.id !== from.id)!;
    const visitor = site.visitor();
    visitor.setCookie('currency_id', String(to.id));
    const { document } = await visitor.get(`/en/campaigns/${campaign.id}`);
    const data = await api<CampaignDetail>(`/campaigns/${campaign.id}`, 'en');
    const convert = (amount: number) =>
      toMajor(
        convertMinor(
          toMinor(amount, from.minor_units)!,
          { minorUnits: from.minor_units, rateToBase: from.rate_to_base.toFixed(8) },
          { minorUnits: to.minor_units, rateToBase: to.rate_to_base.toFixed(8) },
        ),
        to.minor_units,
      );
    const expected = t('en', 'campaigns.progress.approximate', {
      raised: money('en', convert(data.total_amount), to.code),
      goal: money('en', convert(data.price_target), to.code),
    });
    expect(document.querySelector('main')?.textContent).toContain(expected);
  });

  it('en: the donate page answers a field the API refuses with its message beside that field, keeping what was typed', async () => {
    const guest = { name: 'Huda Test', email: 'huda.giving@example.test', mobile: '966501112233' };
    const answer = await fetch(site.url(`/en/campaigns/donate/${OPEN_CAMPAIGN}`), {
      method: 'POST',
      headers: { origin: site.server.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ amount: '40', currency_id: '999', ...guest }),
    });
    expect(answer.status).toBe(422);
    const html = await answer.text();
    expect(html).toContain(t('en', 'validation.not_found_ref'));
    expect(html).toMatch(/<select[^>]*aria-invalid="true"[^>]*name="currency_id"/);
    expect(html).toContain(`value="${guest.email}"`);
  });
});
