import { intlLocale } from '@ataa/contract/locale';
import { isolateCurrency } from '@ataa/contract/money';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCampaign, scheduleRows } from '../../../api/src/seed/factories.ts';
import { atPath, DONOR, expectHeading, normalised, openReady, signIn, t } from './flows.ts';
import { expectAccessible, hydrated, type Locale, localized, type Page, useSite } from './site.ts';

// Scheduled giving on the donate pages (contract §17) and home's Ramadan banner, in Ramadan 1448
// (Umm al-Qura: 8 February to 8 March 2027, 29 nights). The staff may move a first day only two
// days from Umm al-Qura's, so no first day makes a November day Ramadan: the server's clock is
// moved instead. It runs in this process, so faking `Date` here moves the API's and the pages'
// clock together (timers stay real, and the faked clock keeps ticking).

/** 20 February 2027, 8 pm in Makkah: the evening of night 14, an hour before its 9 pm charge. */
const NIGHT_14 = new Date('2027-02-20T17:00:00Z');
/** 1 March 2027, 8 pm in Makkah: night 23, among the last ten. */
const NIGHT_23 = new Date('2027-03-01T17:00:00Z');
/** 20 March 2027: Ramadan is over. */
const AFTER_RAMADAN = new Date('2027-03-20T17:00:00Z');

const GUEST = { name: 'Huda Test', email: 'huda.plans@example.test', mobile: '966501112233' };

/** Riyals as the pages write them: whole, the sign isolated. */
function riyals(locale: Locale, amount: number): string {
  const tag = locale === 'ar' ? 'ar-u-nu-latn' : 'en';
  return normalised(
    isolateCurrency(
      new Intl.NumberFormat(tag, {
        style: 'currency',
        currency: 'SAR',
        maximumFractionDigits: 0,
      }).formatToParts(amount),
    ),
  );
}

/** A calendar day as the pages write it, "March 7, 2027" or "٧ مارس ٢٠٢٧" in Latin digits. */
const longDay = (locale: Locale, day: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

async function fillGuest(page: Page, locale: Locale) {
  await page.getByLabel(t(locale, 'giving.form.name'), { exact: true }).fill(GUEST.name);
  await page.getByLabel(t(locale, 'giving.form.email'), { exact: true }).fill(GUEST.email);
  await page.getByLabel(t(locale, 'giving.form.mobile'), { exact: true }).fill(GUEST.mobile);
}

const summaryText = async (page: Page) =>
  normalised(await page.locator('section[aria-labelledby="plan-summary"]').textContent());

const bannerTitle = async (page: Page) => normalised(await page.locator('#home-ramadan').textContent());

/** The schedule's sandbox checkout: pay, later charges succeed. */
async function saveMethodAndPay(page: Page) {
  await page.waitForURL(/\/api\/v1\/schedules\/sandbox\//);
  await page.locator('button[value="paid"]').click();
}

describe('scheduled giving', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: NIGHT_14 });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  const site = useSite();
  // The seeded campaigns have ended by Ramadan 1448: one that takes gifts through it, in SAR.
  let OPEN_CAMPAIGN = 0;
  beforeAll(async () => {
    OPEN_CAMPAIGN = (await createCampaign(site.server.db)).id;
  });

  const schedules = () => scheduleRows(site.server.db);

  /** A page whose form answers clicks: a radio chosen before hydration is set back by it. */
  async function openHydrated(path: string, options: { phone?: boolean } = {}) {
    const page = await openReady(site, path, options);
    await hydrated(page);
    return page;
  }

  it('ar phone: every night of Ramadan shows its commitment, is paid on the sandbox and lands on the return page', async () => {
    const locale = 'ar';
    const page = await openHydrated(localized(`/campaigns/donate/${OPEN_CAMPAIGN}`, locale), { phone: true });
    await page.getByLabel(t(locale, 'giving.plan.choice.ramadan_nights'), { exact: true }).check();
    // Typed on an Arabic keyboard once the plan's total shows: the total follows each digit.
    await page.getByLabel(t(locale, 'giving.form.other_amount'), { exact: true }).pressSequentially('٥٠');
    // Tonight is night 14 and its 9 pm charge is still ahead: nights 14 to 29.
    await expect
      .poll(() => summaryText(page))
      .toContain(
        `${t(locale, 'giving.plan.part_nights', { count: 16, amount: riyals(locale, 50) })} = ${riyals(locale, 800)}`,
      );
    const summary = await summaryText(page);
    expect(summary).toContain(t(locale, 'giving.plan.night', { night: '29' }));
    expect(summary).toContain(t(locale, 'giving.plan.summary_qadr', { night: '27' }));
    // A plan is no gift card: its block leaves the form.
    await expect(page.getByLabel(t(locale, 'giving.form.gift'), { exact: true }).count()).resolves.toBe(0);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await expectAccessible(page);

    await fillGuest(page, locale);
    await page.getByRole('button', { name: t(locale, 'giving.form.submit') }).click();
    await saveMethodAndPay(page);
    await atPath(page, localized('/visitor/donations/callback', locale));
    await expectHeading(page, t(locale, 'giving.return.paid.title'));
    await expect(schedules()).resolves.toContainEqual(
      expect.objectContaining({
        plan: 'ramadan_nights',
        amountMinor: 5000,
        targetType: 'campaign',
        status: 'active',
      }),
    );
    await expectAccessible(page);
  });

  it('en: donating to all campaigns every night, 1,000 a night, is a schedule for every campaign', async () => {
    const locale = 'en';
    const page = await openHydrated(localized('/donate/all', locale));
    await page.getByLabel(t(locale, 'giving.form.other_amount'), { exact: true }).fill('1,000');
    await page.getByLabel(t(locale, 'giving.plan.choice.ramadan_nights'), { exact: true }).check();
    await expect
      .poll(() => summaryText(page))
      .toContain(
        `${t(locale, 'giving.plan.part_nights', { count: 16, amount: riyals(locale, 1000) })} = ${riyals(locale, 16_000)}`,
      );
    expect(await summaryText(page)).toContain(
      t(locale, 'giving.plan.summary_last', {
        day: longDay(locale, '2027-03-07'),
        hijri: t(locale, 'giving.plan.night', { night: '29' }),
      }),
    );
    await expectAccessible(page);
    await fillGuest(page, locale);
    await page.getByRole('button', { name: t(locale, 'giving.form.submit') }).click();
    await saveMethodAndPay(page);
    await atPath(page, localized('/visitor/donations/callback', locale));
    await expectHeading(page, t(locale, 'giving.return.paid.title'));
    await expect(schedules()).resolves.toContainEqual(
      expect.objectContaining({
        plan: 'ramadan_nights',
        amountMinor: 100_000,
        targetType: 'all',
        status: 'active',
      }),
    );
  });

  it('en: without scripts, the last ten nights double on odd nights is chosen and sent to its checkout', async () => {
    const page = await site.page({ phone: true, scripts: false });
    await page.goto(site.url(localized(`/campaigns/donate/${OPEN_CAMPAIGN}`, 'en')));
    // Each plan says when it charges before any amount is typed.
    await expect(
      page
        .getByText(
          t('en', 'giving.plan.hint_finite', {
            count: 9,
            first: longDay('en', '2027-02-27'),
            last: longDay('en', '2027-03-07'),
          }),
        )
        .count(),
    ).resolves.toBe(1);
    await page.getByLabel(t('en', 'giving.form.other_amount'), { exact: true }).fill('50');
    await page.getByLabel(t('en', 'giving.plan.choice.last_ten_nights'), { exact: true }).check();
    await page.getByLabel(t('en', 'giving.plan.multiplier'), { exact: true }).selectOption('2');
    await fillGuest(page, 'en');
    await page.getByRole('button', { name: t('en', 'giving.form.submit') }).click();
    await saveMethodAndPay(page);
    // Nothing is due tonight: the checkout only saved the method, and the schedule is on.
    await expect(schedules()).resolves.toContainEqual(
      expect.objectContaining({
        plan: 'last_ten_nights',
        amountMinor: 5000,
        oddNightsMultiplier: 2,
        status: 'active',
      }),
    );
  });

  it('en: a plan sent with a gift card is refused with what to do, nothing made', async () => {
    const page = await site.page({ scripts: false });
    await page.goto(site.url(localized(`/campaigns/donate/${OPEN_CAMPAIGN}`, 'en')));
    const before = (await schedules()).length;
    await page.getByLabel(t('en', 'giving.form.other_amount'), { exact: true }).fill('50');
    await page.getByLabel(t('en', 'giving.plan.choice.weekly'), { exact: true }).check();
    await fillGuest(page, 'en');
    await page.getByLabel(t('en', 'giving.form.gift'), { exact: true }).check();
    await page.getByLabel(t('en', 'giving.form.love_name'), { exact: true }).fill('Mariam');
    await page.getByLabel(t('en', 'giving.form.love_email'), { exact: true }).fill('mariam@example.test');
    await page.getByRole('button', { name: t('en', 'giving.form.submit') }).click();
    await page.waitForLoadState();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(t('en', 'giving.plan.no_gift'));
    await expect(
      page.getByLabel(t('en', 'giving.plan.choice.weekly'), { exact: true }).isChecked(),
    ).resolves.toBe(true);
    expect((await schedules()).length).toBe(before);
  });

  it('ar phone: a donor gives the cart every night, one total split equally on every charge', async () => {
    const locale = 'ar';
    const second = await createCampaign(site.server.db);
    const page = await site.page({ phone: true });
    const token = await signIn(site, page.context(), DONOR.email, DONOR.password);
    const cart = await site.server.request('/doner/index', { token });
    for (const item of cart.body.result.data as Array<{ id: number }>)
      await site.server.request(`/doner/cart/remove/${item.id}`, { token, method: 'POST' });
    for (const id of [OPEN_CAMPAIGN, second.id])
      expect((await site.server.request(`/doner/cart/add/${id}`, { token, method: 'POST' })).status).toBe(
        201,
      );

    page.setDefaultTimeout(15_000);
    await page.goto(site.url('/dashboard/donor/donations-cart'));
    await hydrated(page);
    await page.getByLabel(t(locale, 'donor.checkout.automatic'), { exact: true }).check();
    await page.getByLabel(t(locale, 'donor.checkout.total'), { exact: true }).fill('١٠٠');
    await page.getByLabel(t(locale, 'giving.plan.choice.ramadan_nights'), { exact: true }).check();
    await expect
      .poll(() => summaryText(page))
      .toContain(
        `${t(locale, 'giving.plan.part_nights', { count: 16, amount: riyals(locale, 100) })} = ${riyals(locale, 1600)}`,
      );
    await expectAccessible(page);
    await page.getByRole('button', { name: t(locale, 'giving.form.submit') }).click();
    await saveMethodAndPay(page);
    // A donor's payments return to the account's own return page.
    await atPath(page, '/payment/return');
    await expectHeading(page, t(locale, 'giving.return.paid.title'));
    await expect(schedules()).resolves.toContainEqual(
      expect.objectContaining({
        plan: 'ramadan_nights',
        amountMinor: 10_000,
        targetType: 'split',
        status: 'active',
      }),
    );
  });

  it('home: tonight’s night during Ramadan, the nights left in the last ten, nothing after', async () => {
    for (const locale of ['ar', 'en'] as const) {
      const page = await openReady(site, localized('/', locale), { phone: true });
      await expect
        .poll(() => bannerTitle(page))
        .toBe(t(locale, 'content.home.ramadan.tonight', { night: '14' }));
      await expectAccessible(page);
      await page.getByRole('link', { name: t(locale, 'content.home.ramadan.every_night') }).click();
      await atPath(page, localized('/donate/all', locale));
      await expect(
        page.getByLabel(t(locale, 'giving.plan.choice.ramadan_nights'), { exact: true }).isChecked(),
      ).resolves.toBe(true);
    }

    vi.setSystemTime(NIGHT_23);
    const page = await openReady(site, '/', { phone: true });
    await expect.poll(() => bannerTitle(page)).toBe(t('ar', 'content.home.ramadan.tonight', { night: '23' }));
    await expect
      .poll(async () =>
        normalised(await page.locator('section[aria-labelledby="home-ramadan"]').textContent()),
      )
      .toContain(t('ar', 'content.home.ramadan.last_ten', { count: 7 }));
    await page.getByRole('link', { name: t('ar', 'content.home.ramadan.schedule') }).click();
    await atPath(page, '/donate/all');
    await expect(
      page.getByLabel(t('ar', 'giving.plan.choice.last_ten_nights'), { exact: true }).isChecked(),
    ).resolves.toBe(true);

    vi.setSystemTime(AFTER_RAMADAN);
    const after = await openReady(site, '/');
    await expect(after.locator('#home-ramadan').count()).resolves.toBe(0);
  });
});
