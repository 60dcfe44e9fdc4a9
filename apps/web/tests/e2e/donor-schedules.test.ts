// The donor's schedules in the browser (contract §17): the list with each plan in words and its
// next charge counting down, and one schedule's changes (pause, resume, skip, amount, hour,
// cancel after a question), with and without scripts, phone-sized and checked by axe.
import { addDays } from '@ataa/contract/civil-days';
import { SITE_TIME_ZONE } from '@ataa/contract/locale';
import { wallClockIn } from '@ataa/contract/schedules/zoned-time';
import type { AllCampaignsItem } from '@ataa/contract/schemas/campaigns';
import type { Schedule } from '@ataa/contract/schemas/schedules';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextChargeWords, planWords } from '../../app/lib/schedule-words.ts';
import { atPath, DONOR, expectHeading, normalised, openSignedIn, ready, t } from './flows.ts';
import { expectAccessible, LOCALES, type Locale, localized, type Page, useSite } from './site.ts';

const PHONE_WIDTH = 360;

describe('the donor’s schedules', () => {
  const site = useSite();
  let token: string;
  let campaign: AllCampaignsItem;

  beforeAll(async () => {
    const login = await site.server.request('/login', {
      body: { account: DONOR.email, password: DONOR.password },
    });
    token = login.body.result.token;
    campaign = (await site.server.request('/all-campaigns', { lang: 'ar' })).body.result[0];
  });

  /** A civil day `days` from today on the site's clock. */
  const dayFromNow = (days: number) => addDays(wallClockIn(new Date(), SITE_TIME_ZONE).day, days);

  /**
   * A weekly schedule of four charges to one campaign, the first three days on (or as `body`
   * says), its method saved on the sandbox's page; answered as the API reads it in `locale`.
   */
  async function makeSchedule(locale: Locale, body: Record<string, unknown> = {}): Promise<Schedule> {
    const start = dayFromNow(3);
    const created = await site.server.request('/schedules', {
      token,
      lang: locale,
      body: {
        plan: 'weekly',
        amount: 50,
        campaign_id: campaign.id,
        start_at: start,
        end_at: addDays(start, 21),
        ...body,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const reference = new URL(created.body.result.gateway_url).pathname.split('/').pop();
    const chosen = await site.server.request(`/schedules/sandbox/${reference}`, {
      body: { outcome: 'paid', later: 'succeed' },
    });
    expect(chosen.status).toBe(200);
    return readSchedule(created.body.result.schedule.id, locale);
  }

  async function readSchedule(
    id: number,
    locale: Locale,
  ): Promise<Schedule & { occurrences: { data: Array<{ state: string }> } }> {
    return (await site.server.request(`/schedules/${id}`, { token, lang: locale })).body.result;
  }

  /** A signed-in page at `path`, phone-sized unless told, with or without scripts. */
  async function signedIn(path: string, options: { scripts?: boolean; desktop?: boolean } = {}) {
    const page = await openSignedIn(site, path, DONOR, { phone: !options.desktop, scripts: options.scripts });
    if (options.scripts !== false) await ready(page);
    return page;
  }

  /** The value beside a term of a schedule's facts. */
  const fact = (scope: Page | Locator, label: string) =>
    scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  const text = async (locator: Locator) => normalised(await locator.innerText());
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
  /** What the last form did, as the page says it. */
  const statusText = (page: Page) => page.locator('main div[role="status"]');
  const detailPath = (locale: Locale, id: number) => localized(`/dashboard/donor/schedules/${id}`, locale);

  it('ar: lists each schedule with its plan, campaign, amount, status and next charge, counting down', async () => {
    // Its first charge tomorrow at this hour: less than a day away, so the countdown is a clock.
    const hour = wallClockIn(new Date(), SITE_TIME_ZONE).hour;
    const soon = await makeSchedule('ar', { start_at: dayFromNow(1), end_at: dayFromNow(22), hour });
    const page = await signedIn('/dashboard/donor', { desktop: true });
    await page
      .getByRole('navigation')
      .getByRole('link', { name: t('ar', 'donor.nav.schedules') })
      .first()
      .click();
    await atPath(page, '/dashboard/donor/schedules');
    await expectHeading(page, t('ar', 'donor.schedules.title'));
    // Loaded afresh, the page hydrates to what the server wrote, countdown included.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.reload();
    await ready(page);

    const card = page.locator('main article', {
      has: page.locator(`a[href="/dashboard/donor/schedules/${soon.id}"]`),
    });
    await expect(text(card.locator('h2'))).resolves.toBe(normalised(planWords('ar', soon).title));
    await expect(text(card)).resolves.toContain(t('ar', 'donor.schedules.statuses.active'));
    await expect(text(fact(card, t('ar', 'donor.schedules.campaigns')))).resolves.toBe(
      normalised(campaign.name),
    );
    await expect(text(fact(card, t('ar', 'donor.schedules.per_charge')))).resolves.toContain('50');
    await expect(text(fact(card, t('ar', 'donor.schedules.remaining')))).resolves.toContain(
      t('ar', 'donor.schedules.charges', { count: 4 }),
    );
    const next = fact(card, t('ar', 'donor.schedules.next'));
    await expect(text(next)).resolves.toContain(normalised(nextChargeWords('ar', soon, new Date())!));

    // The countdown ticks each second without moving the card.
    const timer = next.getByRole('timer');
    const before = await timer.innerText();
    expect(before).toMatch(/^بعد \d\d:\d\d:\d\d$/);
    const box = await card.boundingBox();
    await expect.poll(() => timer.innerText(), { timeout: 5_000 }).not.toBe(before);
    expect(await card.boundingBox()).toEqual(box);
    expect(problems).toEqual([]);
  });

  it('en: pauses and resumes, saying why nothing is charged while paused', async () => {
    const schedule = await makeSchedule('en');
    const page = await signedIn(detailPath('en', schedule.id));
    await expectHeading(page, planWords('en', schedule).title);

    await button(page, t('en', 'donor.schedules.pause')).click();
    await expect.poll(() => statusText(page).innerText()).toBe(t('en', 'schedules.saved'));
    // The page's facts follow once its data is read again after the change.
    await expect.poll(() => page.getByText(t('en', 'donor.schedules.paused_reasons.donor')).count()).toBe(1);
    await expect
      .poll(() => text(fact(page, t('en', 'donor.schedules.next'))))
      .toBe(t('en', 'donor.schedules.next_none'));
    expect((await readSchedule(schedule.id, 'en')).status).toBe('paused');

    await button(page, t('en', 'donor.schedules.resume')).click();
    await expect.poll(async () => (await readSchedule(schedule.id, 'en')).status).toBe('active');
    await expect.poll(() => page.getByRole('timer').count()).toBe(1);
    await expect.poll(() => button(page, t('en', 'donor.schedules.pause')).count()).toBe(1);
  });

  it('ar: skips the next charge, which shows as skipped, and the next one comes a week later', async () => {
    const schedule = await makeSchedule('ar');
    const page = await signedIn(detailPath('ar', schedule.id));
    await button(page, t('ar', 'donor.schedules.skip')).click();
    await expect.poll(() => statusText(page).innerText()).toBe(t('ar', 'schedules.saved'));
    const charges = page.locator('#charges li');
    await expect
      .poll(() => charges.filter({ hasText: t('ar', 'donor.schedules.occurrence_states.skipped') }).count())
      .toBe(1);
    const after = await readSchedule(schedule.id, 'ar');
    expect(Date.parse(after.next_charge_at!) - Date.parse(schedule.next_charge_at!)).toBe(7 * 24 * 3_600_000);
    await expect(text(fact(page, t('ar', 'donor.schedules.next')))).resolves.toContain(
      normalised(nextChargeWords('ar', after, new Date())!),
    );
  });

  it('ar: takes a new amount typed in Arabic digits, and refuses one that is not a number with nothing changed', async () => {
    const schedule = await makeSchedule('ar');
    const page = await signedIn(detailPath('ar', schedule.id));
    const field = page.getByLabel(t('ar', 'donor.schedules.amount', { currency: schedule.currency.code }), {
      exact: true,
    });
    await field.fill('مئة');
    await button(page, t('ar', 'donor.schedules.save_amount')).click();
    await expect.poll(() => page.locator('.field-error').count()).toBe(1);
    expect((await readSchedule(schedule.id, 'ar')).amount).toBe(50);

    await field.fill('١٠٠');
    // Leaving the field checks it again and its message goes, moving the button up: leave it first.
    await field.blur();
    await expect.poll(() => page.locator('.field-error').count()).toBe(0);
    await button(page, t('ar', 'donor.schedules.save_amount')).click();
    await expect.poll(() => statusText(page).innerText()).toBe(t('ar', 'schedules.saved'));
    expect((await readSchedule(schedule.id, 'ar')).amount).toBe(100);
    await expect.poll(() => text(fact(page, t('ar', 'donor.schedules.per_charge')))).toContain('100');
  });

  it('en: cancels only after the question, which takes the focus; keeping it changes nothing', async () => {
    const schedule = await makeSchedule('en');
    const page = await signedIn(detailPath('en', schedule.id), { desktop: true });
    const cancel = page.getByRole('link', { name: t('en', 'donor.schedules.cancel'), exact: true });

    await cancel.click();
    const question = page.getByRole('heading', { name: t('en', 'donor.schedules.cancel_confirm_title') });
    await expect.poll(() => question.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.getByRole('link', { name: t('en', 'donor.schedules.cancel_keep'), exact: true }).click();
    await expect.poll(() => question.count()).toBe(0);
    expect((await readSchedule(schedule.id, 'en')).status).toBe('active');

    await cancel.click();
    await button(page, t('en', 'donor.schedules.cancel_yes')).click();
    await expect.poll(() => statusText(page).innerText()).toBe(t('en', 'schedules.cancelled'));
    await expect.poll(() => page.getByText(t('en', 'donor.schedules.actions_closed')).count()).toBe(1);
    await expect(text(page.locator('h1 + span'))).resolves.toBe(
      t('en', 'donor.schedules.statuses.cancelled'),
    );
    expect((await readSchedule(schedule.id, 'en')).status).toBe('cancelled');
  });

  it('ar: without scripts, pauses, changes the amount and the hour, and cancels after the question', async () => {
    const schedule = await makeSchedule('ar');
    const page = await signedIn(detailPath('ar', schedule.id), { scripts: false });
    // The next charge and the time left, written by the server.
    await expect(text(fact(page, t('ar', 'donor.schedules.next')))).resolves.toContain(
      normalised(nextChargeWords('ar', schedule, new Date())!),
    );
    await expect(page.getByRole('timer').innerText()).resolves.toMatch(/^بعد /);

    await button(page, t('ar', 'donor.schedules.pause')).click();
    await expect.poll(() => statusText(page).innerText()).toBe(t('ar', 'schedules.saved'));
    expect((await readSchedule(schedule.id, 'ar')).status).toBe('paused');

    const amount = page.getByLabel(t('ar', 'donor.schedules.amount', { currency: schedule.currency.code }), {
      exact: true,
    });
    // Refused by the server with its message beside the field, what was typed kept, nothing changed.
    await amount.fill('خمسون');
    await button(page, t('ar', 'donor.schedules.save_amount')).click();
    await expect.poll(() => page.locator('.field-error').count()).toBe(1);
    await expect(amount.inputValue()).resolves.toBe('خمسون');
    expect((await readSchedule(schedule.id, 'ar')).amount).toBe(50);

    await amount.fill('١٬٠٠٠');
    await button(page, t('ar', 'donor.schedules.save_amount')).click();
    await expect.poll(async () => (await readSchedule(schedule.id, 'ar')).amount).toBe(1000);

    await page.getByLabel(t('ar', 'donor.schedules.hour'), { exact: true }).selectOption('20');
    await button(page, t('ar', 'donor.schedules.save_hour')).click();
    await expect.poll(async () => (await readSchedule(schedule.id, 'ar')).hour).toBe(20);

    await page.getByRole('link', { name: t('ar', 'donor.schedules.cancel'), exact: true }).click();
    await button(page, t('ar', 'donor.schedules.cancel_yes')).click();
    await expect.poll(() => statusText(page).innerText()).toBe(t('ar', 'schedules.cancelled'));
    expect((await readSchedule(schedule.id, 'ar')).status).toBe('cancelled');
  });

  for (const locale of LOCALES) {
    it(`${locale}: both pages fit a phone and have no serious axe finding`, async () => {
      const schedule = await makeSchedule(locale);
      const page = await signedIn(localized('/dashboard/donor/schedules', locale));
      for (const path of [
        localized('/dashboard/donor/schedules', locale),
        detailPath(locale, schedule.id),
        `${detailPath(locale, schedule.id)}?confirm=cancel`,
      ]) {
        const response = await page.goto(site.url(path));
        expect(response?.status(), path).toBe(200);
        await ready(page);
        await expect(page.locator('h1').count()).resolves.toBe(1);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${path} is wider than a phone`).toBeLessThanOrEqual(PHONE_WIDTH);
        await expectAccessible(page);
      }
    });
  }
});
