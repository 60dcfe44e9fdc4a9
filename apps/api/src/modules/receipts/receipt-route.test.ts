// GET /donations/{id}/receipt (contract §6): a donor's own paid or refunded donations only.
import { ERROR_CODE } from '@ataa/contract/envelope';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../../db/schema.ts';
import { createCampaign, createPaidDonation, createUser } from '../../seed/factories.ts';
import { expectFailure, LANGS, type Lang, signedInUser, signIn, t } from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { pdfLines } from '../../test/pdf-reading.ts';

let server: TestServer;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let paidId: number;
const receipt = (id: number | string) => `/donations/${id}/receipt`;

/** A paid donation of the owner's, moved to `state` as the payment flows would. */
async function ownDonation(state: 'paid' | 'pending' | 'refunded' = 'paid') {
  const campaign = await createCampaign(server.db);
  const { donation } = await createPaidDonation(server.db, {
    campaignId: campaign.id,
    amountMinor: 15_050,
    user: owner.user,
  });
  if (state !== 'paid') {
    const refundedAt = state === 'refunded' ? new Date() : null;
    await server.db.update(donations).set({ state, refundedAt }).where(eq(donations.id, donation.id));
  }
  return donation.id;
}

/** The lines of the owner's receipt for donation `id` in `lang`, as the route sends it. */
async function receiptLines(id: number, lang: Lang) {
  const response = await fetch(`${server.url}/api/v1${receipt(id)}`, {
    headers: { authorization: `Bearer ${owner.token}`, lang },
  });
  return pdfLines(Buffer.from(await response.arrayBuffer()));
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInUser(server);
  paidId = await ownDonation();
});
afterAll(() => server.close());

describe('who may download a receipt', () => {
  it('answers 401 to visitors and junk tokens', async () => {
    for (const lang of LANGS) {
      for (const token of [undefined, 'null', 'not-a-real-token']) {
        expectFailure(
          await server.request(receipt(paidId), { token, lang }),
          401,
          {},
          t(lang, 'errors.unauthenticated'),
        );
      }
    }
  });

  it('answers 403 to charities and admins', async () => {
    for (const userType of ['charity', 'admin'] as const) {
      const { token } = await signedInUser(server, { userType });
      expectFailure(
        await server.request(receipt(paidId), { token, lang: 'en' }),
        403,
        {},
        t('en', 'errors.forbidden'),
      );
    }
  });

  it('answers 403 with errorCode 301 to a donor who has not verified the e-mail address', async () => {
    const donor = await createUser(server.db, { emailVerifiedAt: null });
    const answer = await server.request(receipt(paidId), { token: await signIn(server, donor.email) });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      errorCode: ERROR_CODE.emailUnverified,
      message: t('ar', 'errors.email_unverified'),
    });
  });

  it('answers 404 for another donor’s donation, an unknown id and an id that is not a number', async () => {
    const other = await signedInUser(server);
    for (const id of [paidId, 2_000_000_000, 'abc']) {
      const token = id === paidId ? other.token : owner.token;
      expectFailure(
        await server.request(receipt(id), { token, lang: 'en' }),
        404,
        {},
        t('en', 'errors.not_found'),
      );
    }
  });

  it('answers 409 until the donation is paid', async () => {
    const pendingId = await ownDonation('pending');
    for (const lang of LANGS) {
      const answer = await server.request(receipt(pendingId), { token: owner.token, lang });
      expectFailure(answer, 409, {}, t(lang, 'receipt.not_ready'));
    }
  });
});

describe('the receipt', () => {
  it('is a PDF attachment named after the donation, in the language asked for', async () => {
    for (const lang of LANGS) {
      const answer = await server.request(receipt(paidId), { token: owner.token, lang });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${paidId}.pdf"`);
      expect(answer.body).toMatch(/^%PDF-/);
      expect(answer.body).toContain(`/Lang (${lang})`);
    }
  });

  it('is still available once the donation is refunded', async () => {
    const refundedId = await ownDonation('refunded');
    const answer = await server.request(receipt(refundedId), { token: owner.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(/^%PDF-/);
  });

  it('names the loved one a gift was given to, in both languages, and no one otherwise', async () => {
    const campaign = await createCampaign(server.db);
    const { donation } = await createPaidDonation(server.db, {
      campaignId: campaign.id,
      amountMinor: 5_000,
      user: owner.user,
      loveComment: 'رمضان كريم',
      loveName: 'فاطمة علي',
    });
    for (const lang of LANGS) {
      const label = t(lang, 'receipt.gift_to');
      const lines = await receiptLines(donation.id, lang);
      expect(lines.slice(lines.indexOf(label), lines.indexOf(label) + 2)).toEqual([label, 'فاطمة علي']);
      expect(await receiptLines(paidId, lang)).not.toContain(label);
    }
  });

  it('is documented in the API description as a PDF', async () => {
    const { body } = await server.request('/openapi.json');
    const operation = body.paths['/donations/{id}/receipt'].get;
    expect(Object.keys(operation.responses['200'].content)).toEqual(['application/pdf']);
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
  });
});
