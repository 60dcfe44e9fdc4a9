import { isolateCurrency } from '@ataa/contract/money';
import { describe, expect, it } from 'vitest';
import { countRows } from '../../../api/src/seed/factories.ts';
import {
  atPath,
  CHARITY,
  DONOR,
  expectHeading,
  normalised,
  openReady,
  openSignedIn,
  ready,
  t,
} from './flows.ts';
import { expectAccessible, LOCALES, type Locale, localized, type Page, useSite } from './site.ts';

// Seeded campaigns: 3 takes donations in SAR (the default currency), 13 is paused.
const OPEN_CAMPAIGN = 3;
const PAUSED_CAMPAIGN = 13;

const GUEST = { name: 'Huda Test', email: 'huda.giving@example.test', mobile: '966501112233' };

/** Nothing on the page is wider than the phone it is shown on. */
async function expectNoSideScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

async function fillGuest(page: Page, locale: Locale) {
  await page.getByLabel(t(locale, 'giving.form.name'), { exact: true }).fill(GUEST.name);
  await page.getByLabel(t(locale, 'giving.form.email'), { exact: true }).fill(GUEST.email);
  await page.getByLabel(t(locale, 'giving.form.mobile'), { exact: true }).fill(GUEST.mobile);
}

async function submitGift(page: Page, locale: Locale) {
  await page.getByRole('button', { name: t(locale, 'giving.form.submit') }).click();
}

/** On the sandbox's hosted checkout: Pay, Decline or Cancel, then back to the site. */
async function checkout(page: Page, outcome: 'paid' | 'failed' | 'cancelled') {
  await page.waitForURL(/\/api\/v1\/payments\/sandbox\//);
  await page.locator(`button[value="${outcome}"]`).click();
}

describe('giving', () => {
  const site = useSite();

  /** Payments in the database, to see how many a form made. */
  const paymentCount = () => countRows(site.server.db, 'payments');

  /** A guest's payment made through the API, still waiting on its checkout. */
  async function pendingPayment(locale: Locale) {
    const answer = await site.server.request('/donations', {
      lang: locale,
      body: { campaign_id: OPEN_CAMPAIGN, amount: 75, ...GUEST },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.result as { gateway_url: string; reference: string };
  }

  for (const locale of LOCALES) {
    const recipient = locale === 'ar' ? 'مريم' : 'Mariam';
    const message = locale === 'ar' ? 'رمضان كريم، وكل عام وأنتِ بخير' : 'Ramadan Kareem, with love';

    it(`${locale}: a guest gives as a gift through the sandbox, sees it paid and opens the gift card`, async () => {
      const page = await openReady(site, localized(`/campaigns/donate/${OPEN_CAMPAIGN}`, locale), {
        phone: true,
      });
      await expectHeading(page, t(locale, 'giving.donate.title', { name: await campaignName(locale) }));
      await expectNoSideScroll(page);
      await expectAccessible(page);

      await page.getByLabel(t(locale, 'giving.form.other_amount'), { exact: true }).fill('150');
      await fillGuest(page, locale);
      await page.getByLabel(t(locale, 'giving.form.gift'), { exact: true }).check();
      await page.getByLabel(t(locale, 'giving.form.love_name'), { exact: true }).fill(recipient);
      await page.getByLabel(t(locale, 'giving.form.love_email'), { exact: true }).fill('mariam@example.test');
      const comment = page.getByLabel(t(locale, 'giving.form.love_comment'), { exact: true });
      await comment.fill(message);
      // The counter follows the message as it is typed.
      await expect
        .poll(() =>
          comment.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).textContent()),
        )
        .toBe(t(locale, 'giving.form.counter', { count: message.length, max: 500 }));
      await submitGift(page, locale);

      await checkout(page, 'paid');
      await atPath(page, localized('/visitor/donations/callback', locale));
      await expectHeading(page, t(locale, 'giving.return.paid.title'));
      await expect
        .poll(async () => normalised(await page.locator('main dd').first().textContent()))
        .toContain('150');
      await expectNoSideScroll(page);
      await expectAccessible(page);

      await page.getByRole('link', { name: t(locale, 'giving.return.paid.gift_link') }).click();
      await expect
        .poll(() => new URL(page.url()).pathname)
        .toMatch(new RegExp(`^${localized('/gift/', locale)}`));
      await expect.poll(async () => normalised(await page.locator('h1').textContent())).toContain(recipient);
      await expect(page.getByText(message).count()).resolves.toBe(1);
      await expect(page.locator('header').count()).resolves.toBe(0);
      await expectNoSideScroll(page);
      await expectAccessible(page);
    });

    it(`${locale}: a declined payment says so and offers to try again`, async () => {
      const { gateway_url } = await pendingPayment(locale);
      const page = await site.page();
      await page.goto(gateway_url);
      await checkout(page, 'failed');
      await atPath(page, localized('/visitor/donations/callback', locale));
      await expectHeading(page, t(locale, 'giving.return.failed.title'));
      const again = page.getByRole('link', { name: t(locale, 'giving.return.try_again') });
      await expect(again.getAttribute('href')).resolves.toBe(
        `${localized(`/campaigns/donate/${OPEN_CAMPAIGN}`, locale)}?again`,
      );
      await expectAccessible(page);
    });

    it(`${locale} phone: trying again after a decline brings back everything that was typed, the gift included`, async () => {
      const page = await openReady(site, localized(`/campaigns/donate/${OPEN_CAMPAIGN}`, locale), {
        phone: true,
      });
      const label = (key: Parameters<typeof t>[1]) => page.getByLabel(t(locale, key), { exact: true });
      await label('giving.form.other_amount').fill('230');
      await fillGuest(page, locale);
      await label('giving.form.gift').check();
      await label('giving.form.love_name').fill(recipient);
      await label('giving.form.love_email').fill('mariam@example.test');
      await label('giving.form.love_comment').fill(message);
      await submitGift(page, locale);
      await checkout(page, 'failed');
      await expectHeading(page, t(locale, 'giving.return.failed.title'));
      await page.getByRole('link', { name: t(locale, 'giving.return.try_again') }).click();
      await ready(page);
      await expect.poll(() => label('giving.form.name').inputValue()).toBe(GUEST.name);
      expect(await label('giving.form.other_amount').inputValue()).toBe('230');
      expect(await label('giving.form.email').inputValue()).toBe(GUEST.email);
      expect(await label('giving.form.mobile').inputValue()).toBe(GUEST.mobile);
      expect(await label('giving.form.gift').isChecked()).toBe(true);
      expect(await label('giving.form.love_name').inputValue()).toBe(recipient);
      expect(await label('giving.form.love_email').inputValue()).toBe('mariam@example.test');
      expect(await label('giving.form.love_comment').inputValue()).toBe(message);
      // A new visit to the page starts empty.
      await page.goto(site.url(localized(`/campaigns/donate/${OPEN_CAMPAIGN}`, locale)));
      await ready(page);
      expect(await label('giving.form.name').inputValue()).toBe('');
    });

    it(`${locale}: the return page waits for a pending payment and shows it paid without a reload`, async () => {
      const { reference } = await pendingPayment(locale);
      const page = await site.page({ phone: true });
      await page.goto(site.url(localized(`/visitor/donations/callback?session=${reference}`, locale)));
      await expectHeading(page, t(locale, 'giving.return.pending.title'));
      await expectNoSideScroll(page);
      await expectAccessible(page);
      // A mark that a reload would wipe out.
      await page.evaluate(() => Object.assign(window, { stayed: true }));

      const paid = await site.server.request(`/payments/sandbox/${reference}`, { body: { outcome: 'paid' } });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      await expectHeading(page, t(locale, 'giving.return.paid.title'));
      await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(
        true,
      );
      await expect(page.getByRole('status').textContent()).resolves.toBe(
        t(locale, 'giving.return.paid.title'),
      );
    });

    it(`${locale}: a paused campaign says why it takes no donations, with a way back`, async () => {
      const page = await site.open(localized(`/campaigns/donate/${PAUSED_CAMPAIGN}`, locale), {
        phone: true,
      });
      await expect(page.getByText(t(locale, 'giving.donate.closed.paused')).count()).resolves.toBe(1);
      const back = page.getByRole('link', { name: t(locale, 'giving.donate.closed.back') });
      await expect(back.getAttribute('href')).resolves.toBe(
        localized(`/campaigns/${PAUSED_CAMPAIGN}`, locale),
      );
      await expect(page.locator('form.giving-form').count()).resolves.toBe(0);
      await expectAccessible(page);
    });

    it(`${locale}: a return without a reference, an unknown reference and an unknown gift are explained`, async () => {
      const page = await site.page();
      const missing = await page.goto(site.url(localized('/payment/return', locale)));
      expect(missing?.status()).toBe(400);
      await expectHeading(page, t(locale, 'giving.return.missing.title'));
      await expectAccessible(page);

      const unknown = await page.goto(site.url(localized('/payment/return?session=no-such-payment', locale)));
      expect(unknown?.status()).toBe(404);
      await expectHeading(page, t(locale, 'giving.return.unknown.title'));

      const gift = await page.goto(site.url(localized('/gift/no-such-gift-token-aaaaaaaaaaaaaaaa', locale)));
      expect(gift?.status()).toBe(404);
      await expectHeading(page, t(locale, 'site.not_found.title'));
      await expectAccessible(page);
    });
  }

  /** The campaign's name as its page shows it in a language. */
  async function campaignName(locale: Locale): Promise<string> {
    const answer = await site.server.request(`/campaigns/${OPEN_CAMPAIGN}`, { lang: locale });
    return answer.body.result.name;
  }

  it('ar: donating to all campaigns shares the total between those chosen, live, and pays it', async () => {
    const locale = 'ar';
    const page = await openReady(site, '/donate/all', { phone: true });
    await expectNoSideScroll(page);
    await expectAccessible(page);
    const boxes = page.locator('input[name="campaign"]');
    const all = await boxes.count();
    expect(all).toBeGreaterThan(3);
    await expect(
      boxes.evaluateAll((inputs) => inputs.every((input) => (input as HTMLInputElement).checked)),
    ).resolves.toBe(true);

    await page.getByRole('button', { name: t(locale, 'giving.all.select_none') }).click();
    await expect(
      page.getByText(t(locale, 'giving.all.chosen', { count: 0, total: all })).count(),
    ).resolves.toBe(1);
    for (const index of [0, 1, 2]) await boxes.nth(index).check();
    await page.getByLabel(t(locale, 'giving.form.other_amount'), { exact: true }).fill('100');
    // 100.00 SAR in three: the one minor unit left over goes to the first campaign.
    const parts = page.locator('input[name="campaign"]:checked ~ span.tabular-nums');
    await expect
      .poll(() => parts.allTextContents())
      .toEqual(['33.34', '33.33', '33.33'].map((part) => sar(part)));

    await fillGuest(page, locale);
    await submitGift(page, locale);
    await checkout(page, 'paid');
    await atPath(page, '/visitor/donations/callback');
    await expectHeading(page, t(locale, 'giving.return.paid.title'));
    await expect(page.locator('#given-to + ul > li').count()).resolves.toBe(3);
    await expectAccessible(page);
  });

  it('en: a donate form sent twice, by a double submit or a resent post, makes one payment each time', async () => {
    const page = await openReady(site, localized(`/campaigns/donate/${OPEN_CAMPAIGN}`, 'en'));
    await fillGuest(page, 'en');
    const before = await paymentCount();
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('form.giving-form')!;
      form.requestSubmit();
      form.requestSubmit();
    });
    await page.waitForURL(/\/api\/v1\/payments\/sandbox\//);
    expect(await paymentCount()).toBe(before + 1);

    // The same form posted twice without scripts (a resent page) answers with the same checkout.
    const again = await openReady(site, localized(`/campaigns/donate/${OPEN_CAMPAIGN}`, 'en'));
    const key = await again.locator('input[name="idempotency_key"]').inputValue();
    const post = () =>
      fetch(site.url(localized(`/campaigns/donate/${OPEN_CAMPAIGN}`, 'en')), {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: site.server.url, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ idempotency_key: key, preset: '100', currency_id: '1', ...GUEST }),
      });
    const [first, second] = await Promise.all([post(), post()]);
    expect(first.status).toBe(302);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect(await paymentCount()).toBe(before + 2);
  });

  it('en: a signed-in donor gives without retyping their details and finds the receipt from the return page', async () => {
    const page = await openSignedIn(site, localized(`/campaigns/donate/${OPEN_CAMPAIGN}`, 'en'), DONOR);
    await expect(page.getByLabel(t('en', 'giving.form.email'), { exact: true }).count()).resolves.toBe(0);
    await page.getByLabel(t('en', 'giving.form.anonymous'), { exact: true }).check();
    await submitGift(page, 'en');
    await checkout(page, 'paid');
    await atPath(page, localized('/payment/return', 'en'));
    await expectHeading(page, t('en', 'giving.return.paid.title'));
    const receipt = page.getByRole('link', { name: t('en', 'giving.return.paid.receipt') });
    await expect(receipt.getAttribute('href')).resolves.toBe('/en/dashboard/donor/donation-history');
  });

  it('ar phone: the charity sees the e-mail of a guest who ticked "share my e-mail", and not of one who did not', async () => {
    const campaign = (await site.server.request(`/campaigns/${OPEN_CAMPAIGN}`, { lang: 'ar' })).body.result;
    expect(campaign.user.name).toBe(CHARITY.name.ar);
    const stamp = Date.now().toString(36);
    const sharing = { name: 'سلمى العتيبي', email: `salma.${stamp}@example.test`, mobile: '966503334455' };
    const withheld = { name: 'ريم القحطاني', email: `reem.${stamp}@example.test`, mobile: '966506667788' };
    for (const [guest, share] of [
      [sharing, true],
      [withheld, false],
    ] as const) {
      const page = await openReady(site, `/campaigns/donate/${OPEN_CAMPAIGN}`, { phone: true });
      const label = (key: Parameters<typeof t>[1]) => page.getByLabel(t('ar', key), { exact: true });
      await label('giving.form.other_amount').fill('90');
      await label('giving.form.name').fill(guest.name);
      await label('giving.form.email').fill(guest.email);
      await label('giving.form.mobile').fill(guest.mobile);
      const shareBox = page.getByLabel(t('ar', 'giving.form.share_email', { charity: campaign.user.name }), {
        exact: true,
      });
      // Unticked unless the giver ticks it.
      expect(await shareBox.isChecked()).toBe(false);
      if (share) await shareBox.check();
      await submitGift(page, 'ar');
      await checkout(page, 'paid');
      await atPath(page, '/visitor/donations/callback');
      await expectHeading(page, t('ar', 'giving.return.paid.title'));
    }

    const list = await openSignedIn(
      site,
      `/dashboard/charity/donations?campaign_id=${OPEN_CAMPAIGN}`,
      CHARITY,
      {
        phone: true,
      },
    );
    await ready(list);
    // On a phone each donation is a card, newest first.
    const card = (name: string) => list.locator('main li').filter({ hasText: name });
    await expect.poll(() => card(sharing.name).count()).toBe(1);
    expect(await card(withheld.name).count()).toBe(1);
    const sharedLink = card(sharing.name).locator(`a[href="mailto:${sharing.email}"]`);
    expect(normalised(await sharedLink.textContent())).toContain(sharing.email);
    expect(await sharedLink.isVisible()).toBe(true);
    expect(await card(withheld.name).locator('a[href^="mailto:"]').count()).toBe(0);
    expect(await list.getByText(withheld.email).count()).toBe(0);
  });

  it('en: an unknown campaign is the 404 page, with its title', async () => {
    const page = await site.page();
    const response = await page.goto(site.url(localized('/campaigns/donate/999999', 'en')));
    expect(response?.status()).toBe(404);
    await expectHeading(page, t('en', 'site.not_found.title'));
    await expectAccessible(page);
  });

  it('ar: the donate page fetches its rules on the first focus, then checks a field as it is left', async () => {
    const page = await site.page();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(site.url(`/campaigns/donate/${OPEN_CAMPAIGN}`));
    await ready(page);
    const withPage = scripts.length;
    const email = page.getByLabel(t('ar', 'giving.form.email'), { exact: true });
    await email.focus();
    // The rules (and zod with them) come now, not with the page.
    await expect.poll(() => scripts.length).toBeGreaterThan(withPage);
    await email.fill('not-an-address');
    await email.blur();
    await expect.poll(() => page.getByText(t('ar', 'form.email')).count()).toBe(1);
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
  });

  it('en: without scripts, a refused form comes back with its errors beside the fields and what was typed', async () => {
    const page = await site.page({ scripts: false });
    await page.goto(site.url(localized(`/campaigns/donate/${OPEN_CAMPAIGN}`, 'en')));
    // Arabic digits and separators are read (decision 030); a comma that groups nothing is not.
    await page.getByLabel(t('en', 'giving.form.other_amount'), { exact: true }).fill('5,0');
    await page.getByLabel(t('en', 'giving.form.name'), { exact: true }).fill(GUEST.name);
    await page.getByLabel(t('en', 'giving.form.email'), { exact: true }).fill('not-an-address');
    await page.getByRole('button', { name: t('en', 'giving.form.submit') }).click();
    await page.waitForLoadState();
    const amount = page.getByLabel(t('en', 'giving.form.other_amount'), { exact: true });
    await expect(amount.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByText(t('en', 'validation.amount_format')).count()).resolves.toBe(1);
    await expect(page.getByText(t('en', 'form.email')).count()).resolves.toBe(1);
    await expect(page.getByLabel(t('en', 'giving.form.name'), { exact: true }).inputValue()).resolves.toBe(
      GUEST.name,
    );
  });
});

/** Saudi riyals as the Arabic pages write them, the currency sign isolated. */
function sar(amount: string): string {
  return isolateCurrency(
    new Intl.NumberFormat('ar-u-nu-latn', {
      style: 'currency',
      currency: 'SAR',
      minimumFractionDigits: 2,
    }).formatToParts(Number(amount)),
  );
}
