// The back office in the browser: the staff approve a charity that can then start campaigns,
// approve and feature a campaign that then shows on the site, suspend a live one with a reason
// (its page and donate page say it is paused for review, its charity can neither resume it nor
// post news) and lift it, mark a message read, set a country's first
// day of Ramadan, and every page passes axe in both languages on a phone.
import { addDays } from '@ataa/contract/civil-days';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createBlog,
  createCampaign,
  createPaidDonation,
  createUser,
} from '../../../api/src/seed/factories.ts';
import { ADMIN, atPath, expectHeading, normalised, openSignedIn, ready, t } from './flows.ts';
import { expectAccessible, LOCALES, type Locale, localized, type Page, useSite } from './site.ts';

describe('the back office', () => {
  const site = useSite();
  const db = () => site.server.db;
  /** One column of one row, read straight from the database. */
  const column = async (table: 'users' | 'campaigns' | 'blogs', name: string, id: number) => {
    const result = await db().execute(`select ${name} as value from ${table} where id = ${id}`);
    return (result as unknown as { rows: Array<{ value: unknown }> }).rows[0]?.value;
  };
  const adminToken = async () =>
    (await site.server.request('/login', { body: { account: ADMIN.email, password: ADMIN.password } })).body
      .result.token as string;
  const adminRamadan = async () =>
    (await site.server.request('/admin/ramadan', { token: await adminToken() })).body.result;
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

  it('ar: warns that a pending charity sent no documents and approves it on a phone only after the extra tick; it may then start a campaign; the audit log shows who did it', async () => {
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
    await page.getByText(t('ar', 'back_office.charities.no_documents_warning')).waitFor();
    const approve = page.getByRole('form', { name: t('ar', 'back_office.charities.approve') });
    const withoutDocuments = approve.getByLabel(t('ar', 'back_office.charities.approve_without_documents'));
    // The browser holds the form back until the box is ticked.
    await approve.getByRole('button', { name: t('ar', 'back_office.charities.approve') }).click();
    expect(await withoutDocuments.evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
    expect(await column('users', 'approval_status', charity.id)).toBe('pending');
    await withoutDocuments.check();
    await approve.getByRole('button', { name: t('ar', 'back_office.charities.approve') }).click();
    await expect.poll(() => column('users', 'approval_status', charity.id)).toBe('approved');
    // The page says so once it has read the charity again.
    await expect
      .poll(() => page.getByText(t('ar', 'back_office.approval.approved'), { exact: true }).count())
      .toBe(1);

    await charityPage.goto(site.url('/start-campaign'));
    await atPath(charityPage, '/start-campaign');

    await page.goto(site.url(`/admin/audit?object_type=charity&object_id=${charity.id}`));
    // Read as words: what was done, to which field, from which state to which.
    const entry = await text(page, 'main article');
    expect(entry).toContain(t('ar', 'back_office.audit.verbs.approve'));
    expect(entry).toContain(t('ar', 'back_office.audit.fields.approval_status'));
    expect(entry).toContain(t('ar', 'back_office.approval.approved'));
    expect(entry).not.toContain('charity.approve');
    expect(entry).not.toContain('approval_status');
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

  it('en on a phone: suspends a live campaign with a reason; its page says it is paused for review; then lifts it', async () => {
    const charity = await createUser(db(), { userType: 'charity', password: 'Secret1234' });
    const campaign = await createCampaign(db(), {
      charityId: charity.id,
      nameEn: 'Winter blankets for the test',
    });
    const page = await asAdmin(`/admin/campaigns/${campaign.id}`, 'en', { phone: true });
    const title = t('en', 'back_office.campaigns.suspend');
    // A live campaign is suspended, not rejected (decision 029).
    expect(await page.getByRole('form', { name: t('en', 'back_office.campaigns.reject') }).count()).toBe(0);
    // Without the ticked box nothing is sent.
    await page.getByRole('form', { name: title }).getByRole('button', { name: title }).click();
    expect(await column('campaigns', 'suspended_at', campaign.id)).toBeNull();

    const reason = 'The pictures belong to another charity.';
    await withReason(page, 'en', title, reason);
    await page.getByText(t('en', 'back_office.campaigns.suspended', { reason }), { exact: true }).waitFor();
    expect(await column('campaigns', 'review_state', campaign.id)).toBe('approved');

    const publicPage = await site.open(`/en/campaigns/${campaign.id}`, { phone: true });
    expect(await text(publicPage, 'main')).toContain(t('en', 'campaigns.closed.suspended'));
    expect(await publicPage.getByRole('link', { name: t('en', 'campaigns.donate_now') }).count()).toBe(0);

    const charityPage = await openSignedIn(site, '/en/dashboard/charity/campaigns', {
      email: charity.email,
      password: 'Secret1234',
    });
    expect(await text(charityPage, 'main')).toContain(t('en', 'charity.campaigns.suspended', { reason }));
    // Its edit page says the same, and offers neither resuming (the pause is not the charity's) nor news.
    await charityPage.goto(site.url(`/en/dashboard/charity/campaigns/${campaign.id}/edit`));
    await ready(charityPage);
    const edit = await text(charityPage, 'main');
    expect(edit).toContain(t('en', 'charity.campaigns.suspended', { reason }));
    expect(edit).not.toContain(t('en', 'campaign_form.edit.state.paused'));
    expect(edit).toContain(t('en', 'campaign_form.news.closed.suspended'));
    for (const name of [
      'campaign_form.actions.resume',
      'campaign_form.actions.pause',
      'campaign_form.news.post',
    ] as const)
      expect(await charityPage.getByRole('button', { name: t('en', name) }).count(), name).toBe(0);
    // The donate page blames no one: the platform paused it.
    const donate = await site.open(`/campaigns/donate/${campaign.id}`, { phone: true });
    expect(await text(donate, 'main')).toContain(t('ar', 'giving.donate.closed.suspended'));
    expect(await text(donate, 'main')).not.toContain(t('ar', 'giving.donate.closed.paused'));

    const lift = t('en', 'back_office.campaigns.lift');
    await page.getByRole('form', { name: lift }).getByRole('button', { name: lift }).click();
    await page.getByRole('form', { name: title }).waitFor();
    expect(await column('campaigns', 'suspended_at', campaign.id)).toBeNull();
    await publicPage.reload();
    await publicPage
      .getByRole('link', { name: t('en', 'campaigns.donate_now') })
      .first()
      .waitFor();
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

  it('ar on a phone: refunds part of a donation typed in Arabic digits; it stays paid, lists the refund and what is left; the total falls by that part once; its charity sees the part refunded', async () => {
    const charity = await createUser(db(), { userType: 'charity', password: 'Secret1234' });
    const campaign = await createCampaign(db(), { charityId: charity.id });
    const guest = { name: 'Partial Tester', email: `partial.${Date.now()}@example.test` };
    const { donation } = await createPaidDonation(db(), {
      campaignId: campaign.id,
      amountMinor: 100_000,
      guest,
    });
    const total = async () =>
      (await site.server.request(`/campaigns/${campaign.id}`)).body.result.total_amount;
    const before = await total();

    const page = await asAdmin(`/admin/donations/${donation.id}`, 'ar', { phone: true });
    const title = t('ar', 'back_office.donations.refund');
    const form = page.getByRole('form', { name: title });
    await form.locator('input[name="amount"]').fill('٣٠');
    await withReason(page, 'ar', title, 'طلب المتبرع استرداد جزء من تبرعه.');
    await page.getByText(t('ar', 'back_office.donations.refunded_so_far'), { exact: true }).waitFor();
    expect(await text(page, 'main')).toContain('طلب المتبرع استرداد جزء من تبرعه.');
    const read = await site.server.request(`/admin/donations/${donation.id}`, { token: await adminToken() });
    expect(read.body.result).toMatchObject({ state: 'paid', refunded_amount: 30 });
    // Part is left, so the form stays for the rest, emptied: a second tap cannot repeat the refund.
    expect(await page.getByRole('form', { name: title }).count()).toBe(1);
    await expect.poll(() => form.locator('input[name="amount"]').inputValue()).toBe('');
    expect(await form.getByLabel(t('ar', 'back_office.common.confirm')).isChecked()).toBe(false);
    expect(before - (await total())).toBeCloseTo(30, 6);
    await expectAccessible(page);

    // The charity's notice leads to the campaign's donations in every state, where this one is
    // still paid with the part given back.
    const charityPage = await openSignedIn(
      site,
      '/dashboard/charity/notification',
      { email: charity.email, password: 'Secret1234' },
      { phone: true },
    );
    await charityPage
      .getByRole('button', { name: new RegExp(`^${t('ar', 'site.notifications.open')}`) })
      .first()
      .click();
    await atPath(charityPage, '/dashboard/charity/donations');
    const row = charityPage.locator('main li', { hasText: guest.name });
    await row.waitFor();
    expect(normalised(await row.textContent())).toContain(t('ar', 'donor.history.states.paid'));
    expect(normalised(await row.textContent())).toMatch(/استُرِدّ منه/);
  });

  it('en: edits an article in both languages, and the site shows the new words at once in each', async () => {
    const blog = await createBlog(db());
    const page = await asAdmin(`/admin/content/blogs/${blog.id}`, 'en', { phone: true });
    const field = (name: string) =>
      page.getByLabel(t('en', 'back_office.content.english', { field: t('en', name as never) }), {
        exact: true,
      });
    const arabic = (name: string) =>
      page.getByLabel(t('en', 'back_office.content.arabic', { field: t('en', name as never) }), {
        exact: true,
      });
    await arabic('back_office.fields.title').fill('فضل السحور في رمضان');
    await field('back_office.fields.title').fill('The blessing of suhoor');
    await field('back_office.fields.description').fill('Why the meal before dawn matters.');
    await page.getByRole('button', { name: t('en', 'back_office.content.save') }).click();
    await expect.poll(() => column('blogs', 'title_en', blog.id)).toBe('The blessing of suhoor');

    const english = await site.open(`/en/blogs/${blog.id}`);
    expect(await text(english, 'h1')).toBe('The blessing of suhoor');
    const arabicPage = await site.open(`/blogs/${blog.id}`);
    expect(await text(arabicPage, 'h1')).toBe('فضل السحور في رمضان');
  });

  it('ar: a new question is refused beside its empty fields, then added and shown on the questions page', async () => {
    const page = await asAdmin('/admin/content/faqs/new', 'ar');
    const label = (lang: 'arabic' | 'english', name: string) =>
      page.getByLabel(
        t('ar', `back_office.content.${lang}`, { field: t('ar', `back_office.fields.${name}` as never) }),
        { exact: true },
      );
    await page.getByRole('button', { name: t('ar', 'back_office.content.create') }).click();
    // The browser's check, with the API's own rules, before anything is sent.
    await expect.poll(() => label('arabic', 'title').getAttribute('aria-invalid')).toBe('true');
    await label('arabic', 'title').fill('هل يمكنني التبرع باسم شخص آخر؟');
    await label('english', 'title').fill('Can I give in someone else’s name?');
    for (const lang of ['arabic', 'english'] as const) {
      await page
        .locator('.ProseMirror')
        .nth(lang === 'arabic' ? 0 : 1)
        .click();
      await page.keyboard.type(
        lang === 'arabic' ? 'نعم، اختر الإهداء عند التبرع.' : 'Yes: choose a gift when you give.',
      );
    }
    // Leaving the editor checks it again and its message goes, moving the button up: leave it first.
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: t('ar', 'back_office.content.create') }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/admin\/content\/faqs\/\d+$/);
    const faqs = await site.open('/en/faqs');
    expect(await text(faqs, 'main')).toContain('Can I give in someone else’s name?');
  });

  it('en: every rate is saved together; a wrong one is shown beside its field and nothing changes', async () => {
    const page = await asAdmin('/admin/currencies', 'en');
    const usd = page.getByLabel(/\(USD\)/);
    const before = await usd.inputValue();
    await usd.fill('-2');
    await page.getByRole('button', { name: t('en', 'back_office.currencies.save_rates') }).click();
    await page
      .getByText(t('en', 'validation.rate' as never))
      .first()
      .waitFor();
    expect(
      (await site.server.request('/currencies')).body.result.find((c: { code: string }) => c.code === 'USD')
        .rate_to_base,
    ).toBe(Number(before));
    await usd.fill('3.76');
    await page.getByRole('button', { name: t('en', 'back_office.currencies.save_rates') }).click();
    await expect
      .poll(
        async () =>
          (await site.server.request('/currencies')).body.result.find(
            (c: { code: string }) => c.code === 'USD',
          ).rate_to_base,
      )
      .toBe(3.76);
  });

  it('ar: sets a country’s first day of Ramadan on a phone; a day too far from Umm al-Qura’s is refused beside it', async () => {
    const coming = (await site.server.request('/ramadan')).body.result;
    const page = await asAdmin('/admin/ramadan', 'ar', { phone: true });
    const egypt = page.getByLabel('مصر', { exact: true });
    await egypt.fill(addDays(coming.first_day, 5));
    await page.getByRole('button', { name: t('ar', 'back_office.ramadan.save') }).click();
    await page.getByText(t('ar', 'ramadan.first_day_far', { day: coming.first_day })).waitFor();
    expect((await adminRamadan()).days).toEqual([]);

    await egypt.fill(addDays(coming.first_day, 1));
    await page.getByRole('button', { name: t('ar', 'back_office.ramadan.save') }).click();
    await expect
      .poll(async () => (await adminRamadan()).days.map((day: { first_day: string }) => day.first_day))
      .toEqual([addDays(coming.first_day, 1)]);
  });

  // One test per page, so a slow page on a busy machine cannot time the whole walk out; the signed-in
  // phone page and the records the pages show are made once per language.
  type Records = { charity: number; campaign: number; donation: number; blog: number };
  const BACK_OFFICE_PAGES: Array<[string, (records: Records) => string]> = [
    ['overview', () => '/admin'],
    ['charities', () => '/admin/charities'],
    ['a charity', ({ charity }) => `/admin/charities/${charity}`],
    ['campaigns', () => '/admin/campaigns'],
    ['a campaign', ({ campaign }) => `/admin/campaigns/${campaign}`],
    ['donations', () => '/admin/donations'],
    ['a donation', ({ donation }) => `/admin/donations/${donation}`],
    ['content', () => '/admin/content'],
    ['blogs', () => '/admin/content/blogs'],
    ['a blog', ({ blog }) => `/admin/content/blogs/${blog}`],
    ['a new FAQ', () => '/admin/content/faqs/new'],
    ['main video', () => '/admin/main-video'],
    ['banner', () => '/admin/banner'],
    ['currencies', () => '/admin/currencies'],
    ['Ramadan', () => '/admin/ramadan'],
    ['contact messages', () => '/admin/contacts'],
    ['audit log', () => '/admin/audit'],
  ];
  for (const locale of LOCALES) {
    describe(`${locale}: every back office page passes axe on a phone`, () => {
      let page: Page;
      let records: Records;
      beforeAll(async () => {
        const charity = await createUser(db(), { userType: 'charity', approvalStatus: 'pending' });
        const campaign = await createCampaign(db(), { reviewState: 'pending' });
        const { donation } = await createPaidDonation(db(), { campaignId: campaign.id, amountMinor: 5_000 });
        const blog = await createBlog(db());
        records = { charity: charity.id, campaign: campaign.id, donation: donation.id, blog: blog.id };
        page = await asAdmin('/admin', locale, { phone: true });
      });

      for (const [name, path] of BACK_OFFICE_PAGES) {
        it(name, async () => {
          await page.goto(site.url(localized(path(records), locale)));
          await ready(page);
          expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
          await expectAccessible(page);
        });
      }
    });
  }
});
