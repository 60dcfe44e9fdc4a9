// Contract §13: the staff's donations and refunds on the sandbox, over real HTTP and a real
// database: who may call, every filter, AdminDonation, and a refund with all that follows it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, campaigns, donations, payments, type users } from '../../../db/schema.ts';
import { createUser } from '../../../seed/factories.ts';
import {
  expectFailure,
  fieldErrors,
  LANGS,
  type Lang,
  signedInUser,
  signIn,
  t,
} from '../../../test/expectations.ts';
import {
  currencyId,
  deliver,
  donate,
  expectExactTotals,
  GUEST,
  openCampaign,
  paymentWithDonations,
  sandboxEvent,
  settle,
} from '../../../test/giving.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { outboxFor } from '../../../test/outbox.ts';
import { pdfLines } from '../../../test/pdf-reading.ts';

let server: TestServer;
let admin: typeof users.$inferSelect;
let token: string;
let donor: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server.db, { userType: 'admin', firstName: 'Huda', lastName: 'Staff' });
  token = await signIn(server, admin.email);
  donor = await signedInUser(server, { firstName: 'Salem', lastName: 'Donor', locale: 'en' });
});
afterAll(() => server.close());

const get = async (path: string, lang: Lang = 'en') => {
  const answer = await server.request(path, { token, lang });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result;
};
const refund = (id: number, body: unknown = { reason: 'Given twice by mistake' }, lang: Lang = 'en') =>
  server.request(`/admin/donations/${id}/refund`, { method: 'POST', token, lang, body });
const ids = (page: { data: Array<{ id: number }> }) => page.data.map((row) => row.id);

/** A paid payment through the sandbox: created over HTTP, then paid by its signed event. */
async function paidDonation(body: Record<string, unknown>, options: Parameters<typeof donate>[2] = {}) {
  const reference = await donate(server, body, { lang: 'en', ...options });
  await deliver(server, sandboxEvent(reference, 'paid'));
  await settle(server);
  return { reference, ...(await paymentWithDonations(server, reference)) };
}

async function campaignRow(id: number) {
  const [row] = await server.db.select().from(campaigns).where(eq(campaigns.id, id));
  return row!;
}

describe('GET /admin/donations', () => {
  it('filters by state, campaign, charity, gateway, currency and days, searches name, e-mail and reference, newest first', async () => {
    const charity = await createUser(server.db, { userType: 'charity' });
    const first = await openCampaign(server, 'SAR', { charityId: charity.id });
    const second = await openCampaign(server, 'SAR', { charityId: charity.id });
    const usd = await currencyId(server, 'USD');
    const a = await paidDonation({
      campaign_id: first.id,
      amount: 10,
      name: 'Mariam Qasim',
      email: 'mariam.q@example.test',
    });
    const b = await paidDonation({ campaign_id: second.id, amount: 20, gateway: '2c2p', currency_id: usd });
    const pendingReference = await donate(server, { campaign_id: first.id, amount: 30 }, { lang: 'en' });
    const [pending] = await server.db
      .select({ id: donations.id })
      .from(donations)
      .innerJoin(payments, eq(payments.id, donations.paymentId))
      .where(eq(payments.reference, pendingReference));
    const idA = a.donations[0]!.id;
    const idB = b.donations[0]!.id;
    // One donation began long ago, to find it by its day.
    await server.db
      .update(donations)
      .set({ createdAt: new Date('2001-03-10T12:00:00Z') })
      .where(eq(donations.id, idA));

    expect(ids(await get(`/admin/donations?charity_id=${charity.id}`))).toEqual([pending!.id, idB, idA]);
    expect(ids(await get(`/admin/donations?charity_id=${charity.id}&state=paid`))).toEqual([idB, idA]);
    expect(ids(await get(`/admin/donations?campaign_id=${first.id}`))).toEqual([pending!.id, idA]);
    expect(ids(await get(`/admin/donations?campaign_id=${first.id}&state=pending`))).toEqual([pending!.id]);
    expect(ids(await get(`/admin/donations?charity_id=${charity.id}&gateway=2c2p`))).toEqual([idB]);
    expect(ids(await get(`/admin/donations?charity_id=${charity.id}&gateway=sandbox`))).toEqual([
      pending!.id,
      idA,
    ]);
    expect(ids(await get(`/admin/donations?charity_id=${charity.id}&currency_id=${usd}`))).toEqual([idB]);
    expect(ids(await get('/admin/donations?date_from=2001-03-10&date_to=2001-03-10'))).toEqual([idA]);
    expect(ids(await get(`/admin/donations?date_to=2001-03-09&charity_id=${charity.id}`))).toEqual([]);
    expect(ids(await get(`/admin/donations?date_from=2001-03-11&charity_id=${charity.id}`))).toEqual([
      pending!.id,
      idB,
    ]);
    expect(ids(await get(`/admin/donations?q=${encodeURIComponent('mariam Q')}`))).toEqual([idA]);
    expect(ids(await get('/admin/donations?q=MARIAM.Q@EXAMPLE'))).toEqual([idA]);
    expect(ids(await get(`/admin/donations?q=${b.reference}`))).toEqual([idB]);
    // A part of a reference finds nothing: references are matched whole.
    expect(ids(await get(`/admin/donations?q=${b.reference.slice(0, 20)}`))).toEqual([]);
    // `%` and `_` are searched as themselves.
    expect(ids(await get('/admin/donations?q=%25'))).toEqual([]);

    const paged = await get(`/admin/donations?charity_id=${charity.id}&per_page=2&page=2`);
    expect(paged).toEqual({
      data: [expect.objectContaining({ id: idA })],
      meta: { current_page: 2, per_page: 2, total: 3, last_page: 2 },
    });
    const all = await get('/admin/donations');
    expect(all.meta.total).toBeGreaterThan(3);
    const times = all.data.map((row: { created_at: string }) => row.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('finds a giver by an Arabic name written with other forms of alef, yaa and taa marbuta', async () => {
    const campaign = await openCampaign(server);
    const { donations: made } = await paidDonation({
      campaign_id: campaign.id,
      amount: 7,
      name: 'أسامة عيسى',
    });
    for (const q of ['اسامه', 'عيسي', 'أُسامة']) {
      const found = await get(`/admin/donations?q=${encodeURIComponent(q)}`);
      expect(ids(found), q).toEqual([made[0]!.id]);
    }
  });

  it('refuses a wrong filter with field errors in the caller language', async () => {
    for (const lang of LANGS) {
      const answer = await server.request(
        '/admin/donations?state=lost&gateway=paypal&campaign_id=abc&date_from=2024-02-30&date_to=tomorrow',
        { token, lang },
      );
      expectFailure(
        answer,
        422,
        fieldErrors(lang, [
          ['state', 'validation.one_of'],
          ['campaign_id', 'validation.invalid'],
          ['gateway', 'validation.one_of'],
          ['date_from', 'validation.day'],
          ['date_to', 'validation.day'],
        ]),
      );
    }
  });
});

describe('GET /admin/donations/{id}', () => {
  it('answers AdminDonation: the donor fields and who gave, how, at which rate, the gift and the refunds', async () => {
    const campaign = await openCampaign(server);
    const {
      reference,
      payment,
      donations: made,
    } = await paidDonation(
      {
        campaign_id: campaign.id,
        amount: 150.5,
        gateway: 'curlec',
        anonymous: 'yes',
        love_donation: 'yes',
        love_name: 'Fatima Ali',
        love_email: 'fatima@example.test',
        love_mobile: '966500000001',
        love_comment: 'Ramadan Kareem',
      },
      { token: donor.token },
    );
    const id = made[0]!.id;
    const read = await get(`/admin/donations/${id}`);
    const own = (
      await server.request('/doner/donations', { token: donor.token, lang: 'en' })
    ).body.result.data.find((row: { id: number }) => row.id === id);
    // Every DonorDonation field, as the donor sees it.
    expect(read).toMatchObject(own);
    expect(read).toMatchObject({
      id,
      total_amount: 150.5,
      state: 'paid',
      status: 'donated',
      name: 'Salem Donor',
      email: donor.user.email,
      mobile: donor.user.mobile,
      anonymous: true,
      user: { id: donor.user.id, name: 'Salem Donor' },
      gateway: 'curlec',
      provider: 'sandbox',
      provider_reference: payment.providerReference,
      payment_reference: reference,
      rate_to_base: Number(made[0]!.rateToBase),
      amount_base: made[0]!.baseAmountMinor / 100,
      base_currency: { code: server.ctx.config.BASE_CURRENCY },
      love_donation: 'yes',
      love_name: 'Fatima Ali',
      love_email: 'fatima@example.test',
      love_mobile: '966500000001',
      love_comment: 'Ramadan Kareem',
      pay_type: null,
      ongoing_charity: 'no',
      refunds: [],
    });
    const guest = await paidDonation({ campaign_id: campaign.id, amount: 5 });
    expect(await get(`/admin/donations/${guest.donations[0]!.id}`)).toMatchObject({
      name: GUEST.name,
      email: GUEST.email,
      user: null,
      anonymous: false,
      love_donation: 'no',
      love_name: null,
    });
    for (const path of ['/admin/donations/999999999', '/admin/donations/abc', '/admin/donations/0']) {
      expectFailure(await server.request(path, { token, lang: 'en' }), 404, {}, t('en', 'errors.not_found'));
    }
  });
});

describe('POST /admin/donations/{id}/refund on the sandbox', () => {
  it('refunds at once: state, totals and donor count fall once, receipt says refunded, gift page closes, audited, the donor told', async () => {
    const campaign = await openCampaign(server);
    const before = await campaignRow(campaign.id);
    const { payment, donations: made } = await paidDonation(
      {
        campaign_id: campaign.id,
        amount: 80,
        love_donation: 'yes',
        love_name: 'Fatima Ali',
        love_email: 'fatima@example.test',
      },
      { token: donor.token },
    );
    const id = made[0]!.id;
    const paid = await campaignRow(campaign.id);
    expect(paid.raisedMinor).toBe(before.raisedMinor + 8000);
    expect(paid.donorsCount).toBe(before.donorsCount + 1);
    expect((await server.request(`/gift/${payment.giftToken}`)).status).toBe(200);

    for (const lang of LANGS) {
      expectFailure(await refund(id, {}, lang), 422, fieldErrors(lang, [['reason', 'validation.required']]));
      expectFailure(
        await refund(id, { reason: '   ' }, lang),
        422,
        fieldErrors(lang, [['reason', 'validation.required']]),
      );
      expectFailure(
        await refund(id, { reason: 'x'.repeat(501) }, lang),
        422,
        fieldErrors(lang, [['reason', 'validation.too_long', { max: 500 }]]),
      );
    }
    expect((await get(`/admin/donations/${id}`)).refunds).toEqual([]);

    const reason = 'Given twice by mistake';
    const answer = await refund(id, { reason }, 'ar');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(t('ar', 'refunds.refunded'));
    expect(answer.body.result).toMatchObject({
      id,
      state: 'refunded',
      status: 'rejected',
      gift_url: null,
      receipt_available: true,
      refunds: [{ amount: 80, reason, status: 'succeeded', created_at: expect.any(String) }],
    });

    const after = await campaignRow(campaign.id);
    expect(after.raisedMinor).toBe(before.raisedMinor);
    expect(after.donorsCount).toBe(before.donorsCount);
    const detail = (await server.request(`/campaigns/${campaign.id}`, { lang: 'en' })).body.result;
    expect(detail.total_amount).toBe(before.raisedMinor / 100);
    expect(detail.total_donors).toBe(before.donorsCount);
    const [row] = await server.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.state).toBe('refunded');

    expect((await server.request(`/gift/${payment.giftToken}`)).status).toBe(404);
    for (const lang of LANGS) {
      const receipt = await fetch(`${server.url}/api/v1/donations/${id}/receipt`, {
        headers: { authorization: `Bearer ${donor.token}`, lang },
      });
      expect(receipt.status).toBe(200);
      expect(await pdfLines(Buffer.from(await receipt.arrayBuffer()))).toContain(t(lang, 'receipt.refunded'));
    }

    const audit = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'donation'), eq(auditLog.objectId, id)))
      .orderBy(auditLog.id);
    // The request (who asked, and why), then the provider's confirmation.
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'donation.refund_request',
        reason,
        changes: {
          refund: { before: null, after: 'requested' },
          attempt: { before: null, after: 1 },
          amount: { before: null, after: '80.00 SAR' },
        },
      }),
      expect.objectContaining({
        actorId: admin.id,
        action: 'donation.refund',
        reason,
        changes: {
          state: { before: 'paid', after: 'refunded' },
          refunded: { before: '0.00 SAR', after: '80.00 SAR' },
        },
      }),
    ]);
    const mails = await outboxFor(server.db, donor.user.email);
    const told = mails.filter((mail) => mail.subject === t('en', 'refunds.mail_subject'));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(t('en', 'refunds.mail_intro'));
    expect(told[0]!.attachments).toEqual([
      expect.objectContaining({ kind: 'receipt', donationId: id, locale: 'en' }),
    ]);

    // Asked again, and a late "paid" event: nothing leaves refunded and nothing falls twice.
    for (const lang of LANGS) {
      expectFailure(await refund(id, { reason }, lang), 409, {}, t(lang, 'refunds.already_requested'));
    }
    await deliver(server, sandboxEvent(payment.reference, 'paid'));
    await deliver(server, sandboxEvent(payment.reference, 'refunded'));
    await settle(server);
    expect((await get(`/admin/donations/${id}`)).state).toBe('refunded');
    expect(await campaignRow(campaign.id)).toMatchObject({
      raisedMinor: before.raisedMinor,
      donorsCount: before.donorsCount,
    });
    expect((await server.db.select().from(auditLog).where(eq(auditLog.objectId, id))).length).toBe(2);
    await expectExactTotals(server.db);
  });

  it('answers 409 unless the donation is paid, and 404 for an unknown one, changing nothing', async () => {
    const campaign = await openCampaign(server);
    const reference = await donate(server, { campaign_id: campaign.id, amount: 12 });
    const failedReference = await donate(server, { campaign_id: campaign.id, amount: 13 });
    await deliver(server, sandboxEvent(failedReference, 'failed'));
    await settle(server);
    for (const ref of [reference, failedReference]) {
      const [row] = await server.db
        .select({ id: donations.id })
        .from(donations)
        .innerJoin(payments, eq(payments.id, donations.paymentId))
        .where(eq(payments.reference, ref));
      for (const lang of LANGS) {
        expectFailure(await refund(row!.id, undefined, lang), 409, {}, t(lang, 'refunds.not_paid'));
      }
      expect((await get(`/admin/donations/${row!.id}`)).refunds).toEqual([]);
    }
    expectFailure(await refund(999_999_999), 404, {}, t('en', 'errors.not_found'));
  });

  it('takes the reason from a multipart form, in both languages', async () => {
    const campaign = await openCampaign(server);
    for (const lang of LANGS) {
      const { donations: made } = await paidDonation({ campaign_id: campaign.id, amount: 5 });
      const path = `/admin/donations/${made[0]!.id}/refund`;
      const send = (entries: Array<[string, string]>) =>
        server.request(path, { method: 'POST', token, lang, raw: multipart(entries) });
      expectFailure(await send([]), 422, fieldErrors(lang, [['reason', 'validation.required']]));
      const reason = lang === 'ar' ? 'تبرع مكرر بالخطأ' : 'Given twice by mistake';
      const answer = await send([['reason', reason]]);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.message).toBe(t(lang, 'refunds.refunded'));
      expect(answer.body.result.refunds).toMatchObject([{ reason, status: 'succeeded' }]);
    }
  });

  it('refunds one donation of a payment to two campaigns: the other stays paid, and so does the payment', async () => {
    const first = await openCampaign(server);
    const second = await openCampaign(server);
    const reference = (
      await server.request('/visitor/cart', {
        lang: 'en',
        body: {
          ...GUEST,
          total_amount: 100,
          campaign: [
            { id: first.id, amount: 60 },
            { id: second.id, amount: 40 },
          ],
        },
      })
    ).body.result.reference as string;
    await deliver(server, sandboxEvent(reference, 'paid'));
    await settle(server);
    const {
      payment,
      donations: [one, other],
    } = await paymentWithDonations(server, reference);
    const secondBefore = await campaignRow(second.id);

    expect((await refund(one!.id)).body.result.state).toBe('refunded');
    expect((await get(`/admin/donations/${other!.id}`)).state).toBe('paid');
    expect((await campaignRow(first.id)).raisedMinor).toBe(0);
    expect(await campaignRow(second.id)).toMatchObject({
      raisedMinor: 4000,
      donorsCount: secondBefore.donorsCount,
    });
    const result = await server.request(`/visitor/donations/callback?session=${reference}`, {
      method: 'POST',
    });
    expect(result.body.result).toMatchObject({
      payment_status: 'paid',
      donations: [
        { id: one!.id, state: 'refunded' },
        { id: other!.id, state: 'paid' },
      ],
    });

    // The last paid donation refunded, the payment is refunded too.
    expect((await refund(other!.id)).body.result.state).toBe('refunded');
    const [after] = await server.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after!.state).toBe('refunded');
    expect((await campaignRow(second.id)).raisedMinor).toBe(0);
  });
});
