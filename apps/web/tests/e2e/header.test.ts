import { describe, expect, it } from 'vitest';
import { CHARITY, DONOR, normalised, openReady, openSignedIn, ready, signIn, t } from './flows.ts';
import { LOCALES, type Locale, localized, type Page, useSite } from './site.ts';

const PHONE_WIDTH = 360;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Whether the element that has focus is inside `selector`. */
const focusInside = (page: Page, selector: string) =>
  page.evaluate((inside) => Boolean(document.activeElement?.closest(inside)), selector);

/**
 * Where focus is while a modal is open: inside it, on nothing in the page (the browser's own
 * controls, where a native modal dialog lets Tab pass on its way round), or on the page behind it.
 */
const focusWhileModal = (page: Page, selector: string) =>
  page.evaluate((inside) => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return 'browser';
    return element.closest(inside)
      ? 'inside'
      : `behind: ${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim().slice(0, 40)}`;
  }, selector);

/** A short description of the focused element, for messages. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()} ${normalisedText(element)}` : 'nothing';
    function normalisedText(node: Element) {
      return (node.getAttribute('aria-label') ?? node.textContent ?? '').replace(/\s+/g, ' ').trim();
    }
  });

/**
 * A dropdown driven by the keyboard: Enter opens it, ArrowDown walks its items, Escape closes it
 * and gives focus back to its button.
 */
async function checkDropdownByKeyboard(
  page: Page,
  button: ReturnType<Page['getByRole']>,
  firstItem: string,
  secondItem: string,
) {
  await button.focus();
  expect(await button.getAttribute('aria-expanded')).toBe('false');
  const panelSelector = `[id="${await button.getAttribute('aria-controls')}"]`;
  const panel = page.locator(panelSelector);
  await expect(panel.isVisible()).resolves.toBe(false);

  await page.keyboard.press('Enter');
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
  await expect(panel.isVisible()).resolves.toBe(true);

  await page.keyboard.press('ArrowDown');
  // The button's own name may contain the first item's (the current currency), so wait for focus to move into the panel.
  await expect.poll(() => focusInside(page, panelSelector)).toBe(true);
  expect(await focused(page)).toContain(firstItem);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focused(page)).toContain(secondItem);

  await page.keyboard.press('Escape');
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
  await expect(panel.isVisible()).resolves.toBe(false);
  expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
}

describe('header and footer', () => {
  const site = useSite();

  for (const locale of LOCALES) {
    const other: Locale = locale === 'ar' ? 'en' : 'ar';

    it(`${locale} desktop: the full navigation shows, the menu button does not, and the menus work by keyboard`, async () => {
      const page = await openReady(site, localized('/about', locale));
      const header = page.locator('header');
      await expect(
        header.getByRole('navigation', { name: t(locale, 'site.header.main_nav') }).isVisible(),
      ).resolves.toBe(true);
      await expect(
        header.getByRole('button', { name: t(locale, 'site.header.open_menu') }).isVisible(),
      ).resolves.toBe(false);
      await expect(
        header.getByRole('link', { name: t(locale, 'site.header.other_language') }).isVisible(),
      ).resolves.toBe(true);
      await expect(
        header.getByRole('link', { name: t(locale, 'site.header.sign_in'), exact: true }).isVisible(),
      ).resolves.toBe(true);

      const pages = await page.locator('footer nav a[href*="/page/"]').allTextContents();
      expect(pages.length).toBeGreaterThan(1);
      await checkDropdownByKeyboard(
        page,
        header.getByRole('button', { name: t(locale, 'site.nav.other_links') }),
        pages[0]!,
        pages[1]!,
      );
      await checkDropdownByKeyboard(
        page,
        header.getByRole('button', { name: t(locale, 'site.header.sign_up'), exact: true }),
        t(locale, 'site.header.sign_up_donor'),
        t(locale, 'site.header.sign_up_charity'),
      );
    });

    it(`${locale} phone: the menu opens a drawer at the ${locale === 'ar' ? 'left' : 'right'} edge that keeps focus and closes with Escape`, async () => {
      const page = await openReady(site, localized('/about', locale), { phone: true });
      const header = page.locator('header');
      await expect(
        header
          .getByRole('navigation', { name: t(locale, 'site.header.main_nav') })
          .first()
          .isVisible(),
      ).resolves.toBe(false);
      const open = header.getByRole('button', { name: t(locale, 'site.header.open_menu') });
      const drawer = page.locator('dialog.drawer');
      await expect(drawer.isVisible()).resolves.toBe(false);

      await open.click();
      await expect.poll(() => drawer.evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(true);
      await expect(drawer.isVisible()).resolves.toBe(true);
      const box = (await drawer.boundingBox())!;
      expect(box.width).toBeLessThan(PHONE_WIDTH - 20);
      if (locale === 'ar') expect(Math.round(box.x)).toBe(0);
      else expect(Math.round(box.x + box.width)).toBe(PHONE_WIDTH);
      // The drawer carries the language switch and the account links.
      await expect(
        drawer.getByRole('link', { name: t(locale, 'site.header.other_language') }).isVisible(),
      ).resolves.toBe(true);
      await expect(
        drawer.getByRole('link', { name: t(locale, 'site.header.sign_in'), exact: true }).isVisible(),
      ).resolves.toBe(true);

      // Focus stays inside while it is open: Tab goes round its links and back to the start.
      expect(await focusInside(page, 'dialog.drawer'), await focused(page)).toBe(true);
      const stops = await drawer.evaluate(
        (dialog) =>
          Array.from(
            dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea'),
          ).filter((element) => element.offsetParent !== null || element.getClientRects().length > 0).length,
      );
      expect(stops).toBeGreaterThan(5);
      const first = await focused(page);
      const behind: string[] = [];
      let cameBack = false;
      for (let step = 0; step < stops + 3; step += 1) {
        await page.keyboard.press('Tab');
        const where = await focusWhileModal(page, 'dialog.drawer');
        if (where.startsWith('behind')) behind.push(`after ${step + 1} Tab: ${where}`);
        if (step >= stops - 1 && where === 'inside' && (await focused(page)) === first) cameBack = true;
      }
      expect(behind).toEqual([]);
      expect(cameBack).toBe(true);
      for (let step = 0; step < 3; step += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusWhileModal(page, 'dialog.drawer')).not.toMatch(/^behind/);
      }

      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(false);
      await expect(drawer.isVisible()).resolves.toBe(false);
      expect(await open.evaluate((element) => element === document.activeElement)).toBe(true);
    });

    it(`${locale}: the language switch leads to the same page in ${other} and remembers the choice for a year`, async () => {
      const page = await openReady(site, `${localized('/blogs', locale)}?page=2`);
      const before = Date.now() / 1000;
      await page
        .locator('header')
        .getByRole('link', { name: t(locale, 'site.header.other_language') })
        .click();
      await page.waitForURL((url) => url.pathname === localized('/blogs', other));
      expect(new URL(page.url()).search).toBe('?page=2');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(other);
      expect(await page.locator('html').getAttribute('dir')).toBe(other === 'ar' ? 'rtl' : 'ltr');
      await expect
        .poll(async () => normalised(await page.locator('header nav a[href]').first().textContent()))
        .toBe(t(other, 'site.nav.home'));

      const cookie = (await page.context().cookies()).find((item) => item.name === 'i18n_redirected');
      expect(cookie && { value: cookie.value, path: cookie.path, sameSite: cookie.sameSite }).toEqual({
        value: other,
        path: '/',
        sameSite: 'Lax',
      });
      expect(Math.abs(cookie!.expires - (before + YEAR_SECONDS))).toBeLessThan(120);

      // The home page follows the remembered language.
      await page.goto(site.url('/'));
      expect(new URL(page.url()).pathname).toBe(other === 'en' ? '/en' : '/');
      expect(await page.locator('html').getAttribute('lang')).toBe(other);
    });

    it(`${locale} phone: the language switch in the drawer changes the page and closes the drawer`, async () => {
      const page = await openReady(site, localized('/faqs', locale), { phone: true });
      await page
        .locator('header')
        .getByRole('button', { name: t(locale, 'site.header.open_menu') })
        .click();
      const drawer = page.locator('dialog.drawer');
      await drawer.getByRole('link', { name: t(locale, 'site.header.other_language') }).click();
      await page.waitForURL((url) => url.pathname === localized('/faqs', other));
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(other);
      await expect.poll(() => drawer.evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(false);
      const cookie = (await page.context().cookies()).find((item) => item.name === 'i18n_redirected');
      expect(cookie?.value).toBe(other);
    });
  }

  for (const locale of LOCALES) {
    it(`${locale} phone: the floating button leads to /donate/all from its own landmark and steps aside while typing`, async () => {
      const page = await openReady(site, localized('/contact', locale), { phone: true });
      const region = page.getByRole('complementary', { name: t(locale, 'site.donate_all') });
      const button = region.getByRole('link', { name: t(locale, 'site.donate_all') });
      expect(await button.getAttribute('href')).toBe(localized('/donate/all', locale));
      await expect(button.isVisible()).resolves.toBe(true);

      const name = page.locator('main form input').first();
      await name.focus();
      await expect.poll(() => button.isVisible()).toBe(false);
      await name.blur();
      await expect.poll(() => button.isVisible()).toBe(true);
    });
  }

  for (const locale of LOCALES) {
    it(`${locale}: the chosen currency shows in the header, is kept in currency_id and survives a reload`, async () => {
      const page = await openReady(site, localized('/about', locale));
      const header = page.locator('header');
      const currencies = (await site.server.request(`/currencies?lang=${locale}`, { lang: locale })).body
        .result as Array<{
        id: number;
        currency_name: string;
        currency_symbol: string;
        is_default: string;
      }>;
      const current = currencies.find((item) => item.is_default === 'yes')!;
      const chosen = currencies.find(
        (item) => item.is_default !== 'yes' && item.currency_symbol !== current.currency_symbol,
      )!;
      const button = (name: string) =>
        header.getByRole('button', { name: t(locale, 'site.header.currency', { name }) });
      const symbol = (name: string) => button(name).locator('span[aria-hidden="true"]').first().textContent();
      expect(await symbol(current.currency_name)).toBe(current.currency_symbol);

      await checkDropdownByKeyboard(
        page,
        button(current.currency_name),
        currencies[0]!.currency_name,
        currencies[1]!.currency_name,
      );
      await button(current.currency_name).click();
      await header.getByRole('button', { name: chosen.currency_name }).click();
      await button(chosen.currency_name).waitFor();
      expect(await symbol(chosen.currency_name)).toBe(chosen.currency_symbol);
      // Choosing closes the menu.
      expect(await button(chosen.currency_name).getAttribute('aria-expanded')).toBe('false');
      const cookie = (await page.context().cookies()).find((item) => item.name === 'currency_id');
      expect(cookie?.value).toBe(String(chosen.id));

      await page.reload();
      await ready(page);
      expect(await symbol(chosen.currency_name)).toBe(chosen.currency_symbol);
      await expect(button(current.currency_name).count()).resolves.toBe(0);
    });
  }

  for (const locale of LOCALES) {
    it(`${locale}: a donor's header has the cart link (badge hidden while empty) and an account menu usable by keyboard`, async () => {
      const page = await site.page();
      const token = await signIn(site, page.context(), DONOR.email, DONOR.password);
      await page.goto(site.url(localized('/about', locale)));
      await ready(page);
      const header = page.locator('header');

      // The count comes from GET /api/v1/doner/cart/count; until that endpoint exists the cart counts as empty.
      const answer = await site.server.request('/doner/cart/count', { token, lang: locale });
      if (answer.status === 404)
        console.info('GET /api/v1/doner/cart/count does not exist yet: the badge must stay hidden');
      const count = answer.status === 200 ? Number(answer.body.result) : 0;
      const cart = header.getByRole('link', { name: t(locale, 'site.header.cart', { count }) });
      expect(await cart.getAttribute('href')).toBe(localized('/dashboard/donor/donations-cart', locale));
      const badge = cart.locator('span');
      if (count === 0) await expect(badge.count()).resolves.toBe(0);
      else expect(await badge.textContent()).toBe(count > 9 ? '+9' : String(count));

      const menu = header.getByRole('button', { name: DONOR.firstName });
      await checkDropdownByKeyboard(
        page,
        menu,
        t(locale, 'site.header.dashboard'),
        t(locale, 'site.header.logout'),
      );
      await menu.click();
      expect(
        await header.getByRole('link', { name: t(locale, 'site.header.dashboard') }).getAttribute('href'),
      ).toBe(localized('/dashboard/donor', locale));
      // Signed in: no sign-in link any more.
      await expect(
        header.getByRole('link', { name: t(locale, 'site.header.sign_in'), exact: true }).count(),
      ).resolves.toBe(0);
    });

    it(`${locale}: a charity sees its ${locale === 'ar' ? 'Arabic' : 'English'} name in the account menu and no cart`, async () => {
      const page = await openSignedIn(site, localized('/about', locale), CHARITY);
      await ready(page);
      const header = page.locator('header');
      const menu = header.getByRole('button', { name: CHARITY.name[locale] });
      await expect(menu.isVisible()).resolves.toBe(true);
      expect(normalised(await menu.textContent())).toBe(CHARITY.name[locale]);
      await expect(header.locator('a[href*="donations-cart"]').count()).resolves.toBe(0);
      await menu.click();
      const dashboard = header.getByRole('link', { name: t(locale, 'site.header.dashboard') });
      await dashboard.waitFor();
      expect(await dashboard.getAttribute('href')).toBe(localized('/dashboard/charity', locale));
      await expect(
        header.getByRole('button', { name: t(locale, 'site.header.logout') }).isVisible(),
      ).resolves.toBe(true);
    });
  }
});
