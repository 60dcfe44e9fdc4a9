// The campaign form (/start-campaign and a campaign's edit page) in Chromium: a charity starts a
// campaign in Arabic, edits it in English once approved, posts news, pauses and resumes it; the
// server's field errors, the unsaved-changes question, the access rules, axe and phone widths.
import type { MessageKey } from '@ataa/contract/messages';
import { describe, expect, it } from 'vitest';
import {
  editorsReady,
  fillCampaign,
  pictures,
  typeInEditor,
  usePictures,
  wordsLabel,
} from './campaign-form-flows.ts';
import { atPath, CHARITY, DONOR, normalised, openSignedIn, PENDING_CHARITY, t } from './flows.ts';
import { expectAccessible, LOCALES, localized, type Page, useSite } from './site.ts';

/** The message beside a field, tied to it by aria-describedby. */
async function messageBeside(page: Page, label: string) {
  const input = page.getByLabel(label, { exact: true });
  const ids = ((await input.getAttribute('aria-describedby')) ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  return ids[0] ? normalised(await page.locator(`[id="${ids[0]}"]`).textContent()) : null;
}

async function noSideScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll, page.url()).toBeLessThanOrEqual(client);
}

describe('the campaign form', () => {
  usePictures();
  const site = useSite();
  const rows = async <T>(query: string) =>
    ((await site.server.db.execute(query)) as unknown as { rows: T[] }).rows;
  let campaignId = 0;

  it('ar: a charity starts a campaign with a cover and two ordered gallery pictures; a replayed post makes no second one; it waits for review', async () => {
    const page = await openSignedIn(site, '/start-campaign', CHARITY);
    await editorsReady(page, 4);
    await expectAccessible(page);
    // A real multipart form, which works before scripts run.
    expect(await page.locator('form[method="post"][enctype="multipart/form-data"]').count()).toBe(1);

    await fillCampaign(page, 'ar', { ar: 'سقيا الخير في رمضان', en: 'Water of Kindness' });
    // The story in Arabic, typed right to left, with a heading from the toolbar.
    const story = wordsLabel('ar', 'campaign_form.fields.content', 'ar');
    await page.getByRole('textbox', { name: story, exact: true }).click();
    await page
      .getByRole('toolbar', { name: t('ar', 'campaign_form.editor.tools', { field: story }) })
      .getByRole('button', { name: t('ar', 'campaign_form.editor.h2'), exact: true })
      .click();
    await page.keyboard.type('عن الحملة');
    await page.keyboard.press('Enter');
    await page.keyboard.type('نحفر الآبار في القرى البعيدة');
    await page
      .getByLabel(t('ar', 'campaign_form.fields.cover'), { exact: true })
      .setInputFiles(pictures.cover);
    await expect.poll(() => page.getByAltText(t('ar', 'campaign_form.fields.cover_chosen')).count()).toBe(1);
    const gallery = page.getByLabel(t('ar', 'campaign_form.gallery.add'), { exact: true });
    await gallery.setInputFiles([pictures.first, pictures.second]);
    // The second picture goes first, before anything is uploaded.
    await page.getByRole('button', { name: t('ar', 'campaign_form.gallery.earlier', { number: 2 }) }).click();
    await expect
      .poll(() =>
        gallery.evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((file) => file.name)),
      )
      .toEqual(['second.webp', 'first.png']);
    // The preview shows the card in both languages.
    const preview = page.locator('[inert] h3');
    await expect.poll(() => preview.allTextContents()).toEqual(['سقيا الخير في رمضان', 'Water of Kindness']);

    // What the form sends, kept to send it again as a browser would on a double click before
    // scripts ran, or on a replayed post.
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('form[enctype="multipart/form-data"]')!;
      (window as unknown as { sent: FormData }).sent = new FormData(form);
    });
    await page.getByRole('button', { name: t('ar', 'campaign_form.start.submit') }).click();
    // A 12-megapixel photo is decoded and re-encoded in three widths before the answer comes.
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 60_000 })
      .toMatch(/^\/dashboard\/charity\/campaigns\/\d+\/edit$/);
    campaignId = Number(new URL(page.url()).pathname.split('/')[4]);
    const replays = await page.evaluate(async () => {
      const { sent } = window as unknown as { sent: FormData };
      const answers = await Promise.all(
        [1, 2].map(() => fetch('/start-campaign', { method: 'POST', body: sent })),
      );
      return answers.map((answer) => new URL(answer.url).pathname);
    });
    const edit = `/dashboard/charity/campaigns/${campaignId}/edit`;
    expect(replays).toEqual([edit, edit]);
    const [campaign] = await rows<Record<string, unknown>>(
      `select id, review_state, price_target_minor::int as price_target_minor, short_desc_ar, content_ar,
        content_en, image_path from campaigns where name_en = 'Water of Kindness'`,
    );
    expect(await rows(`select id from campaigns where name_en = 'Water of Kindness'`)).toHaveLength(1);
    expect(campaign).toMatchObject({
      id: campaignId,
      review_state: 'pending',
      price_target_minor: 2_500_000,
      short_desc_ar: '<p>مياه نظيفة لكل بيت</p>',
      content_ar: '<h2>عن الحملة</h2><p>نحفر الآبار في القرى البعيدة</p>',
      content_en: '<p>We dig wells.</p>',
    });
    // The camera photo, posted whole by the page's scripts (3 MB) and again without them, stands
    // upright: 3000×4000 kept at most 1600 high, so 1200 wide.
    expect(campaign!.image_path).toMatch(/-1200w\.webp$/);
    expect(await rows(`select id from campaign_images where campaign_id = ${campaignId}`)).toHaveLength(2);

    // Its edit page says it waits for the team's review, with the campaign's four editors and no
    // news form: news waits until the campaign's page is open.
    await editorsReady(page, 4);
    expect(normalised(await page.locator('h1').textContent())).toBe('سقيا الخير في رمضان');
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: t('ar', 'charity.campaign_created') })
        .count(),
    ).toBe(1);
    expect(await page.getByText(t('ar', 'campaign_form.edit.state.pending')).count()).toBe(1);
    await expectAccessible(page);
    // A camera photo is posted three times (the form, then two replays), each decoded whole.
  }, 180_000);

  it('en: once approved, the charity edits it on a phone, orders its gallery, posts and deletes news, pauses and resumes it, public with its gallery; then cancels it for good', async () => {
    expect(campaignId).toBeGreaterThan(0);
    await site.server.db.execute(`update campaigns set review_state = 'approved' where id = ${campaignId}`);
    const path = `/en/dashboard/charity/campaigns/${campaignId}/edit`;
    const page = await openSignedIn(site, path, CHARITY, { phone: true });
    await editorsReady(page, 6);
    await noSideScroll(page);
    await expectAccessible(page);
    const before = await rows<{ id: number }>(
      `select id from campaign_images where campaign_id = ${campaignId} order by sort, id`,
    );

    await page
      .getByLabel(wordsLabel('en', 'campaign_form.fields.name', 'en'), { exact: true })
      .fill('Water of Kindness, renewed');
    await page.getByRole('button', { name: t('en', 'campaign_form.gallery.later', { number: 1 }) }).click();
    await page.getByRole('button', { name: t('en', 'campaign_form.edit.submit') }).click();
    await expect.poll(() => page.getByText(t('en', 'charity.campaign_saved')).count()).toBeGreaterThan(0);
    const after = await rows<{ id: number }>(
      `select id from campaign_images where campaign_id = ${campaignId} order by sort, id`,
    );
    expect(after.map((row) => row.id)).toEqual([before[1]!.id, before[0]!.id]);

    // News in both languages, with a picture.
    for (const written of LOCALES) {
      const title = written === 'ar' ? 'وصلت المياه إلى القرية' : 'Water reached the village';
      await page
        .getByLabel(wordsLabel('en', 'campaign_form.news.title_field', written), { exact: true })
        .fill(title);
      await typeInEditor(page, wordsLabel('en', 'campaign_form.news.content_field', written), title);
    }
    await page.getByLabel(t('en', 'campaign_form.news.image'), { exact: true }).setInputFiles(pictures.first);
    await page.getByRole('button', { name: t('en', 'campaign_form.news.post') }).click();
    const news = page.getByRole('heading', { name: 'Water reached the village', level: 3 });
    await expect.poll(() => news.count()).toBe(1);
    // The form starts empty again for the next one.
    await expect
      .poll(() =>
        page
          .getByLabel(wordsLabel('en', 'campaign_form.news.title_field', 'en'), { exact: true })
          .inputValue(),
      )
      .toBe('');

    await page.getByRole('button', { name: t('en', 'campaign_form.actions.pause') }).click();
    await expect.poll(() => page.getByText(t('en', 'campaign_form.edit.state.paused')).count()).toBe(1);
    expect((await rows(`select charity_choice from campaigns where id = ${campaignId}`))[0]).toEqual({
      charity_choice: 'paused',
    });
    await page.getByRole('button', { name: t('en', 'campaign_form.actions.resume') }).click();
    await expect.poll(() => page.getByText(t('en', 'campaign_form.edit.state.published')).count()).toBe(1);

    const publicPage = await site.page();
    await publicPage.goto(site.url(`/en/campaigns/${campaignId}`));
    expect(normalised(await publicPage.locator('h1').textContent())).toBe('Water of Kindness, renewed');
    expect(await publicPage.locator('#campaign-gallery ~ ul img').count()).toBe(2);
    expect(await publicPage.getByRole('heading', { name: 'Water reached the village' }).count()).toBe(1);

    await page
      .getByRole('button', {
        name: t('en', 'campaign_form.news.delete', { title: 'Water reached the village' }),
      })
      .click();
    await expect.poll(() => news.count()).toBe(0);
    expect(await rows(`select id from campaign_updates where campaign_id = ${campaignId}`)).toHaveLength(0);

    // A picture removed; then the campaign cancelled, which the page says is final.
    await page.getByLabel(t('en', 'campaign_form.gallery.remove', { number: 2 }), { exact: true }).check();
    await page.getByRole('button', { name: t('en', 'campaign_form.edit.submit') }).click();
    await expect
      .poll(
        async () => (await rows(`select id from campaign_images where campaign_id = ${campaignId}`)).length,
      )
      .toBe(1);
    expect(await page.getByText(t('en', 'campaign_form.actions.cancel_text')).count()).toBe(1);
    await page.getByLabel(t('en', 'campaign_form.actions.cancel_confirm'), { exact: true }).check();
    await page.getByRole('button', { name: t('en', 'campaign_form.actions.cancel') }).click();
    await expect.poll(() => page.getByText(t('en', 'campaign_form.edit.state.cancelled')).count()).toBe(1);
    expect(await page.getByRole('button', { name: t('en', 'campaign_form.edit.submit') }).count()).toBe(0);
  });

  it('en: what was saved is what the form shows next, after the toast and after a reload, and saving another field keeps it (goal, last day, category, words)', async () => {
    const [live] = await rows<{ id: number }>(
      `select c.id from campaigns c join users u on u.id = c.charity_id
        where u.email = '${CHARITY.email}' and c.review_state = 'approved' and c.charity_choice = 'active'
          and c.end_at > now() + interval '30 days' order by c.id limit 1`,
    );
    const page = await openSignedIn(site, `/en/dashboard/charity/campaigns/${live!.id}/edit`, CHARITY);
    await editorsReady(page, 6);
    const field = (key: MessageKey) => page.getByLabel(t('en', key), { exact: true });
    const goal = field('campaign_form.fields.price_target');
    const lastDay = field('campaign_form.fields.end_at');
    const category = field('campaign_form.fields.category');
    const englishName = page.getByLabel(wordsLabel('en', 'campaign_form.fields.name', 'en'), { exact: true });
    const arabicName = page.getByLabel(wordsLabel('en', 'campaign_form.fields.name', 'ar'), { exact: true });
    const shown = async () => ({
      goal: await goal.inputValue(),
      lastDay: await lastDay.inputValue(),
      category: await category.inputValue(),
      name: await englishName.inputValue(),
    });

    // The goal goes up by 5,000, the campaign runs a week longer, in another category, renamed.
    const before = await shown();
    const categories = await category
      .locator('option')
      .evaluateAll((options: HTMLOptionElement[]) => options.map((option) => option.value).filter(Boolean));
    const week = new Date(Date.parse(`${before.lastDay}T00:00:00Z`) + 7 * 86_400_000);
    const saved = {
      goal: String(Number(before.goal) + 5000),
      lastDay: week.toISOString().slice(0, 10),
      category: categories.find((id) => id !== before.category)!,
      name: `${before.name}, second phase`,
    };
    await goal.fill(saved.goal);
    await lastDay.fill(saved.lastDay);
    await category.selectOption(saved.category);
    await englishName.fill(saved.name);
    await page.getByRole('button', { name: t('en', 'campaign_form.edit.submit') }).click();
    await expect.poll(() => page.getByText(t('en', 'charity.campaign_saved')).count()).toBeGreaterThan(0);
    // The heading comes from the campaign as the page reloaded it: the form has it too by then.
    await expect.poll(async () => normalised(await page.locator('h1').textContent())).toBe(saved.name);
    expect(await shown()).toEqual(saved);

    // Only the Arabic name changes next: the database keeps everything saved before.
    const renamed = `${await arabicName.inputValue()}: المرحلة الثانية`;
    await arabicName.fill(renamed);
    await page.getByRole('button', { name: t('en', 'campaign_form.edit.submit') }).click();
    const stored = async () =>
      (
        await rows<Record<string, string | number>>(
          `select c.name_ar, c.name_en, c.category_id::text as category,
            (c.price_target_minor / power(10, cur.minor_units))::text as goal,
            to_char((c.end_at - interval '1 millisecond') at time zone 'Asia/Riyadh', 'YYYY-MM-DD') as last_day
            from campaigns c join currencies cur on cur.id = c.currency_id where c.id = ${live!.id}`,
        )
      )[0]!;
    await expect.poll(async () => (await stored()).name_ar).toBe(renamed);
    expect(await stored()).toMatchObject({
      goal: saved.goal,
      last_day: saved.lastDay,
      category: saved.category,
      name_en: saved.name,
    });

    await page.reload();
    await editorsReady(page, 6);
    expect(await shown()).toEqual(saved);
  });

  for (const locale of LOCALES) {
    it(`${locale}: on a phone, the server's refusal of a picture shows beside it, and leaving with the changes asks first`, async () => {
      const page = await openSignedIn(site, localized('/start-campaign', locale), CHARITY, { phone: true });
      await editorsReady(page, 4);
      await noSideScroll(page);
      if (locale === 'en') await expectAccessible(page);
      await fillCampaign(page, locale, { ar: 'حملة بصورة صغيرة', en: 'A campaign with a small picture' });
      await typeInEditor(page, wordsLabel(locale, 'campaign_form.fields.content', 'ar'), 'قصة قصيرة');

      // What is typed is not saved: leaving for another page asks first, and staying keeps it.
      const dashboard = page.getByRole('link', { name: t(locale, 'account.dashboard.charity_title') });
      const question = page.getByRole('dialog', { name: t(locale, 'campaign_form.leave.title') });
      await dashboard.click();
      await expect.poll(() => question.isVisible()).toBe(true);
      await question.getByRole('button', { name: t(locale, 'campaign_form.leave.stay') }).click();
      await expect.poll(() => question.isVisible()).toBe(false);
      expect(new URL(page.url()).pathname).toBe(localized('/start-campaign', locale));

      const cover = t(locale, 'campaign_form.fields.cover');
      await page.getByLabel(cover, { exact: true }).setInputFiles(pictures.small);
      await page.getByRole('button', { name: t(locale, 'campaign_form.start.submit') }).click();
      await expect
        .poll(() => messageBeside(page, cover))
        .toBe(t(locale, 'validation.image_dimensions', { width: 600, height: 338 }));
      expect(
        await page
          .getByLabel(wordsLabel(locale, 'campaign_form.fields.name', 'en'), { exact: true })
          .inputValue(),
      ).toBe('A campaign with a small picture');
      expect(
        await rows(`select id from campaigns where name_en = 'A campaign with a small picture'`),
      ).toHaveLength(0);

      // On a fresh form, saying "leave" opens the other page.
      await page.goto(site.url(localized('/start-campaign', locale)));
      await editorsReady(page, 4);
      await page
        .getByLabel(wordsLabel(locale, 'campaign_form.fields.name', 'en'), { exact: true })
        .fill('Typed, then left');
      await dashboard.click();
      await question.getByRole('button', { name: t(locale, 'campaign_form.leave.leave') }).click();
      await atPath(page, localized('/dashboard/charity', locale));
    });
  }

  it('is for approved charities only: a visitor signs in first, a donor and a waiting charity go where they belong, another charity’s campaign is not found', async () => {
    const signedIn = async (account: { email: string; password: string } | null) => {
      if (!account) return '';
      const answer = await site.server.request('/login', {
        body: { account: account.email, password: account.password },
      });
      return `ataa_session=${encodeURIComponent(answer.body.result.token)}`;
    };
    const landing = async (path: string, cookie: string) => {
      const response = await fetch(site.url(path), { headers: { cookie }, redirect: 'manual' });
      return response.status === 200 || response.status === 404
        ? response.status
        : new URL(response.headers.get('location')!, site.url('/')).pathname;
    };
    const [foreign] = await rows<{ id: number }>(
      `select c.id from campaigns c join users u on u.id = c.charity_id where u.email <> '${CHARITY.email}' limit 1`,
    );
    const edit = (id: number) => `/dashboard/charity/campaigns/${id}/edit`;
    const cases: Array<[{ email: string; password: string } | null, string, string | number]> = [
      [null, '/start-campaign', '/login'],
      [null, edit(campaignId), '/login'],
      [DONOR, '/start-campaign', '/dashboard/donor'],
      [PENDING_CHARITY, '/start-campaign', '/pending'],
      [PENDING_CHARITY, edit(campaignId), '/pending'],
      [CHARITY, edit(foreign!.id), 404],
      [CHARITY, '/start-campaign', 200],
    ];
    for (const [account, path, expected] of cases) {
      expect([path, await landing(path, await signedIn(account))]).toEqual([path, expected]);
    }
  });
});
