// The back office in the browser: the staff approve a charity that can then start campaigns,
// approve and feature a campaign that then shows on the site, take one down with a reason the
// charity reads, mark a message read, and every page passes axe in both languages on a phone.
import { describe, expect, it } from 'vitest';
import { createCampaign, createPaidDonation, createUser } from '../../../api/src/seed/factories.ts';
import { ADMIN, atPath, expectHeading, normalised, openSignedIn, ready, t } from './flows.ts';
import { expectAccessible, LOCALES, type Locale, localized, type Page, useSite } from './site.ts';

describe('the back office', () => {
  const site = useSite();
  const db = () => site.server.db;
  /** One column of one row, read straight from the database. */
  const column = async (table: 'users' | 'campaigns', name: string, id: number) => {
    const result = await db().execute(`select ${name} as value from ${table} where id = ${id}`);
    return (result as unknown as { rows: Array<{ value: unknown }> }).rows[0]?.value;
  };
  const adminToken = async () =>
    (await site.server.request('/login', { body: { account: ADMIN.email, password: ADMIN.password } })).body
      .result.token as string;
  const text = async (page: Page, selector: string) =>
    normalised(await page.locator(selector).first().textContent());

  const asAdmin = async (path: string, locale: Locale, options: { phone?: boolean } = {}) => {
    const page = await openSignedIn(site, localized(path, locale), ADMIN, options);
    await ready(page);
    return page;
  };

  /** Ticks "I am sure", writes the reason and sends the step named `title`. */
  async function withReason(page: Page, locale: Locale, title: string, reason: string) {
    const form = page.getByRole('form', { name: title });
    await form.getByLabel(t(locale, 'back_office.common.reason')).fill(reason);
    await form.getByLabel(t(locale, 'back_office.common.confirm')).check();
    await form.getByRole('button', { name: title }).click();
  }

  it('ar: approves a pending charity on a phone, which may then start a campaign; the audit log shows who did it', async () => {
    const charity = await createUser(db(), {
      userType: 'charity',
      approvalStatus: 'pending',
      password: 'Secret1234',
    });
    const charityPage = await openSignedIn(site, '/start-campaign', {
      email: charity.email,
      password: 'Secret1234',
    });
    await atPath(charityPage, '/pending');

    const page = await asAdmin('/admin/charities?approval_status=pending', 'ar', { phone: true });
    await page.getByRole('link', { name: charity.charityNameAr!, exact: true }).click();
    await expectHeading(page, charity.charityNameAr!);
    await page.getByRole('button', { name: t('ar', 'back_office.charities.approve') }).click();
    await expect.poll(() => page.getByText(t('ar', 'back_office.approval.approved')).count()).toBe(1);
    expect(await column('users', 'approval_status', charity.id)).toBe('approved');

    await charityPage.goto(site.url('/start-campaign'));
    await atPath(charityPage, '/start-campaign');

    await page.goto(site.url(`/admin/audit?object_type=charity&object_id=${charity.id}`));
    expect(await text(page, 'main article')).toContain('charity.approve');
  });

  it('ar: approves a pending campaign, which appears on /campaigns, then features it first on the home page', async () => {
    const campaign = await createCampaign(db(), {
      reviewState: 'pending',
      nameAr: 'حملة سقيا الماء للاختبار',
    });
    expect((await site.server.request(`/campaigns/${campaign.id}`)).status).toBe(404);
    const page = await asAdmin(`/admin/campaigns/${campaign.id}`, 'ar');
    // Both languages side by side, as the public will read them.
    expect(await text(page, 'article[lang="en"] h3')).toBe(campaign.nameEn);
    expect(await text(page, 'article[lang="ar"] h3')).toBe(campaign.nameAr);
    await page.getByRole('button', { name: t('ar', 'back_office.campaigns.approve') }).click();
    const feature = page.getByRole('form', { name: t('ar', 'back_office.campaigns.feature') });
    await feature.waitFor();

    const list = await site.open(`/campaigns?q=${encodeURIComponent('سقيا الماء للاختبار')}`);
    expect(await text(list, 'main')).toContain(campaign.nameAr);

    await feature.getByLabel(t('ar', 'back_office.campaigns.featured')).check();
    await feature.getByLabel(t('ar', 'back_office.campaigns.sort')).fill('0');
    await feature.getByRole('button', { name: t('ar', 'back_office.campaigns.save_feature') }).click();
    await expect.poll(() => column('campaigns', 'is_featured', campaign.id)).toBe(true);
    const home = await site.open('/');
    expect(await text(home, 'main')).toContain(campaign.nameAr);
  });

  it('en: takes a live campaign down with a reason, which its charity reads on its campaigns page', async () => {
    const charity = await createUser(db(), { userType: 'charity', password: 'Secret1234' });
    const campaign = await createCampaign(db(), {
      charityId: charity.id,
      nameEn: 'Winter blankets for the test',
    });
    const page = await asAdmin(`/admin/campaigns/${campaign.id}`, 'en', { phone: true });
    const title = t('en', 'back_office.campaigns.take_down');
    // Without the ticked box nothing is sent.
    await page.getByRole('form', { name: title }).getByRole('button', { name: title }).click();
    expect(await column('campaigns', 'review_state', campaign.id)).toBe('approved');

    await withReason(page, 'en', title, 'The pictures belong to another charity.');
    await page.getByText(t('en', 'campaigns.status.rejected'), { exact: true }).waitFor();
    expect((await site.server.request(`/campaigns/${campaign.id}`)).status).toBe(404);

    const charityPage = await openSignedIn(site, '/en/dashboard/charity/campaigns?status=rejected', {
      email: charity.email,
      password: 'Secret1234',
    });
    expect(await text(charityPage, 'main')).toContain('The pictures belong to another charity.');
  });

  it('en: a new message waits on the overview until it is marked read', async () => {
    const sent = await site.server.request('/contact', {
      body: {
        name: 'Layla',
        email: 'layla@example.test',
        mobile: '966500000077',
        subject: 'Zakat receipts',
        content: 'Hello',
      },
    });
    expect(sent.status).toBe(200);
    const page = await asAdmin('/admin', 'en');
    const waiting = async () =>
      normalised(await page.locator('a[href$="/admin/contacts?unread=1"]').textContent());
    const before = await waiting();
    await page.locator('a[href$="/admin/contacts?unread=1"]').click();
    await expectHeading(page, t('en', 'back_office.nav.contacts'));
    const message = page.locator('main article').filter({ hasText: 'Zakat receipts' });
    await message.getByRole('button', { name: t('en', 'back_office.contacts.mark_read') }).click();
    await expect
      .poll(() => message.getByText(t('en', 'back_office.contacts.new'), { exact: true }).count())
      .toBe(0);
    await page.goto(site.url('/en/admin'));
    expect(await waiting()).not.toBe(before);
  });

  it('en: refunds a paid donation with a reason after a tick; the campaign total falls by it once', async () => {
    const campaign = await createCampaign(db());
    const guest = { name: 'Refund Tester', email: `refund.${Date.now()}@example.test` };
    const kept = await createPaidDonation(db(), { campaignId: campaign.id, amountMinor: 40_000 });
    await createPaidDonation(db(), { campaignId: campaign.id, amountMinor: 25_000, guest });
    const read = async () => (await site.server.request(`/campaigns/${campaign.id}`)).body.result;
    const total = async () => (await read()).total_amount;
    const before = await total();
    const minorUnits: number = (await read()).currency.minor_units;

    const page = await asAdmin(`/admin/donations?q=${encodeURIComponent(guest.email)}`, 'en', {
      phone: true,
    });
    await page.getByRole('link', { name: guest.name }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await withReason(page, 'en', t('en', 'back_office.donations.refund'), 'Given twice by mistake.');
    await page.getByText(t('en', 'donor.history.states.refunded'), { exact: true }).first().waitFor();
    expect(await text(page, 'main')).toContain('Given twice by mistake.');
    // The refund form is gone: a second refund cannot be asked for.
    expect(await page.getByRole('form', { name: t('en', 'back_office.donations.refund') }).count()).toBe(0);
    expect(before - (await total())).toBeCloseTo(25_000 / 10 ** minorUnits, 6);
    const other = await site.server.request(`/admin/donations/${kept.donation.id}`, {
      token: await adminToken(),
    });
    expect(other.body.result.state).toBe('paid');
  });

  it('sends a visitor to login and a donor or charity to their own dashboard', async () => {
    const visitor = await site.open('/en/admin/charities');
    await atPath(visitor, '/en/login');
    const donor = await createUser(db(), { password: 'Secret1234' });
    const donorPage = await openSignedIn(site, '/admin', { email: donor.email, password: 'Secret1234' });
    await atPath(donorPage, '/dashboard/donor');
  });

  for (const locale of LOCALES) {
    it(`${locale}: every back office page passes axe on a phone`, async () => {
      const charity = await createUser(db(), { userType: 'charity', approvalStatus: 'pending' });
      const campaign = await createCampaign(db(), { reviewState: 'pending' });
      const page = await asAdmin('/admin', locale, { phone: true });
      for (const path of [
        '/admin',
        '/admin/charities',
        `/admin/charities/${charity.id}`,
        '/admin/campaigns',
        `/admin/campaigns/${campaign.id}`,
        '/admin/donations',
        '/admin/contacts',
        '/admin/audit',
      ]) {
        await page.goto(site.url(localized(path, locale)));
        await ready(page);
        expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        await expectAccessible(page);
      }
    });
  }
});
