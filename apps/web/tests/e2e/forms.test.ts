import { describe, expect, it } from 'vitest';
import { renderThemeImage } from '../../../api/src/seed/images.ts';
import { editorsReady, fillCampaign, typeInEditor, wordsLabel } from './campaign-form-flows.ts';
import {
  atPath,
  CHARITY,
  DONOR,
  fillNewAccount,
  newIdentity,
  normalised,
  openReady,
  openSignedIn,
  t,
} from './flows.ts';
import { expectAccessible, LOCALES, type Locale, localized, type Page, useSite } from './site.ts';

/** The message shown beside a field (and tied to it with aria-describedby), or null. */
async function messageFor(page: Page, label: string): Promise<string | null> {
  const input = page.getByLabel(label, { exact: true });
  const ids = ((await input.getAttribute('aria-describedby')) ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  if (ids.length === 0) return null;
  expect(await input.getAttribute('aria-invalid')).toBe('true');
  return normalised(await page.locator(`[id="${ids[0]}"]`).textContent());
}

/** Waits for the message beside a field to read `text`. */
async function expectMessage(page: Page, label: string, text: string) {
  await expect.poll(() => messageFor(page, label), { timeout: 10_000 }).toBe(normalised(text));
}

/** Lets React finish whatever the last event started (two frames), without a fixed sleep. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

const field = (locale: Locale, key: Parameters<typeof t>[1]) => t(locale, key);

describe('form validation', () => {
  const site = useSite();

  for (const locale of LOCALES) {
    const label = {
      firstName: field(locale, 'account.fields.first_name'),
      lastName: field(locale, 'account.fields.last_name'),
      email: field(locale, 'account.fields.email'),
      mobile: field(locale, 'account.fields.mobile'),
      password: field(locale, 'account.fields.password'),
      charityAr: field(locale, 'account.fields.charity_name_ar'),
    };

    it(`${locale}: /signup checks each field when it loses focus, never while typing, with the spec's messages`, async () => {
      const page = await openReady(site, localized('/signup', locale));
      const expected = {
        required: t(locale, 'form.required'),
        email: t(locale, 'form.email'),
        mobileLetters: t(locale, 'validation.mobile_letters'),
        passwordRules: t(locale, 'validation.password_rules'),
        mismatch: t(locale, 'validation.password_confirmation'),
      };
      if (locale === 'en') {
        // The spec's English wording, double space included.
        expect(expected).toEqual({
          required: 'This field  is required.',
          email: 'This field  must be a valid email.',
          mobileLetters:
            'A mobile number holds digits only. Spaces, dashes, brackets and a + at the start are fine.',
          passwordRules: 'The password needs 8 to 128 characters, with at least one letter and one digit.',
          mismatch: 'The passwords do not match.',
        });
      }

      // An empty required field, left: "required".
      await page.getByLabel(label.firstName, { exact: true }).focus();
      await page.keyboard.press('Tab');
      await expectMessage(page, label.firstName, expected.required);

      // Typing alone says nothing; leaving the field does.
      const email = page.getByLabel(label.email, { exact: true });
      await email.pressSequentially('not-an-email');
      await settled(page);
      expect(await messageFor(page, label.email)).toBeNull();
      await email.press('Tab');
      await expectMessage(page, label.email, expected.email);

      // Arabic-Indic digits become Latin as they are typed; a letter gets a message that says so
      // (decision 030), where spaces, dashes and a leading + would be fine.
      const mobile = page.getByLabel(label.mobile, { exact: true });
      await mobile.pressSequentially('٠٥٥x');
      await settled(page);
      expect(await mobile.inputValue()).toBe('055x');
      expect(await messageFor(page, label.mobile)).toBeNull();
      await mobile.press('Tab');
      await expectMessage(page, label.mobile, expected.mobileLetters);

      // A password that breaks the rules says which; a confirmation that differs says so beside it.
      const password = page.getByLabel(label.password, { exact: true });
      await password.fill('short');
      await password.press('Tab');
      await expectMessage(page, label.password, expected.passwordRules);
      const confirmation = field(locale, 'account.fields.password_confirmation');
      const confirm = page.getByLabel(confirmation, { exact: true });
      await confirm.fill('shorter');
      await confirm.press('Tab');
      await expectMessage(page, confirmation, expected.mismatch);

      // Fixing a field and leaving it clears its message.
      await email.fill('someone@example.test');
      await email.press('Tab');
      await expect.poll(() => messageFor(page, label.email)).toBeNull();
      await mobile.fill('+966 50 000 0000');
      await mobile.press('Tab');
      await expect.poll(() => messageFor(page, label.mobile)).toBeNull();
      // Nothing was sent.
      expect(new URL(page.url()).pathname).toBe(localized('/signup', locale));
    });

    it(`${locale}: an empty form is stopped in the browser with every field marked, and stays accessible`, async () => {
      const page = await openReady(site, localized('/signup-charity', locale));
      let posts = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST') posts += 1;
      });
      await page.getByRole('button', { name: t(locale, 'account.signup_charity.submit') }).click();
      for (const key of [
        'account.fields.email',
        'account.fields.mobile',
        'account.fields.country',
        'account.fields.password',
      ] as const) {
        await expectMessage(page, t(locale, key), t(locale, 'form.required'));
      }
      expect(await messageFor(page, label.charityAr)).not.toBeNull();
      expect(posts).toBe(0);
      // Focus goes to the first field in error.
      expect(
        await page
          .getByLabel(label.charityAr, { exact: true })
          .evaluate((element) => element === document.activeElement),
      ).toBe(true);
      await expectAccessible(page);
    });

    it(`${locale}: a charity name of one letter is "too short"; left empty it is "required"`, async () => {
      const page = await openReady(site, localized('/signup-charity', locale));
      const name = page.getByLabel(label.charityAr, { exact: true });
      await name.fill('ج');
      await name.press('Tab');
      await expectMessage(page, label.charityAr, t(locale, 'form.min'));
      await name.fill('');
      await name.press('Tab');
      await expectMessage(page, label.charityAr, t(locale, 'form.required'));
    });

    it(`${locale}: the server's answer (an e-mail already registered) shows beside the field in the page's language`, async () => {
      const page = await openReady(site, localized('/signup', locale));
      const identity = newIdentity('taken');
      await page.getByLabel(label.firstName, { exact: true }).fill(locale === 'ar' ? 'ليلى' : 'Layla');
      await page.getByLabel(label.lastName, { exact: true }).fill('Test');
      await fillNewAccount(page, locale, { ...identity, email: DONOR.email });
      await page.getByRole('button', { name: t(locale, 'account.signup.submit') }).click();
      await expectMessage(page, label.email, t(locale, 'validation.email_taken'));
      expect(new URL(page.url()).pathname).toBe(localized('/signup', locale));
      expect(await messageFor(page, label.mobile)).toBeNull();
      // The account was not created.
      const login = await site.server.request('/login', {
        body: { account: identity.mobile, password: identity.password },
      });
      expect(login.status).toBe(422);
    });
  }

  it('ar: Arabic-Indic and Persian digits typed into number fields become Latin digits as they are typed', async () => {
    const contact = await openReady(site, '/contact', { phone: true });
    const mobile = contact.locator('main form input[type="tel"]').first();
    await mobile.click();
    await contact.keyboard.type('٠٥٠١٢٣٤٥٦٧');
    expect(await mobile.inputValue()).toBe('0501234567');
    // A digit typed in the middle keeps the caret where it was.
    await mobile.press('Home');
    await contact.keyboard.type('۹');
    await contact.keyboard.type('٦');
    expect(await mobile.inputValue()).toBe('960501234567');

    const donate = await openReady(site, '/donate/all', { phone: true });
    const amount = donate.locator('main form input[inputmode="decimal"]').first();
    await amount.fill('');
    await amount.click();
    await donate.keyboard.type('١٢٠');
    expect(await amount.inputValue()).toBe('120');
  });

  it('ar phone: a mobile typed with its plus and spaces signs up, and a goal typed as ١٢٠٬٠٠٠ starts a campaign of 120000', async () => {
    const rows = async <T>(query: string) =>
      ((await site.server.db.execute(query)) as unknown as { rows: T[] }).rows;
    const identity = newIdentity('phone-ar');
    const signup = await openReady(site, '/signup', { phone: true });
    await signup.getByLabel(t('ar', 'account.fields.first_name'), { exact: true }).fill('ليلى');
    await signup.getByLabel(t('ar', 'account.fields.last_name'), { exact: true }).fill('الشمري');
    // A British number as people write it; typed key by key, as a phone's keyboard sends it.
    await fillNewAccount(signup, 'ar', { ...identity, mobile: '' });
    await signup
      .getByLabel(t('ar', 'account.fields.mobile'), { exact: true })
      .pressSequentially('+44 7700 900123');
    // Sent with the phone keyboard's "Go" key, straight from the mobile field.
    await signup.getByLabel(t('ar', 'account.fields.mobile'), { exact: true }).press('Enter');
    await atPath(signup, '/verify-email');
    expect(await rows(`select mobile from users where email = '${identity.email}'`)).toEqual([
      { mobile: '447700900123' },
    ]);

    // The goal in Arabic digits with the Arabic thousands separator (U+066C).
    const form = await openSignedIn(site, '/start-campaign', CHARITY, { phone: true });
    await editorsReady(form, 4);
    await fillCampaign(form, 'ar', { ar: 'إفطار صائم في الأحياء', en: 'Iftar in the Neighbourhoods' });
    await typeInEditor(
      form,
      wordsLabel('ar', 'campaign_form.fields.content', 'ar'),
      'نقدّم وجبات الإفطار للأسر المتعففة طوال الشهر',
    );
    const goal = form.getByLabel(t('ar', 'campaign_form.fields.price_target'), { exact: true });
    await goal.fill('');
    await goal.pressSequentially('١٢٠\u066C٠٠٠');
    await form.getByLabel(t('ar', 'campaign_form.fields.cover'), { exact: true }).setInputFiles({
      name: 'iftar.webp',
      mimeType: 'image/webp',
      buffer: await renderThemeImage('iftar', 1),
    });
    await form.getByRole('button', { name: t('ar', 'campaign_form.start.submit') }).click();
    await expect
      .poll(() => new URL(form.url()).pathname, { timeout: 30_000 })
      .toMatch(/^\/dashboard\/charity\/campaigns\/\d+\/edit$/);
    const id = Number(new URL(form.url()).pathname.split('/')[4]);
    const login = await site.server.request('/login', {
      body: { account: CHARITY.email, password: CHARITY.password },
    });
    const answer = await site.server.request(`/charity/campaigns/${id}`, { token: login.body.result.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result.price_target).toBe(120_000);
  }, 90_000);

  it('ar phone: after an empty form is sent, each message goes as its field is put right, and one tap on send sends it', async () => {
    const identity = newIdentity('retry-ar');
    const signup = await openReady(site, '/signup', { phone: true });
    const send = signup.getByRole('button', { name: t('ar', 'account.signup.submit') });
    await send.tap();
    const country = t('ar', 'account.fields.country');
    await expectMessage(signup, country, t('ar', 'form.required'));
    await signup.getByLabel(t('ar', 'account.fields.first_name'), { exact: true }).fill('ليلى');
    await signup.getByLabel(t('ar', 'account.fields.last_name'), { exact: true }).fill('الشمري');
    await fillNewAccount(signup, 'ar', identity);
    // Chosen, and the message goes at once, before the field is left.
    await expect.poll(() => messageFor(signup, country)).toBeNull();
    // The field still focused is left by the tap itself: the button stays under the finger.
    await signup.getByLabel(t('ar', 'account.fields.password_confirmation'), { exact: true }).focus();
    await send.tap();
    await atPath(signup, '/verify-email');
  });

  it('en: the login page shows errors accessibly, and the server gives the same answers to a browser without scripts, keeping what was typed', async () => {
    const page = await openReady(site, '/en/login');
    await page.getByRole('button', { name: t('en', 'account.login.submit'), exact: true }).click();
    await expectMessage(page, t('en', 'account.fields.account'), t('en', 'form.required'));
    await expectMessage(page, t('en', 'account.fields.password'), t('en', 'form.required'));
    await expectAccessible(page);

    const plain = await site.page({ scripts: false });
    await plain.goto(site.url('/login'));
    await plain.getByLabel(t('ar', 'account.fields.account'), { exact: true }).fill('someone@example.test');
    const answer = plain.waitForResponse((response) => response.request().method() === 'POST');
    await plain.getByRole('button', { name: t('ar', 'account.login.submit'), exact: true }).click();
    expect((await answer).status()).toBe(422);
    await plain.waitForLoadState();
    expect(await messageFor(plain, t('ar', 'account.fields.password'))).toBe(
      normalised(t('ar', 'form.required')),
    );
    expect(await messageFor(plain, t('ar', 'account.fields.account'))).toBeNull();
    // What was typed comes back with the answer; a password never does.
    await expect(
      plain.getByLabel(t('ar', 'account.fields.account'), { exact: true }).inputValue(),
    ).resolves.toBe('someone@example.test');

    await plain.getByLabel(t('ar', 'account.fields.password'), { exact: true }).fill('wrong-password-1');
    const refused = plain.waitForResponse((response) => response.request().method() === 'POST');
    await plain.getByRole('button', { name: t('ar', 'account.login.submit'), exact: true }).click();
    expect((await refused).status()).toBeGreaterThanOrEqual(400);
    await plain.waitForLoadState();
    await expect(
      plain.getByLabel(t('ar', 'account.fields.account'), { exact: true }).inputValue(),
    ).resolves.toBe('someone@example.test');
    await expect(
      plain.getByLabel(t('ar', 'account.fields.password'), { exact: true }).inputValue(),
    ).resolves.toBe('');
  });
});
