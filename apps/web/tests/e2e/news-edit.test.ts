// A campaign's news edited by its charity on a phone, in Chromium: the news list's edit link opens a
// page with the update's words in both languages, the change is saved, and the public campaign page
// shows it at once.
import { describe, expect, it } from 'vitest';
import { editorsReady } from './campaign-form-flows.ts';
import { CHARITY, openSignedIn, t } from './flows.ts';
import { expectAccessible, type Page, useSite } from './site.ts';

async function noSideScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll, page.url()).toBeLessThanOrEqual(client);
}

describe('editing a news update', () => {
  const site = useSite();
  const rows = async <T>(query: string) =>
    ((await site.server.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('en: the charity corrects a news update on a phone and the public page shows it', async () => {
    const [campaign] = await rows<{ id: number }>(`
      select c.id from campaigns c join users u on u.id = c.charity_id
      where u.email = '${CHARITY.email}' and c.review_state = 'approved' and c.charity_choice = 'active'
        and c.deleted_at is null and c.start_at < now() and c.end_at > now()
      order by c.id limit 1`);
    const [update] = await rows<{ id: number }>(`
      insert into campaign_updates (campaign_id, title_ar, title_en, content_ar, content_en)
      values (${campaign!.id}, 'وصلت السلال الغذائية إلى مئتي أسرة', 'Food baskets reached 200 familes',
        '<p>شكرًا لكل من تبرع.</p>', '<p>Thank you to everyone who gave.</p>')
      returning id`);

    const page = await openSignedIn(site, `/en/dashboard/charity/campaigns/${campaign!.id}/edit`, CHARITY, {
      phone: true,
    });
    await page
      .getByRole('link', {
        name: t('en', 'campaign_form.news.edit', { title: 'Food baskets reached 200 familes' }),
      })
      .click();
    await page.waitForURL(`**/en/dashboard/charity/campaigns/${campaign!.id}/news/${update!.id}/edit`);
    await editorsReady(page, 2);
    await noSideScroll(page);
    await expectAccessible(page);
    const title = page.getByLabel(
      t('en', 'campaign_form.news.title_field', { language: t('en', 'campaign_form.languages.en') }),
      { exact: true },
    );
    expect(await title.inputValue()).toBe('Food baskets reached 200 familes');
    await title.fill('Food baskets reached 200 families');
    await page.getByRole('button', { name: t('en', 'campaign_form.news.save') }).click();

    await page.waitForURL(`**/en/dashboard/charity/campaigns/${campaign!.id}/edit?news_saved=1*`);
    await expect
      .poll(() => page.getByRole('status').getByText(t('en', 'campaign_form.news.saved')).count())
      .toBe(1);
    const [saved] = await rows<{ title_en: string; title_ar: string }>(
      `select title_en, title_ar from campaign_updates where id = ${update!.id}`,
    );
    expect(saved).toEqual({
      title_en: 'Food baskets reached 200 families',
      title_ar: 'وصلت السلال الغذائية إلى مئتي أسرة',
    });

    const visitor = await site.page({ phone: true });
    await visitor.goto(site.url(`/en/campaigns/${campaign!.id}`));
    expect(await visitor.getByRole('heading', { name: 'Food baskets reached 200 families' }).count()).toBe(1);
    await visitor.goto(site.url(`/campaigns/${campaign!.id}`));
    expect(await visitor.getByRole('heading', { name: 'وصلت السلال الغذائية إلى مئتي أسرة' }).count()).toBe(
      1,
    );
  }, 180_000);
});
