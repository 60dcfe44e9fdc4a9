import { ERROR_CODE } from '@ataa/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../seed/factories.ts';
import { expectFailure, signIn, t } from '../test/expectations.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { requireRole } from './auth.ts';
import { errorHandler } from './error-handler.ts';

let server: TestServer;
beforeAll(async () => {
  // Routes guarded as the contract's labels (§1.11): Donor, Charity, Charity✓ and Admin.
  server = await startTestServer(
    {},
    async (api) => {
      api.setErrorHandler(errorHandler);
      api.get('/donor', async (request) => ({ id: (await requireRole(request, 'dooner')).user.id }));
      api.get('/charity', async (request) => ({ id: (await requireRole(request, 'charity')).user.id }));
      api.get('/approved-charity', async (request) => ({
        id: (await requireRole(request, 'charity', { approved: true })).user.id,
      }));
      api.get('/admin', async (request) => ({ id: (await requireRole(request, 'admin')).user.id }));
    },
    { overHttp: true },
  );
});
afterAll(() => server.close());

const PASSWORD = 'Password123';
async function tokenFor(overrides: Parameters<typeof createUser>[1]) {
  const user = await createUser(server.db, { password: PASSWORD, ...overrides });
  return { user, token: await signIn(server, user.email, PASSWORD) };
}

describe('role guards', () => {
  it('answers 401 to anonymous callers and to junk tokens', async () => {
    for (const token of [undefined, 'null', 'undefined', 'not-a-token']) {
      const answer = await server.request('/test/donor', { token, lang: 'en' });
      expectFailure(answer, 401, {}, t('en', 'errors.unauthenticated'));
    }
  });

  it('lets each verified role through its own door only, with 403 at the others', async () => {
    const donor = await tokenFor({ userType: 'dooner' });
    const charity = await tokenFor({ userType: 'charity' });
    const admin = await tokenFor({ userType: 'admin' });
    const doors = { donor, charity, 'approved-charity': charity, admin } as const;
    for (const [door, owner] of Object.entries(doors)) {
      for (const caller of [donor, charity, admin]) {
        const answer = await server.request(`/test/${door}`, { token: caller.token, lang: 'ar' });
        if (caller === owner) {
          expect(answer.status, door).toBe(200);
          expect(answer.body).toEqual({ id: caller.user.id });
        } else {
          expectFailure(answer, 403, {}, t('ar', 'errors.forbidden'));
        }
      }
    }
  });

  it('refuses an unverified account with 403 and errorCode 301', async () => {
    const { token } = await tokenFor({ userType: 'dooner', emailVerifiedAt: null });
    const answer = await server.request('/test/donor', { token, lang: 'en' });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      errorCode: ERROR_CODE.emailUnverified,
      message: t('en', 'errors.email_unverified'),
    });
  });

  it('refuses a pending or rejected charity where approval is needed, with errorCode 302', async () => {
    const pending = await tokenFor({ userType: 'charity', approvalStatus: 'pending' });
    const rejected = await tokenFor({
      userType: 'charity',
      approvalStatus: 'rejected',
      rejectionReason: 'Unclear documents',
    });
    for (const [caller, key] of [
      [pending, 'errors.charity_pending'],
      [rejected, 'errors.charity_rejected'],
    ] as const) {
      expect((await server.request('/test/charity', { token: caller.token })).status).toBe(200);
      const answer = await server.request('/test/approved-charity', { token: caller.token, lang: 'en' });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({
        errorCode: ERROR_CODE.charityNotApproved,
        message: t('en', key),
        errors: {},
      });
    }
  });
});
