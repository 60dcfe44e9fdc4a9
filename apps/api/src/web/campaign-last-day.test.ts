import { SESSION_COOKIE } from '@ataa/contract/cookies';
import { LOCALES, type Locale } from '@ataa/contract/locale';
import { lastDayEnd } from '@ataa/contract/site-days';
import { translate } from '@ataa/contract/translate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign } from '../seed/factories.ts';
import { signedInUser, signIn } from '../test/expectations.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

/**
 * A charity chooses 9 March as its campaign's last day ("until the end of this day"); the API
 * keeps the first instant of 10 March in Riyadh. Every page that shows the end shows 9 March:
 * the public campaign page, the staff's review and the charity's own form, in both languages.
 */
let server: TestServer;
const cookies: Record<'admin' | 'charity', string> = { admin: '', charity: '' };
let campaignId: number;
const year = new Date().getUTCFullYear() + 1;
const lastDay = `${year}-03-09`;

/** 9 March as each language writes it, and the day after, which the pages once showed. */
const written: Record<Locale, { last: string; after: string }> = {
  ar: { last: `9 مارس ${year}`, after: `10 مارس ${year}` },
  en: { last: `March 9, ${year}`, after: `March 10, ${year}` },
};

beforeAll(async () => {
  server = await startTestServer({}, undefined, { web: true });
  const charity = await signedInUser(server, { userType: 'charity', password: 'Charity12345' });
  cookies.charity = `${SESSION_COOKIE}=${charity.token}`;
  cookies.admin = `${SESSION_COOKIE}=${await signIn(server, 'admin@ataa.example', 'Admin12345')}`;
  const campaign = await createCampaign(server.db, {
    charityId: charity.user.id,
    nameAr: 'إفطار صائم حتى آخر يوم من رمضان',
    nameEn: 'Iftar meals until the last day of Ramadan',
    endAt: lastDayEnd(lastDay),
  });
  expect(campaign.endAt.toISOString()).toBe(`${year}-03-09T21:00:00.000Z`);
  campaignId = campaign.id;
});
afterAll(() => server?.close());

async function html(path: string, as?: keyof typeof cookies) {
  const response = await fetch(`${server.url}${path}`, { headers: as ? { cookie: cookies[as] } : {} });
  expect([path, response.status]).toEqual([path, 200]);
  return response.text();
}

const inLocale = (path: string, locale: Locale) => (locale === 'ar' ? path : `/en${path}`);

describe('a campaign that runs until the end of 9 March', () => {
  for (const locale of LOCALES) {
    it(`${locale}: ends on 9 March on its public page and in the staff's review`, async () => {
      const campaignPage = await html(inLocale(`/campaigns/${campaignId}`, locale));
      expect(campaignPage).toContain(
        translate(locale, 'campaigns.detail.ends', { date: written[locale].last }),
      );
      expect(campaignPage).toMatch(new RegExp(`<time datetime="${lastDay}">`, 'i'));
      expect(campaignPage).not.toContain(written[locale].after);

      const review = await html(inLocale(`/admin/campaigns/${campaignId}`, locale), 'admin');
      expect(review).toContain(written[locale].last);
      expect(review).not.toContain(written[locale].after);
    });

    it(`${locale}: shows the charity 9 March as the last day in its edit form`, async () => {
      const form = await html(inLocale(`/dashboard/charity/campaigns/${campaignId}/edit`, locale), 'charity');
      const lastDayInput = form.match(/<input[^>]*name="end_at"[^>]*>/)?.[0];
      expect(lastDayInput).toContain(`value="${lastDay}"`);
    });
  }
});
