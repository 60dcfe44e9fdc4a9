// Scheduled giving in the back office and on the charity's dashboard, in the browser: the staff
// charge what is due now and see the declined schedule first, marked failing, and filter the list;
// the forecast shows the next 48 hours with the coming charge in its hour; the charity sees its
// recurring donors and what their schedules promise; every page passes axe in both languages.
import { addDays } from '@ataa/contract/civil-days';
import { SITE_TIME_ZONE } from '@ataa/contract/locale';
import { wallClockIn, zonedInstant } from '@ataa/contract/schedules/zoned-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, occurrenceDueAt } from '../../../api/src/seed/factories.ts';
import { ADMIN, CHARITY, DONOR, expectHeading, normalised, openSignedIn, ready, t } from './flows.ts';
import { expectAccessible, LOCALES, type Locale, localized, type Page, useSite } from './site.ts';

const dayFromNow = (days: number) => addDays(wallClockIn(new Date(), SITE_TIME_ZONE).day, days);

describe('scheduled giving for the staff and the charity', () => {
  // Only the staff's button charges here: the background job would otherwise take its turn.
  const site = useSite({ JOBS_ENABLED: 'false' });
  const db = () => site.server.db;
  let donorName: string;
  let declined: number;
  /** Tomorrow at 11 pm Riyadh: between 23 and 47 hours away, so inside the 48-hour forecast. */
  let comingHour: Date;

  const token = async (account: { email: string; password: string }) =>
    (await site.server.request('/login', { body: { account: account.email, password: account.password } }))
      .body.result.token as string;

  /** A weekly schedule of four charges, saved with the sandbox's method that does `later`. */
  async function schedule(donorToken: string, body: Record<string, unknown>, later: string) {
    const start = body.start_at as string;
    const created = await site.server.request('/schedules', {
      token: donorToken,
      body: { plan: 'weekly', end_at: addDays(start, 21), ...body },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const reference = new URL(created.body.result.gateway_url).pathname.split('/').pop()!;
    const chosen = await site.server.request(`/schedules/sandbox/${reference}`, {
      body: { outcome: 'paid', later },
    });
    expect(chosen.status).toBe(200);
    return created.body.result.schedule.id as number;
  }

  beforeAll(async () => {
    const charity = await site.server.request('/login', {
      body: { account: CHARITY.email, password: CHARITY.password },
    });
    const campaign = await createCampaign(db(), { charityId: charity.body.result.user.id });
    const donorToken = await token(DONOR);
    const tomorrow = dayFromNow(1);
    comingHour = zonedInstant(tomorrow, 23, SITE_TIME_ZONE);
    await schedule(
      donorToken,
      { amount: '٢٥', campaign_id: campaign.id, start_at: tomorrow, hour: 23 },
      'succeed',
    );
    // Its first charge came due a minute ago, and its saved method is declined.
    declined = await schedule(
      donorToken,
      { amount: 10, campaign_id: campaign.id, start_at: dayFromNow(3) },
      'decline',
    );
    await occurrenceDueAt(db(), declined, 1, new Date(Date.now() - 60_000));
    donorName = (
      await site.server.request(`/admin/schedules?q=${encodeURIComponent(DONOR.email)}`, {
        token: await token(ADMIN),
      })
    ).body.result.data[0].donor.name;
  });

  const asAdmin = async (path: string, locale: Locale, options: { phone?: boolean } = {}) => {
    const page = await openSignedIn(site, localized(path, locale), ADMIN, options);
    await ready(page);
    return page;
  };

  /** The cards of the list, in order: each card's heading. */
  const headings = (page: Page) => page.locator('main article h2').allTextContents();

  it('en: charges what is due now, then shows the declined schedule first, marked failing, and filters by it', async () => {
    const page = await asAdmin('/admin/schedules', 'en');
    await expectHeading(page, t('en', 'back_office.nav.schedules'));
    await page.getByRole('button', { name: t('en', 'back_office.schedules.charge_now') }).click();
    await expect
      .poll(async () =>
        normalised(await page.getByRole('status').filter({ hasText: /\S/ }).first().textContent()),
      )
      .toBe(t('en', 'back_office.schedules.charged_now', { count: 1 }));
    await expect
      .poll(async () => (await headings(page))[0])
      .toContain(t('en', 'back_office.schedules.failing'));
    expect((await headings(page))[0]).toContain(donorName);
    expect((await headings(page))[1]).not.toContain(t('en', 'back_office.schedules.failing'));

    await page.getByLabel(t('en', 'back_office.schedules.failing_only')).check();
    await page.getByRole('button', { name: t('en', 'charity.filters.apply') }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?failing=1');
    await expect.poll(async () => (await headings(page)).length).toBe(1);
    await page.getByText(t('en', 'back_office.schedules.count', { count: 1 })).waitFor();
    // Checked once the charge's toast has gone: it fades over the page.
    await page.reload();
    await ready(page);
    await expectAccessible(page);
  });

  it('ar: the forecast shows the next 48 hours, the coming charge in its hour, in riyals', async () => {
    const page = await asAdmin('/admin/schedules', 'ar');
    await page.getByRole('link', { name: t('ar', 'back_office.schedules.forecast_link') }).click();
    await expectHeading(page, t('ar', 'back_office.schedules.forecast.title', { hours: 48 }));
    const table = page.getByRole('table');
    // 48 hours and the heading row.
    await expect.poll(() => table.getByRole('row').count()).toBe(49);
    const row = table
      .getByRole('row')
      .filter({ has: page.locator(`time[datetime="${comingHour.toISOString()}"]`) });
    const cells = (await row.getByRole('cell').allTextContents()).map(normalised);
    expect(cells[0]).toBe(new Intl.NumberFormat('ar-u-nu-latn').format(1));
    expect(cells[1]).toContain('25');
    await expectAccessible(page);
  });

  for (const locale of LOCALES) {
    it(`${locale}: the charity's dashboard shows its recurring donors and the amount their schedules promise`, async () => {
      const statistics = (
        await site.server.request('/charity/statistics', { token: await token(CHARITY), lang: locale })
      ).body.result;
      // One donor; four charges of 25 to come, and the declined one's four of 10 (its retry still open).
      expect(statistics).toMatchObject({ recurring_donors: 1, committed_amount: 140 });
      const page = await openSignedIn(site, localized('/dashboard/charity', locale), CHARITY);
      await ready(page);
      const figure = (label: string) =>
        page
          .locator('dl > div')
          .filter({ has: page.getByText(label, { exact: true }) })
          .locator('dd')
          .textContent();
      expect(normalised(await figure(t(locale, 'charity.home.recurring_donors')))).toBe(
        new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en').format(1),
      );
      expect(normalised(await figure(t(locale, 'charity.home.committed')))).toContain('140');
      await expectAccessible(page);
    });

    it(`${locale}: the schedules and the forecast pass axe on a phone`, async () => {
      for (const path of ['/admin/schedules', '/admin/schedules/forecast']) {
        const page = await asAdmin(path, locale, { phone: true });
        expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        await expectAccessible(page);
      }
    });
  }
});
