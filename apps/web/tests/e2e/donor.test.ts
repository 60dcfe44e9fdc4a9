import { isolateCurrency } from '@ataa/contract/money';
// The donor's cart and dashboard in the browser: the badge, the cart, paying for it on the
// sandbox checkout, the histories, the receipt, and axe on every donor page in both languages.
import type { AllCampaignsItem } from '@ataa/contract/schemas/campaigns';
import type { DonorDonation } from '@ataa/contract/schemas/donor';
import { beforeAll, describe, expect, it } from 'vitest';
import { atPath, DONOR, expectHeading, normalised, ready, signIn, t } from './flows.ts';
import { expectAccessible, LOCALES, type Locale, localized, type Page, useSite } from './site.ts';

const PHONE_WIDTH = 360;
const DONOR_PAGES = [
  '/dashboard/donor',
  '/dashboard/donor/cart',
  '/dashboard/donor/donations-cart',
  '/dashboard/donor/campaigns-history',
  '/dashboard/donor/donation-history',
];

describe('the donor cart and dashboard', () => {
  const site = useSite();
  /** Campaigns that accept donations, named in each language. */
  const open = {} as Record<Locale, AllCampaignsItem[]>;

  beforeAll(async () => {
    for (const locale of LOCALES) {
      open[locale] = (await site.server.request('/all-campaigns', { lang: locale })).body.result;
    }
    expect(open.ar.length).toBeGreaterThanOrEqual(3);
  });

  /** A profile signed in as the demo donor, its API token, and a page ready at `path`. */
  async function signedIn(path: string, options: { phone?: boolean; scripts?: boolean } = {}) {
    const page = await site.page(options);
    const token = await signIn(site, page.context(), DONOR.email, DONOR.password);
    page.setDefaultTimeout(15_000);
    await page.goto(site.url(path));
    return { page, token };
  }

  const api = (token: string, path: string, method?: 'POST') => site.server.request(path, { token, method });

  /** Empties the donor's cart and fills it with `count` campaigns that accept donations. */
  async function fillCart(token: string, count: number, locale: Locale) {
    const waiting = (await api(token, '/doner/index')).body.result.data as Array<{ id: number }>;
    for (const item of waiting) await api(token, `/doner/cart/remove/${item.id}`, 'POST');
    const chosen = open[locale].slice(0, count);
    for (const campaign of chosen) {
      expect((await api(token, `/doner/cart/add/${campaign.id}`, 'POST')).status).toBe(201);
    }
    return chosen;
  }

  const cartLink = (page: Page, locale: Locale, count: number) =>
    page.locator('header').getByRole('link', { name: t(locale, 'site.header.cart', { count }), exact: true });
  /** The digit on the header's cart badge (for the eye; the link's name says it in words). */
  const badge = (page: Page) =>
    page.locator('header a[href$="/donations-cart"] + span[aria-hidden="true"]').textContent();
  const cartNames = async (page: Page) =>
    (await page.locator('main article h2').allTextContents()).map(normalised);

  it('ar: three campaigns in the cart show on the badge and the cart page; one taken out leaves two', async () => {
    const { page, token } = await signedIn('/dashboard/donor');
    const chosen = await fillCart(token, 3, 'ar');
    await page.goto(site.url('/dashboard/donor/cart'));
    await ready(page);
    await expect(cartLink(page, 'ar', 3).count()).resolves.toBe(1);
    await expect(badge(page)).resolves.toBe('3');
    await expectHeading(page, t('ar', 'donor.nav.cart'));
    // Newest first.
    expect(await cartNames(page)).toEqual(chosen.map((campaign) => campaign.name).reverse());

    const gone = chosen[1]!;
    await page
      .getByRole('button', { name: t('ar', 'campaigns.cart.remove_named', { name: gone.name }), exact: true })
      .click();
    await expect.poll(() => cartNames(page)).toEqual([chosen[2]!.name, chosen[0]!.name]);
    await expect.poll(() => cartLink(page, 'ar', 2).count()).toBe(1);
    await expect(badge(page)).resolves.toBe('2');
    await expect(page.getByRole('status').textContent()).resolves.toBe(
      t('ar', 'donor.cart.count', { count: 2 }),
    );
    expect((await api(token, '/doner/cart/count')).body.result).toBe(2);
    await page.reload();
    expect(await cartNames(page)).toEqual([chosen[2]!.name, chosen[0]!.name]);
  });

  it('en: without scripts, the remove button posts and the cart page comes back without it', async () => {
    const { page, token } = await signedIn('/en/dashboard/donor', { scripts: false });
    const chosen = await fillCart(token, 2, 'en');
    await page.goto(site.url('/en/dashboard/donor/cart'));
    await page
      .getByRole('button', {
        name: t('en', 'campaigns.cart.remove_named', { name: chosen[0]!.name }),
        exact: true,
      })
      .click();
    await atPath(page, '/en/dashboard/donor/cart');
    await expect.poll(() => cartNames(page)).toEqual([chosen[1]!.name]);
    await expect(cartLink(page, 'en', 1).count()).resolves.toBe(1);
    await expect(badge(page)).resolves.toBe('1');
  });

  it('en: the histories show the seeded donations, with their states, amounts and receipts', async () => {
    const { page, token } = await signedIn('/en/dashboard/donor/donation-history');
    const donations = (await site.server.request('/doner/donations', { token, lang: 'en' })).body.result;
    expect(donations.meta.total).toBeGreaterThan(0);
    await expectHeading(page, t('en', 'donor.nav.donations'));
    const rows = page.locator('main article');
    await expect(rows.count()).resolves.toBe(donations.data.length);
    const first: DonorDonation = donations.data[0];
    await expect(rows.first().locator('h2').textContent()).resolves.toBe(first.campaign.name);
    await expect(rows.first().textContent()).resolves.toContain(
      t('en', `donor.history.states.${first.state}`),
    );
    const receipts = page.getByRole('link', {
      name: t('en', 'donor.history.receipt_named', { name: first.campaign.name }),
    });
    await expect(receipts.count()).resolves.toBeGreaterThan(0);

    // The state filter is a plain form; an empty state is said so.
    await page.getByLabel(t('en', 'donor.history.state')).selectOption('refunded');
    await page.getByRole('button', { name: t('en', 'donor.history.apply'), exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('state')).toBe('refunded');
    await expect.poll(() => page.getByText(t('en', 'donor.history.empty_state')).count()).toBe(1);

    const given = (await site.server.request('/doner/campaigns', { token, lang: 'en' })).body.result;
    await page.goto(site.url('/en/dashboard/donor/campaigns-history'));
    await expectHeading(page, t('en', 'donor.nav.campaigns'));
    expect((await page.locator('main article h2').allTextContents()).map(normalised)).toEqual(
      given.data.map((campaign: { name: string }) => campaign.name),
    );
  });

  it('ar: the overview shows the figures, the chart with its table, and the top donors', async () => {
    const { page, token } = await signedIn('/dashboard/donor');
    const stats = (await site.server.request('/doner/statistics', { token, lang: 'ar' })).body.result;
    await expectHeading(page, t('ar', 'account.dashboard.welcome', { name: DONOR.firstName }));
    const given = stats.monthly.some((month: { amount: number }) => month.amount > 0);
    await expect(page.getByRole('img', { name: /./ }).count()).resolves.toBe(given ? 1 : 0);
    await page.getByText(t('ar', 'donor.chart.table')).click();
    await expect(page.locator('main table tbody tr').count()).resolves.toBe(12);
    await expect(page.getByText(stats.top_doners.first.name).count()).resolves.toBeGreaterThan(0);
  });

  for (const locale of LOCALES) {
    it(`${locale}: every donor page fits a phone and has no serious axe finding`, async () => {
      const { page, token } = await signedIn(localized('/dashboard/donor', locale), { phone: true });
      await fillCart(token, 2, locale);
      for (const path of DONOR_PAGES) {
        const address = localized(path, locale);
        const response = await page.goto(site.url(address));
        expect(response?.status(), address).toBe(200);
        await expect(page.locator('h1').count()).resolves.toBe(1);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${address} is wider than a phone`).toBeLessThanOrEqual(PHONE_WIDTH);
        await expectAccessible(page);
      }
    });
  }

  it('en: the cart form checks amounts in the browser and shows the equal split as the total changes', async () => {
    const { page, token } = await signedIn('/en/dashboard/donor');
    const chosen = await fillCart(token, 3, 'en');
    await page.goto(site.url('/en/dashboard/donor/donations-cart'));
    await ready(page);
    const amount = (index: number) =>
      page.getByLabel(t('en', 'donor.checkout.amount_for', { name: chosen[2 - index]!.name }), {
        exact: true,
      });
    // Arabic-Indic digits become Latin ones as they are typed; anything else is still refused.
    await amount(0).fill('١٠x');
    await amount(0).blur();
    expect(await amount(0).inputValue()).toBe('10x');
    // Arabic digits are read as typed (decision 030); a letter is not an amount.
    await expect.poll(() => page.getByText(t('en', 'validation.amount_format')).count()).toBe(1);
    await page.getByRole('button', { name: t('en', 'giving.form.submit') }).click();
    await expect.poll(() => page.getByText(t('en', 'form.required')).count()).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/en/dashboard/donor/donations-cart');

    await page.getByLabel(t('en', 'donor.checkout.automatic')).check();
    await page.getByLabel(t('en', 'donor.checkout.total'), { exact: true }).fill('100');
    const riyals = {
      format: (amount: number) =>
        isolateCurrency(
          new Intl.NumberFormat('en-US', { style: 'currency', currency: 'SAR' }).formatToParts(amount),
        ),
    };
    const shares = await page.getByText(/^Its share: /).allTextContents();
    expect(shares).toEqual(
      [33.34, 33.33, 33.33].map((amount) =>
        t('en', 'donor.checkout.share', { amount: riyals.format(amount) }),
      ),
    );
    expect(
      await page.getByLabel(t('en', 'donor.checkout.amount_for', { name: chosen[0]!.name })).isVisible(),
    ).toBe(false);
  });

  it('ar: paying for three campaigns by hand goes through the sandbox and lands paid in the history with receipts', async () => {
    const { page, token } = await signedIn('/dashboard/donor');
    const chosen = (await fillCart(token, 3, 'ar')).reverse();
    const before = (await api(token, '/doner/donations')).body.result.meta.total;
    await page.goto(site.url('/dashboard/donor/donations-cart'));
    await ready(page);
    const amounts = [50, 30, 20];
    for (const [index, campaign] of chosen.entries()) {
      await page
        .getByLabel(t('ar', 'donor.checkout.amount_for', { name: campaign.name }), { exact: true })
        .fill(String(amounts[index]));
    }
    await page.getByRole('button', { name: t('ar', 'giving.form.submit') }).click();

    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
      .toMatch(/^\/api\/v1\/payments\/sandbox\//);
    await page.getByRole('button', { name: t('ar', 'payments.sandbox_page.pay') }).click();
    await atPath(page, '/payment/return');
    await expectHeading(page, t('ar', 'giving.return.paid.title'));

    expect((await api(token, '/doner/cart/count')).body.result).toBe(0);
    const history = (await site.server.request('/doner/donations', { token, lang: 'ar' })).body.result;
    expect(history.meta.total).toBe(before + 3);
    const made: DonorDonation[] = history.data.slice(0, 3);
    expect(made.map((donation) => donation.state)).toEqual(['paid', 'paid', 'paid']);
    expect(made.map((donation) => donation.total_amount).sort((a, b) => a - b)).toEqual([20, 30, 50]);

    await page.goto(site.url('/dashboard/donor/donation-history?state=paid'));
    for (const donation of made) {
      const link = page.getByRole('link', {
        name: t('ar', 'donor.history.receipt_named', { name: donation.campaign.name }),
      });
      await expect(link.first().isVisible()).resolves.toBe(true);
    }
    const receipt = page.locator(`a[href="/dashboard/donor/donations/${made[0]!.id}/receipt"]`);
    const [download] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
    expect(download.suggestedFilename()).toBe(`receipt-${made[0]!.id}.pdf`);
    const file = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
