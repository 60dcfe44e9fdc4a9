import type { CampaignCard, CampaignDetail } from '@ataa/contract/schemas/campaigns';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPaidDonation } from '../../../api/src/seed/factories.ts';
import { i18nFor } from '../../app/lib/i18n.ts';
import { DONOR, normalised, openReady, openSignedIn, ready, signIn, t } from './flows.ts';
import { expectAccessible, LOCALES, type Locale, localized, type Page, useSite } from './site.ts';

const PHONE_WIDTH = 360;
/** Guests added to the campaign under test, so its donors and dedications run over several pages. */
const EXTRA_GIFTS = 12;

/** The names on the campaign cards of a list page, in order. */
const cardNames = (page: Page) =>
  page
    .locator('main article h2')
    .allTextContents()
    .then((names) => names.map(normalised));

/** Reads one parameter of the page's address, for polling. */
const queryParam = (page: Page, key: string) => () => new URL(page.url()).searchParams.get(key);

/** Amounts as the pages write them. */
const money = (locale: Locale, value: number, code: string) => i18nFor(locale).money(value, code);

// What the server renders alone (the home page's sections, closed campaigns, charity pages, the
// donors' lists, the social card, amounts in a chosen currency) is read in
// tests/html/campaigns.test.ts; here, what needs the browser.
describe('campaign pages', () => {
  const site = useSite();
  let campaign: CampaignDetail;

  const api = async <T>(path: string, locale: Locale = 'ar'): Promise<T> => {
    const answer = await site.server.request(path, { lang: locale });
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.result as T;
  };
  const detail = (locale: Locale, query = '', id = campaign.id) =>
    api<CampaignDetail>(`/campaigns/${id}?per_page=10${query}`, locale);

  beforeAll(async () => {
    const [first] = await api<CampaignCard[]>('/public-campaigns');
    for (let index = 0; index < EXTRA_GIFTS; index += 1) {
      await createPaidDonation(site.server.db, {
        campaignId: first!.id,
        amountMinor: (index + 1) * 1000 * 10 ** first!.currency.minor_units,
        guest: { name: `Guest donor ${index + 1}`, email: `guest${index}@example.test` },
        loveComment: `Ramadan Kareem, from guest ${index + 1}`,
        paidAt: new Date(Date.now() - (EXTRA_GIFTS - index) * 60_000),
      });
    }
    campaign = await detail('ar', '', first!.id);
  });

  for (const locale of LOCALES) {
    it(`${locale}: every campaign page fits a phone and has no serious axe finding`, async () => {
      const paths = ['/', '/campaigns', `/campaigns/${campaign.id}`, `/charity/${campaign.user.id}`];
      const page = await site.page({ phone: true });
      for (const path of paths) {
        const address = localized(path, locale);
        await page.goto(site.url(address));
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${address} is wider than a phone`).toBeLessThanOrEqual(PHONE_WIDTH);
        await expectAccessible(page);
      }
    });

    it(`${locale}: a campaign page shows its figures, donors page by page, dedications, sharing and the donate link`, async () => {
      const data = await detail(locale);
      const page = await openReady(site, localized(`/campaigns/${campaign.id}`, locale));
      // The figures: a named progress bar and the amount raised of the goal.
      const bar = page.getByRole('progressbar', {
        name: t(locale, 'campaigns.progress.label', { name: data.name }),
      });
      await expect(bar.count()).resolves.toBe(1);
      const raised = t(locale, 'campaigns.progress.raised_of', {
        raised: money(locale, data.total_amount, data.currency.code),
        goal: money(locale, data.price_target, data.currency.code),
      });
      await expect(page.locator('main').textContent()).resolves.toContain(raised);

      // Donate: a link to the campaign's donate page.
      const donate = page.getByRole('link', { name: t(locale, 'campaigns.donate_now') });
      await expect(donate.first().getAttribute('href')).resolves.toBe(
        localized(`/campaigns/donate/${campaign.id}`, locale),
      );

      // Sharing: chromium here has no share sheet, so the networks and the copy button show.
      const url = encodeURIComponent(`${site.server.url}${localized(`/campaigns/${campaign.id}`, locale)}`);
      for (const network of ['WhatsApp', 'X', 'Facebook']) {
        const link = page.getByRole('link', { name: t(locale, 'content.share.on', { name: network }) });
        expect(await link.getAttribute('href')).toContain(url);
      }
      await expect(page.getByRole('button', { name: t(locale, 'content.share.copy') }).count()).resolves.toBe(
        1,
      );

      // Donors: ten a page, then the next page of the same list, back at the donors.
      const donors = page.locator('#donors tbody tr');
      await expect(donors.count()).resolves.toBe(10);
      await expect(donors.first().locator('td').first().textContent()).resolves.toBe(
        data.all_donors.data[0]!.name,
      );
      await page.locator('#donors a[rel="next"]').click();
      await expect.poll(queryParam(page, 'page')).toBe('2');
      expect(new URL(page.url()).hash).toBe('#donors');
      const second = await detail(locale, '&page=2');
      await expect
        .poll(() => donors.first().locator('td').first().textContent())
        .toBe(second.all_donors.data[0]!.name);

      // Dedications: three, then three more, the first new one taking the focus.
      const dedications = page.locator('section[aria-labelledby="campaign-dedications"] li');
      await expect(dedications.count()).resolves.toBe(3);
      await page.getByRole('link', { name: t(locale, 'campaigns.detail.more') }).click();
      await expect.poll(() => dedications.count()).toBe(6);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('dedication-4');
      expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    });
  }

  it('offers each picture in the widths stored, and a phone fetches a narrow copy where a desktop fetches a wide one', async () => {
    const widthOf = (url: string) => Number(/-(\d+)w\.webp$/.exec(url)?.[1]);
    for (const [phone, expected] of [
      [true, 480],
      [false, 960],
    ] as const) {
      const page = await site.page({ phone });
      await page.goto(site.url(`/en/campaigns/${campaign.id}`));
      const cover = page.locator('main header img').first();
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
        .toBeTruthy();
      expect(await cover.getAttribute('srcset')).toMatch(/-480w\.webp 480w, .+-960w\.webp 960w$/);
      expect(widthOf(await cover.evaluate((img: HTMLImageElement) => img.currentSrc))).toBe(expected);
      // The gallery's thumbnails and the similar campaigns' cards offer their copies too.
      const gallery = page.locator('#campaign-gallery ~ ul img').first();
      expect(await gallery.getAttribute('srcset')).toContain('-480w.webp 480w');
      expect(await page.locator('main article img[srcset][sizes]').count()).toBeGreaterThan(0);
    }
  });

  it('ar: search finds Arabic names spelled with another taa marbuta, alef or with diacritics, and keeps it in the address', async () => {
    const page = await openReady(site, '/campaigns');
    const search = page.getByLabel(t('ar', 'campaigns.filters.search'), { exact: true });
    for (const [typed, found] of [
      ['كسوه العيد', 'كسوة العيد لألف يتيم'],
      ['اعادة بناء مسجد', 'إعادة بناء مسجد قرية في سولاويزي الوسطى بإندونيسيا'],
      ['زَكاةُ الفِطر', 'زكاة الفطر: طعام يصل إلى الأسر قبل صلاة العيد'],
    ] as const) {
      await search.fill(typed);
      await expect.poll(queryParam(page, 'q')).toBe(typed);
      await expect.poll(() => cardNames(page)).toContain(found);
      const expected = await api<{ meta: { total: number } }>(`/campaigns?q=${encodeURIComponent(typed)}`);
      await expect
        .poll(() => page.locator('main [role="status"]').textContent())
        .toBe(t('ar', 'campaigns.count', { count: expected.meta.total }));
    }
    // The address alone brings the same search back.
    const again = await site.open(`/campaigns?q=${encodeURIComponent('كسوه العيد')}`);
    await expect(
      again.getByLabel(t('ar', 'campaigns.filters.search'), { exact: true }).inputValue(),
    ).resolves.toBe('كسوه العيد');
    expect(await cardNames(again)).toContain('كسوة العيد لألف يتيم');
  });

  it('en: category, status and sort apply at once, stay in the address and order the cards as the API does', async () => {
    const categories = await api<{ data: Array<{ id: number; name: string }> }>('/categories', 'en');
    const category = categories.data.find((item) => item.id === campaign.category.id)!;
    const page = await openReady(site, '/en/campaigns');
    await page
      .getByLabel(t('en', 'campaigns.filters.category'), { exact: true })
      .selectOption(String(category.id));
    await expect.poll(queryParam(page, 'category_id')).toBe(String(category.id));
    await page.getByLabel(t('en', 'campaigns.filters.sort'), { exact: true }).selectOption('most_funded');
    await expect.poll(queryParam(page, 'sort')).toBe('most_funded');
    expect(new URL(page.url()).searchParams.get('category_id')).toBe(String(category.id));
    const expected = await api<{ data: CampaignCard[] }>(
      `/campaigns?category_id=${category.id}&sort=most_funded&per_page=12`,
      'en',
    );
    await expect.poll(() => cardNames(page)).toEqual(expected.data.map((card) => card.name));
    const categoryNames = await page.locator('main article p.text-accent').allTextContents();
    expect(new Set(categoryNames.map(normalised))).toEqual(new Set([category.name]));

    await page.getByLabel(t('en', 'campaigns.filters.status'), { exact: true }).selectOption('ended');
    await expect.poll(queryParam(page, 'status')).toBe('ended');
    const ended = await api<{ data: CampaignCard[]; meta: { total: number } }>(
      `/campaigns?category_id=${category.id}&sort=most_funded&status=ended&per_page=12`,
      'en',
    );
    await expect.poll(() => cardNames(page)).toEqual(ended.data.map((card) => card.name));
    if (ended.meta.total === 0) {
      await expect(page.getByText(t('en', 'campaigns.empty')).count()).resolves.toBe(1);
    }

    // Clearing starts again from the whole list.
    await page
      .getByRole('link', { name: t('en', 'campaigns.filters.clear') })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect
      .poll(() => page.getByLabel(t('en', 'campaigns.filters.sort'), { exact: true }).inputValue())
      .toBe('newest');
  });

  it('ar: without scripts the filters are a plain form, and the pages of a sorted list keep the sort', async () => {
    const page = await site.page({ scripts: false });
    await page.goto(site.url('/campaigns'));
    await page.getByLabel(t('ar', 'campaigns.filters.sort'), { exact: true }).selectOption('least_funded');
    await page.getByRole('button', { name: t('ar', 'campaigns.filters.apply') }).click();
    await expect.poll(queryParam(page, 'sort')).toBe('least_funded');
    const first = await api<{ data: CampaignCard[]; meta: { last_page: number } }>(
      '/campaigns?sort=least_funded&per_page=12',
    );
    expect(await cardNames(page)).toEqual(first.data.map((card) => card.name));
    if (first.meta.last_page > 1) {
      const next = page.locator('main nav a[rel="next"]');
      const href = new URL((await next.getAttribute('href'))!, site.server.url);
      expect(Object.fromEntries(href.searchParams)).toEqual({ sort: 'least_funded', page: '2' });
    }
    // A sort the API does not know is dropped from the address rather than failing the page.
    const response = await page.goto(site.url('/campaigns?sort=cheapest&q=%D8%B2%D9%83%D8%A7%D8%A9'));
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).searchParams.get('sort')).toBeNull();
    expect(new URL(page.url()).searchParams.get('q')).toBe('زكاة');
  });

  it('ar: a donor adds a campaign to the cart and takes it out again, the header badge following', async () => {
    const page = await openSignedIn(site, '/campaigns', DONOR);
    const cartLink = page.locator('header a[href$="/dashboard/donor/donations-cart"]').first();
    const before = Number((await cartLink.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);
    const card = page.locator('main article', { has: page.locator('button') }).first();
    const name = normalised(await card.locator('h2').textContent());
    await ready(page);
    await card.getByRole('button', { name: t('ar', 'campaigns.cart.add_named', { name }) }).click();
    await expect
      .poll(() => cartLink.getAttribute('aria-label'))
      .toBe(t('ar', 'site.header.cart', { count: before + 1 }));
    await expect
      .poll(() =>
        card.getByRole('button', { name: t('ar', 'campaigns.cart.remove_named', { name }) }).count(),
      )
      .toBe(1);
    await card.getByRole('button', { name: t('ar', 'campaigns.cart.remove_named', { name }) }).click();
    await expect
      .poll(() => cartLink.getAttribute('aria-label'))
      .toBe(t('ar', 'site.header.cart', { count: before }));
    await expect
      .poll(() => card.getByRole('button', { name: t('ar', 'campaigns.cart.add_named', { name }) }).count())
      .toBe(1);
  });

  it('en: without scripts the cart button posts and comes back to the same list; visitors are asked to sign in', async () => {
    const page = await site.page({ scripts: false });
    await signIn(site, page.context(), DONOR.email, DONOR.password);
    await page.goto(site.url('/en/campaigns?sort=least_funded'));
    const card = page.locator('main article', { has: page.locator('button') }).first();
    const name = normalised(await card.locator('h2').textContent());
    await card.getByRole('button', { name: t('en', 'campaigns.cart.add_named', { name }) }).click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe('/en/campaigns?sort=least_funded');
    const named = page.locator('main article', { hasText: name });
    const remove = named.getByRole('button', { name: t('en', 'campaigns.cart.remove_named', { name }) });
    await expect(remove.count()).resolves.toBe(1);
    await remove.click();
    await expect(
      named.getByRole('button', { name: t('en', 'campaigns.cart.add_named', { name }) }).count(),
    ).resolves.toBe(1);

    const visitor = await site.open('/en/campaigns');
    const signInLink = visitor.locator('main article a[href^="/en/login?redirect="]').first();
    expect(await signInLink.getAttribute('href')).toBe(
      `/en/login?redirect=${encodeURIComponent('/en/campaigns')}`,
    );
  });
});
