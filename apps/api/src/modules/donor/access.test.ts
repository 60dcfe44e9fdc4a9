// Contract §1.11 for every endpoint of the donor's cart (§8) and dashboard (§9): the "Donor" label.
import { ERROR_CODE } from '@ataa/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createUser } from '../../seed/factories.ts';
import { expectFailure, LANGS, signedInUser, signIn, t } from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
let endpoints: Array<{ method: 'GET' | 'POST'; path: string }>;
beforeAll(async () => {
  server = await startTestServer();
  const campaign = await createCampaign(server.db);
  endpoints = [
    { method: 'GET', path: '/doner/cart/count' },
    { method: 'POST', path: `/doner/cart/add/${campaign.id}` },
    { method: 'POST', path: '/doner/cart/remove/1' },
    { method: 'GET', path: '/doner/index' },
    { method: 'GET', path: '/doner/statistics' },
    { method: 'GET', path: '/doner/campaigns' },
    // A bad filter is not read before the caller is known: 401 and 403 come first.
    { method: 'GET', path: '/doner/donations?state=nonsense' },
  ];
});
afterAll(() => server.close());

describe('who may use the donor endpoints', () => {
  it('answers 401 to visitors and to dead or junk tokens', async () => {
    for (const lang of LANGS) {
      for (const token of [undefined, 'null', 'undefined', 'not-a-real-token']) {
        for (const { method, path } of endpoints) {
          const answer = await server.request(path, { method, token, lang });
          expectFailure(answer, 401, {}, t(lang, 'errors.unauthenticated'));
        }
      }
    }
  });

  it('answers 403 to charities and admins', async () => {
    const charity = await signedInUser(server, { userType: 'charity' });
    const admin = await signedInUser(server, { userType: 'admin' });
    for (const caller of [charity, admin]) {
      for (const { method, path } of endpoints) {
        const answer = await server.request(path, { method, token: caller.token, lang: 'en' });
        expectFailure(answer, 403, {}, t('en', 'errors.forbidden'));
      }
    }
  });

  it('answers 403 with errorCode 301 to a donor who has not verified the e-mail address', async () => {
    const donor = await createUser(server.db, { emailVerifiedAt: null });
    const token = await signIn(server, donor.email);
    for (const { method, path } of endpoints) {
      const answer = await server.request(path, { method, token, lang: 'ar' });
      expect(answer.status, path).toBe(403);
      expect(answer.body).toMatchObject({
        status: false,
        errorCode: ERROR_CODE.emailUnverified,
        message: t('ar', 'errors.email_unverified'),
        errors: {},
      });
    }
  });
});
