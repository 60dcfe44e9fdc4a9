// Notifications in the browser: a donor pays in one tab and the bell of another tab counts it
// without a reload; the bell's list opens the notification, which is then read; the charity reads
// "donation received"; the oldest of too many tabs asks for its count instead of taking turns with
// the others for a stream; every account's notification page passes axe in both languages on a phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_ACCOUNT } from '../../../api/src/modules/notifications/live.ts';
import { createCampaign, createUser } from '../../../api/src/seed/factories.ts';
import { ADMIN, atPath, expectHeading, normalised, openSignedIn, ready, signIn, t } from './flows.ts';
import { expectAccessible, LOCALES, localized, useSite } from './site.ts';

describe('notifications', () => {
  const site = useSite();
  const password = 'Secret1234';

  it('en: a donor pays in one tab; the bell in another counts it without a reload, and opening it reads it', async () => {
    const charity = await createUser(site.server.db, { userType: 'charity', password, locale: 'en' });
    const campaign = await createCampaign(site.server.db, {
      charityId: charity.id,
      nameEn: 'Warm meals for the test',
    });
    const donor = await createUser(site.server.db, { password, locale: 'en' });

    const context = await site.newContext({ phone: true });
    const token = await signIn(site, context, donor.email, password);
    const dashboard = await context.newPage();
    await dashboard.goto(site.url('/en/dashboard/donor'));
    await ready(dashboard);
    const bell = dashboard.locator('header').getByRole('button', { name: /^Notifications/ });
    expect(await bell.getAttribute('aria-expanded')).toBe('false');
    expect(normalised(await bell.textContent())).toContain(t('en', 'site.notifications.bell', { count: 0 }));
    await dashboard.evaluate(() => Object.assign(window, { stayed: true }));

    // The donor pays on the sandbox's checkout in a second tab.
    const opened = await site.server.request('/donations', {
      token,
      lang: 'en',
      body: {
        campaign_id: campaign.id,
        amount: 50,
        name: 'Test Donor',
        email: donor.email,
        mobile: donor.mobile,
      },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const checkout = await context.newPage();
    await checkout.goto(opened.body.result.gateway_url);
    await checkout.locator('button[value="paid"]').click();

    // The first tab hears it: the badge and the bell's name say 1, and the page was never reloaded.
    await expect
      .poll(() => dashboard.locator('header [data-unread-badge]').textContent(), { timeout: 15_000 })
      .toBe('1');
    expect(normalised(await bell.textContent())).toContain(t('en', 'site.notifications.bell', { count: 1 }));
    expect(await dashboard.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // Its list shows the notification; choosing it opens the donation history and reads it.
    await bell.click();
    // The title is the API's, written in the reader's language when read.
    await dashboard
      .getByRole('button', { name: /Thank you for your donation/ })
      .first()
      .click();
    await atPath(dashboard, '/en/dashboard/donor/donation-history');
    const unread = await site.server.request('/notifications/unread-count', { token });
    expect(unread.body.result).toBe(0);

    // The charity is told too, in its notification page.
    const charityPage = await openSignedIn(site, '/en/dashboard/charity/notification', {
      email: charity.email,
      password,
    });
    await expectHeading(charityPage, t('en', 'site.notifications.title'));
    const told = normalised(await charityPage.locator('main').textContent());
    expect(told).toContain(t('en', 'notifications.types.donation_received.title'));
    expect(told).toContain('Warm meals for the test');
  });

  it(`en: with ${MAX_STREAMS_PER_ACCOUNT + 1} tabs open, the oldest hands its live count over and asks now and then instead of reconnecting`, async () => {
    const donor = await createUser(site.server.db, { password, locale: 'en' });
    const context = await site.newContext();
    const token = await signIn(site, context, donor.email, password);
    const tabs: Array<{ page: Page; streams: number }> = [];
    for (let i = 0; i <= MAX_STREAMS_PER_ACCOUNT; i++) {
      const tab = { page: await context.newPage(), streams: 0 };
      tab.page.on('request', (request) => {
        if (request.url().endsWith('/api/v1/notifications/stream')) tab.streams++;
      });
      await tab.page.goto(site.url('/en/dashboard/donor'));
      await ready(tab.page);
      await expect.poll(() => tab.streams, { timeout: 15_000 }).toBe(1);
      tabs.push(tab);
    }
    // Longer than the 5 s an EventSource waits before it reconnects by itself.
    await new Promise((resolve) => setTimeout(resolve, 7000));
    expect(tabs.map((tab) => tab.streams)).toEqual(tabs.map(() => 1));

    // The oldest tab still hears of the donation it paid, by asking.
    const campaign = await createCampaign(site.server.db);
    const opened = await site.server.request('/donations', {
      token,
      body: {
        campaign_id: campaign.id,
        amount: 25,
        name: 'Test Donor',
        email: donor.email,
        mobile: donor.mobile,
      },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const paid = await site.server.request(`/payments/sandbox/${opened.body.result.reference}`, {
      body: { outcome: 'paid' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await expect
      .poll(() => tabs[0]!.page.locator('header [data-unread-badge]').textContent(), { timeout: 20_000 })
      .toBe('1');
    expect(tabs[0]!.streams).toBe(1);
  });

  it('ar: a donor chooses on its settings page which e-mails it receives, and the choice stays', async () => {
    const donor = await createUser(site.server.db, { password });
    const page = await openSignedIn(
      site,
      '/dashboard/donor/settings',
      { email: donor.email, password },
      { phone: true },
    );
    await ready(page);
    const paidMails = page.getByLabel(t('ar', 'account.settings.emails.types.donation_paid'));
    expect(await paidMails.isChecked()).toBe(true);
    await paidMails.uncheck();
    await page.getByRole('button', { name: t('ar', 'account.settings.emails.save') }).click();
    const token = (await site.server.request('/login', { body: { account: donor.email, password } })).body
      .result.token;
    await expect
      .poll(
        async () => (await site.server.request('/notifications/preferences', { token })).body.result.email,
      )
      .toEqual({
        donation_paid: false,
        donation_refunded: true,
        campaign_news: true,
        schedule_nightly_receipt: false,
      });
    await page.reload();
    await ready(page);
    expect(await page.getByLabel(t('ar', 'account.settings.emails.types.donation_paid')).isChecked()).toBe(
      false,
    );
    await expectAccessible(page);
  });

  for (const locale of LOCALES) {
    it(`${locale}: every account's notification page passes axe on a phone, with its unread filter in the address`, async () => {
      const donor = await createUser(site.server.db, { password });
      const charity = await createUser(site.server.db, { userType: 'charity', password });
      for (const [account, path] of [
        [{ email: donor.email, password }, '/dashboard/donor/notification'],
        [{ email: charity.email, password }, '/dashboard/charity/notification'],
        [ADMIN, '/admin/notifications'],
      ] as const) {
        const page = await openSignedIn(site, localized(path, locale), account, { phone: true });
        await ready(page);
        await expectHeading(page, t(locale, 'site.notifications.title'));
        await expectAccessible(page);
        await page.getByLabel(t(locale, 'site.notifications.unread_only')).check();
        await page.getByRole('button', { name: t(locale, 'charity.filters.apply') }).click();
        await expect.poll(() => new URL(page.url()).search).toBe('?unread=1');
        await expectAccessible(page);
      }
    });
  }
});
