// The charity's dashboard in the browser: the overview's figures and chart from the charity's own
// data, the campaign and donation lists with their filters in the address, the CSV download, the
// notification page, the charity's public news, and axe and a phone's width on every page.
import type { CharityStatistics } from '@ataa/contract/schemas/charity';
import { beforeAll, describe, expect, it } from 'vitest';
import { atPath, CHARITY, expectHeading, normalised, openSignedIn, ready, t } from './flows.ts';
import { expectAccessible, LOCALES, type Locale, localized, type Page, useSite } from './site.ts';

const PHONE_WIDTH = 360;
const PAGES = [
  '/dashboard/charity',
  '/dashboard/charity/campaigns',
  '/dashboard/charity/donations',
  '/dashboard/charity/notification',
];

describe('the charity dashboard', () => {
  const site = useSite();
  let token: string;
  let charityId: number;

  beforeAll(async () => {
    const login = await site.server.request('/login', {
      body: { account: CHARITY.email, password: CHARITY.password },
    });
    token = login.body.result.token;
    charityId = login.body.result.user.id;
  });

  /** The charity's own answer from the API, in a language. */
  const api = async (path: string, locale: Locale = 'en') => {
    const answer = await site.server.request(path, { token, lang: locale });
    expect(answer.status, path).toBe(200);
    return answer.body.result;
  };

  const signedIn = (path: string, options: { phone?: boolean } = {}) =>
    openSignedIn(site, path, CHARITY, options);

  /** The value shown for a figure, found by its label. */
  const figure = (page: Page, label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd')
      .textContent();

  it('ar: the overview shows the figures and a right-to-left 12-month chart from the real data, what needs attention and the latest donations', async () => {
    const [stats, pending, latest]: [
      CharityStatistics,
      { data: Array<{ name: string }> },
      { data: Array<{ name: string }> },
    ] = await Promise.all([
      api('/charity/statistics', 'ar'),
      api('/charity/campaigns?status=pending', 'ar'),
      api('/charity/donations?per_page=5', 'ar'),
    ]);
    const page = await signedIn('/dashboard/charity');
    await expectHeading(page, t('ar', 'account.dashboard.welcome', { name: CHARITY.name.ar }));
    const count = (value: number) => new Intl.NumberFormat('ar-u-nu-latn').format(value);
    await expect(figure(page, t('ar', 'charity.home.all_donations'))).resolves.toBe(
      count(stats.total_donations),
    );
    await expect(figure(page, t('ar', 'charity.home.paid'))).resolves.toBe(count(stats.successful_donations));
    await expect(figure(page, t('ar', 'charity.home.campaigns'))).resolves.toBe(count(stats.total_campaigns));

    // One bar a month, as tall as its amount; the newest month is on the left in Arabic. (The
    // chart of a campaign's days is its own section.)
    const monthly = page.getByRole('region', { name: t('ar', 'charity.chart.title') });
    const chart = monthly.getByRole('img', { name: /./ });
    const bars = await chart.locator('rect').evaluateAll((rects) =>
      rects.map((rect) => ({
        x: Number(rect.getAttribute('x')),
        height: Number(rect.getAttribute('height')),
      })),
    );
    expect(bars).toHaveLength(12);
    const highest = Math.max(...stats.monthly.map((month) => month.amount));
    expect(highest).toBeGreaterThan(0);
    for (const [index, bar] of bars.entries())
      expect(bar.height).toBeCloseTo((stats.monthly[index]!.amount / highest) * 100, 3);
    expect(bars[11]!.x).toBeLessThan(bars[0]!.x);
    await monthly.getByText(t('ar', 'charity.chart.table')).click();
    await expect(monthly.locator('details table tbody tr').count()).resolves.toBe(12);

    const attention = page.getByRole('region', { name: t('ar', 'charity.attention.title') });
    expect(pending.data.length).toBeGreaterThan(0);
    for (const campaign of pending.data)
      await expect(attention.getByText(campaign.name).count()).resolves.toBe(1);
    await expect(
      attention
        .getByRole('link', { name: t('ar', 'charity.campaigns.edit_named', { name: pending.data[0]!.name }) })
        .count(),
    ).resolves.toBe(1);
    const donations = page.getByRole('region', { name: t('ar', 'charity.home.latest') });
    await expect(donations.locator('tbody tr').count()).resolves.toBe(latest.data.length);

    // The sidebar leads to every charity page, and to the campaign form.
    const menu = page.getByRole('navigation', { name: t('ar', 'site.dashboard.menu') });
    for (const path of [...PAGES, '/start-campaign', '/dashboard/charity/settings'])
      await expect(menu.locator(`a[href="${path}"]`).count(), path).resolves.toBe(1);
    // The phone sweep below sees the cards; the desktop has the tables.
    await expectAccessible(page);
  });

  it('en: the campaign list searches and filters by status in the address, with each campaign’s edit and public links', async () => {
    const all = await api('/charity/campaigns');
    const word = (all.data[0].name as string).split(' ').find((part) => part.length > 4)!;
    const found = await api(`/charity/campaigns?q=${encodeURIComponent(word)}`);
    const page = await signedIn('/en/dashboard/charity/campaigns');
    await ready(page);
    await expectHeading(page, t('en', 'charity.nav.campaigns'));
    await expect(
      page
        .getByRole('link', { name: t('en', 'charity.nav.start') })
        .first()
        .getAttribute('href'),
    ).resolves.toBe('/en/start-campaign');
    const names = () => page.locator('main article h2').allTextContents();
    expect((await names()).map(normalised)).toEqual(
      all.data.map((campaign: { name: string }) => campaign.name),
    );

    await page.getByLabel(t('en', 'charity.campaigns.search')).fill(word);
    await page.getByRole('button', { name: t('en', 'charity.filters.apply'), exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?q=${encodeURIComponent(word)}`);
    await expect
      .poll(async () => (await names()).map(normalised))
      .toEqual(found.data.map((campaign: { name: string }) => campaign.name));

    await page.goto(site.url('/en/dashboard/charity/campaigns?status=completed'));
    const completed = await api('/charity/campaigns?status=completed');
    await expect(page.getByLabel(t('en', 'charity.campaigns.status')).inputValue()).resolves.toBe(
      'completed',
    );
    expect((await names()).map(normalised)).toEqual(
      completed.data.map((campaign: { name: string }) => campaign.name),
    );
    const first = completed.data[0];
    await expect(
      page
        .getByRole('link', { name: t('en', 'charity.campaigns.edit_named', { name: first.name }) })
        .getAttribute('href'),
    ).resolves.toBe(`/en/dashboard/charity/campaigns/${first.id}/edit`);
    await expect(
      page
        .getByRole('link', { name: t('en', 'charity.campaigns.view_named', { name: first.name }) })
        .getAttribute('href'),
    ).resolves.toBe(`/en/campaigns/${first.id}`);
    await expectAccessible(page);
    await page.getByRole('link', { name: t('en', 'charity.filters.clear') }).click();
    await atPath(page, '/en/dashboard/charity/campaigns');
    await expect.poll(() => new URL(page.url()).search).toBe('');
  });

  it('ar: the donation filters live in the address, and the CSV file holds what they select: BOM, Arabic columns, Arabic names', async () => {
    const campaigns = await api('/charity/campaigns?status=published', 'ar');
    const chosen = campaigns.data.find((campaign: { total_donors: number }) => campaign.total_donors > 1);
    const listed = await api(`/charity/donations?campaign_id=${chosen.id}&per_page=100`, 'ar');
    const page = await signedIn('/dashboard/charity/donations');
    await ready(page);
    await page.getByLabel(t('ar', 'charity.donations.campaign')).selectOption(String(chosen.id));
    await page.getByRole('button', { name: t('ar', 'charity.filters.apply'), exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?campaign_id=${chosen.id}&state=paid`);
    await expect
      .poll(() => page.locator('main [role="status"]').textContent())
      .toBe(t('ar', 'charity.donations.count', { count: listed.meta.total }));
    // A phone-sized window would show cards; this desktop one shows the table.
    await expect(page.locator('main tbody tr').count()).resolves.toBe(Math.min(listed.meta.total, 15));

    await expectAccessible(page);

    const link = page.getByRole('link', { name: t('ar', 'charity.donations.export') });
    await expect(link.getAttribute('href')).resolves.toBe(
      `/dashboard/charity/donations/export?campaign_id=${chosen.id}&state=paid`,
    );
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^donations-\d{4}-\d{2}-\d{2}\.csv$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\n');
    expect(lines[0]!.split(',')).toEqual(
      [
        'number',
        'date',
        'donor',
        'campaign',
        'amount',
        'currency',
        'state',
        'payment_number',
        'amount_base',
        'base_currency',
        'email',
        'refunded',
        'refunded_base',
      ].map((column) => t('ar', `charity.export.columns.${column}` as never)),
    );
    expect(lines).toHaveLength(listed.meta.total + 1);
    const arabicName = listed.data
      .map((row: { name: string }) => row.name)
      .find((name: string) => /[\u0600-\u06FF]/.test(name));
    expect(arabicName).toBeDefined();
    expect(lines.some((line) => line.split(',')[2] === arabicName)).toBe(true);
  });

  it('en: the charity’s public page shows the news of its campaigns', async () => {
    const list = await site.server.request(`/charity/referral/link/${charityId}`, { lang: 'en' });
    const news = list.body.result.news;
    expect(news.length).toBeGreaterThan(0);
    const page = await site.open(`/en/charity/${list.body.result.charity.id}`);
    const section = page.getByRole('region', { name: t('en', 'charity.public.news') });
    await expect(section.locator('article h3').first().textContent()).resolves.toBe(news[0].title);
    await expect(
      section
        .getByRole('link', { name: t('en', 'charity.public.news_on', { name: news[0].campaign.name }) })
        .first()
        .getAttribute('href'),
    ).resolves.toBe(`/en/campaigns/${news[0].campaign.id}`);
  });

  for (const locale of LOCALES) {
    it(`${locale}: every charity page fits a phone and has no serious axe finding`, async () => {
      const page = await signedIn(localized('/dashboard/charity', locale), { phone: true });
      for (const path of PAGES) {
        const address = localized(path, locale);
        const response = await page.goto(site.url(address));
        expect(response?.status(), address).toBe(200);
        await expect(page.locator('h1').count()).resolves.toBe(1);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${address} is wider than a phone`).toBeLessThanOrEqual(PHONE_WIDTH);
        await expectAccessible(page);
      }
      await expectHeading(page, t(locale, 'site.notifications.title'));
    });
  }
});
