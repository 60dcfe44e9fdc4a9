// Contract §6–§7 over real HTTP and the real database: giving, the sandbox, webhooks, callbacks, gifts.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, currencies, donations, payments } from '../../db/schema.ts';
import { countRows, createUser } from '../../seed/factories.ts';
import { expectFailure, fieldErrors, LANGS, signIn, t } from '../../test/expectations.ts';
import {
  currencyId,
  deliver,
  donate,
  GUEST,
  openCampaign,
  paymentState,
  sandboxEvent,
  settle,
  totalsAgainstDonations,
} from '../../test/giving.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // A currency without minor units, which the demo data does not carry.
  await server.db.insert(currencies).values({
    code: 'JPY',
    nameAr: 'ين ياباني',
    nameEn: 'Japanese yen',
    symbolAr: '¥',
    symbolEn: '¥',
    minorUnits: 0,
    rateToBase: '0.02500000',
  });
});
afterAll(() => server.close());

async function campaignRow(id: number) {
  const { campaigns } = await import('../../db/schema.ts');
  const [row] = await server.db.select().from(campaigns).where(eq(campaigns.id, id));
  return row!;
}

describe('a guest gives through the sandbox', () => {
  it('opens a checkout, pays on the hosted page, and the campaign grows by exactly the gift', async () => {
    const campaign = await openCampaign(server);
    const answer = await server.request('/donations', {
      lang: 'en',
      body: {
        ...GUEST,
        campaign_id: String(campaign.id),
        amount: '150.505',
        love_donation: 'yes',
        love_name: 'Maryam',
        love_email: 'maryam@example.test',
        love_comment: 'Ramadan Kareem <b>dear</b>',
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(t('en', 'payments.checkout_ready'));
    const { gateway_url: url, reference } = answer.body.result;
    expect(reference).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`http://localhost:3000/api/v1/payments/sandbox/${reference}?lang=en`);

    const page = await fetch(`${server.url}/api/v1/payments/sandbox/${reference}?lang=ar`);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('dir="rtl"');
    expect(html).toContain(campaign.nameAr);
    expect(html).toContain(t('ar', 'payments.sandbox_page.pay'));

    // The form post answers 303 to the guest's return route, in the giver's language.
    const posted = await fetch(`${server.url}/api/v1/payments/sandbox/${reference}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(
      `http://localhost:3000/en/visitor/donations/callback?session=${reference}&razorpay_payment_link_id=${reference}&paymentResponse=${reference}`,
    );
    await settle(server);

    const callback = await server.request(`/visitor/donations/callback?session=${reference}`, {
      method: 'POST',
    });
    expect(callback.status).toBe(200);
    const result = callback.body.result;
    expect(result).toMatchObject({
      id: campaign.id,
      payment_status: 'paid',
      reference,
      total_amount: 150.51,
    });
    expect(result.donations).toEqual([
      {
        id: expect.any(Number),
        campaign: { id: campaign.id, name: campaign.nameAr },
        total_amount: 150.51,
        state: 'paid',
      },
    ]);
    expect(result.gift_url).toMatch(/^http:\/\/localhost:3000\/en\/gift\/[A-Za-z0-9_-]{43}$/);
    const row = await campaignRow(campaign.id);
    expect(row.raisedMinor).toBe(15051);
    expect(row.donorsCount).toBe(1);

    const token = result.gift_url.split('/').pop();
    for (const lang of LANGS) {
      const giftAnswer = await server.request(`/gift/${token}`, { lang });
      expect(giftAnswer.status).toBe(200);
      expect(giftAnswer.body.result).toEqual({
        donation: {
          love_name: 'Maryam',
          love_comment: 'Ramadan Kareem <b>dear</b>',
          name: GUEST.name,
          donated_at: expect.stringMatching(/Z$/),
        },
        campaign: { id: campaign.id, name: lang === 'ar' ? campaign.nameAr : campaign.nameEn },
      });
      expect(JSON.stringify(giftAnswer.body)).not.toContain('maryam@example.test');
    }
    // The hosted page cannot be used twice.
    const again = await server.request(`/payments/sandbox/${reference}`, { body: { outcome: 'failed' } });
    expectFailure(again, 409, {}, t('ar', 'payments.errors.already_final'));
  });

  it('keeps the gift page closed until the payment is paid, and shows Anonymous when asked', async () => {
    const campaign = await openCampaign(server);
    const reference = await donate(server, {
      campaign_id: campaign.id,
      amount: 20,
      anonymous: 'yes',
      love_donation: 'yes',
      love_name: 'Omar',
      love_email: 'omar@example.test',
    });
    const [payment] = await server.db.select().from(payments).where(eq(payments.reference, reference));
    expect((await server.request(`/gift/${payment!.giftToken}`)).status).toBe(404);
    await deliver(server, sandboxEvent(reference, 'paid'));
    await settle(server);
    const gift = await server.request(`/gift/${payment!.giftToken}`, { lang: 'en' });
    expect(gift.body.result.donation.name).toBe('Anonymous');
    expect((await server.request('/gift/not-a-real-token-but-long-enough')).status).toBe(404);
  });
});

describe('amounts, currencies and limits', () => {
  const cases: Array<
    [code: string, amount: unknown, key: Parameters<typeof t>[1], params?: Record<string, number>]
  > = [
    ['SAR', 'abc', 'validation.amount_format'],
    ['SAR', -5, 'payments.errors.amount_positive'],
    ['SAR', 0, 'payments.errors.amount_positive'],
    ['SAR', '0.004', 'payments.errors.amount_positive'],
    ['SAR', 0.5, 'payments.errors.amount_min', { min: 1 }],
    ['SAR', 1_000_000.01, 'payments.errors.amount_max', { max: 1_000_000 }],
    ['KWD', '1e3', 'validation.amount_format'],
    ['KWD', '0.0004', 'payments.errors.amount_positive'],
    ['JPY', 0.4, 'payments.errors.amount_positive'],
    ['JPY', '٠٫٤', 'payments.errors.amount_positive'],
    // Thousands separators must group by three (decision 030): "1,5" is not guessed at.
    ['JPY', '1,5', 'validation.amount_format'],
    ['JPY', { value: 5 }, 'validation.invalid'],
  ];
  for (const [code, amount, key, params] of cases) {
    it(`refuses ${JSON.stringify(amount)} ${code} with the contract's answer and creates nothing`, async () => {
      const campaign = await openCampaign(server, code);
      const before = await countRows(server.db, 'payments');
      for (const lang of LANGS) {
        const answer = await server.request('/donations', {
          lang,
          body: { ...GUEST, campaign_id: campaign.id, amount },
        });
        expectFailure(answer, 422, fieldErrors(lang, [['amount', key, params]]));
      }
      expect(await countRows(server.db, 'payments')).toBe(before);
    });
  }

  it('rounds half-up to the minor units of each currency, and reads separators as people type them', async () => {
    for (const [code, amount, minor] of [
      ['SAR', '10.005', 1001],
      ['KWD', 2.0005, 2001],
      ['JPY', '١٥٠٠٫٥', 1501],
      // Typed as people type amounts (decision 030).
      ['JPY', '1,000', 1000],
      ['SAR', '١٢٠٬٠٠٠', 12_000_000],
    ] as const) {
      const campaign = await openCampaign(server, code);
      const reference = await donate(server, { campaign_id: campaign.id, amount });
      const [payment] = await server.db.select().from(payments).where(eq(payments.reference, reference));
      expect(payment!.totalMinor, code).toBe(minor);
    }
  });

  it('takes a donation in another currency and counts it in the campaign currency at the rate of payment', async () => {
    const campaign = await openCampaign(server, 'SAR');
    const reference = await donate(server, {
      campaign_id: campaign.id,
      amount: 10,
      currency_id: await currencyId(server, 'KWD'),
    });
    await deliver(server, sandboxEvent(reference, 'paid'));
    await settle(server);
    const [donation] = await server.db.select().from(donations).where(eq(donations.campaignId, campaign.id));
    expect(donation!.amountMinor).toBe(10_000);
    // 10 KWD at the seeded rates, in halalas; the rate itself is kept with the donation.
    expect(donation!.campaignAmountMinor).toBeGreaterThan(10_000);
    expect((await campaignRow(campaign.id)).raisedMinor).toBe(donation!.campaignAmountMinor);
    expect(Number(donation!.rateToBase)).toBeGreaterThan(1);
  });

  it('names every missing guest field, an unknown campaign, gateway and currency', async () => {
    const before = await countRows(server.db, 'payments');
    for (const lang of LANGS) {
      const answer = await server.request('/donations', {
        lang,
        body: { campaign_id: 999999, amount: 10, gateway: 'paypal', currency_id: 999 },
      });
      expectFailure(answer, 422, fieldErrors(lang, [['currency_id', 'validation.not_found_ref']]));
      const second = await server.request('/donations', {
        lang,
        body: { campaign_id: 999999, amount: 10, gateway: 'paypal' },
      });
      expectFailure(
        second,
        422,
        fieldErrors(lang, [
          ['name', 'validation.required'],
          ['email', 'validation.required'],
          ['mobile', 'validation.required'],
          ['campaign_id', 'payments.errors.campaign_unavailable'],
          ['gateway', 'payments.errors.gateway'],
        ]),
      );
    }
    expect(await countRows(server.db, 'payments')).toBe(before);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated key with the first answer, even when both arrive at once, and refuses a changed body', async () => {
    const campaign = await openCampaign(server);
    const body = { ...GUEST, campaign_id: campaign.id, amount: 25 };
    const headers = { 'idempotency-key': `key-${campaign.id}` };
    const before = await countRows(server.db, 'payments');
    const answers = await Promise.all([1, 2, 3].map(() => server.request('/donations', { body, headers })));
    for (const answer of answers) expect(answer.status).toBe(201);
    expect(new Set(answers.map((answer) => answer.body.result.reference)).size).toBe(1);
    expect(await countRows(server.db, 'payments')).toBe(before + 1);

    const changed = await server.request('/donations', { body: { ...body, amount: 26 }, headers });
    expectFailure(changed, 409, {}, t('ar', 'payments.errors.idempotency_conflict'));
    expect(await countRows(server.db, 'payments')).toBe(before + 1);
  });

  it('keeps two guests who send the same key apart: each gets a checkout of their own', async () => {
    const campaign = await openCampaign(server);
    const headers = { 'idempotency-key': `shared-${campaign.id}` };
    const before = await countRows(server.db, 'payments');
    const first = await server.request('/donations', {
      body: { ...GUEST, campaign_id: campaign.id, amount: 25 },
      headers,
    });
    const second = await server.request('/donations', {
      body: { ...GUEST, email: 'another.guest@example.test', campaign_id: campaign.id, amount: 30 },
      headers,
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.result.reference).not.toBe(first.body.result.reference);
    expect(await countRows(server.db, 'payments')).toBe(before + 2);
    const [payment] = await server.db
      .select()
      .from(payments)
      .where(eq(payments.reference, second.body.result.reference));
    expect(payment!.email).toBe('another.guest@example.test');
  });
});

describe('POST /payments/webhook/{provider}', () => {
  it('refuses a bad signature, a stale one and an unknown provider, storing nothing', async () => {
    const campaign = await openCampaign(server);
    const reference = await donate(server, { campaign_id: campaign.id, amount: 10 });
    const stored = await countRows(server.db, 'payment_events');
    const forged = sandboxEvent(reference, 'paid', { secret: 'someone-else-entirely' });
    expectFailure(await deliver(server, forged), 400, {}, t('ar', 'payments.webhook_bad_signature'));
    const stale = sandboxEvent(reference, 'paid', { at: Date.now() - 6 * 60_000 });
    expect((await deliver(server, stale)).status).toBe(400);
    const good = sandboxEvent(reference, 'paid');
    const tampered = {
      body: good.body.replace('checkout.paid', 'checkout.failed'),
      signature: good.signature,
    };
    expect((await deliver(server, tampered)).status).toBe(400);
    const unsigned = await server.request('/payments/webhook/sandbox', {
      body: { id: 'x', type: 'checkout.paid', reference },
    });
    expect(unsigned.status).toBe(400);
    expect((await server.request('/payments/webhook/paypal', { body: {} })).status).toBe(404);
    expect(await countRows(server.db, 'payment_events')).toBe(stored);
    expect(await paymentState(server, reference)).toBe('pending');
  });

  it('stores an event once, answers a replay as a duplicate, and ignores unknown references', async () => {
    const campaign = await openCampaign(server);
    const reference = await donate(server, { campaign_id: campaign.id, amount: 10 });
    const event = sandboxEvent(reference, 'paid');
    const first = await deliver(server, event);
    expect(first.body.result).toEqual({ received: true, duplicate: false });
    const replay = await deliver(server, event);
    expect(replay.body.result).toEqual({ received: true, duplicate: true });
    const unknown = await deliver(server, sandboxEvent('no-such-payment-reference', 'paid'));
    expect(unknown.status).toBe(200);
    await settle(server);
    expect((await campaignRow(campaign.id)).raisedMinor).toBe(1000);
  });

  it('moves states only up the ranking: a late failure after paid is ignored, a late paid beats an expiry', async () => {
    const campaign = await openCampaign(server);
    const first = await donate(server, { campaign_id: campaign.id, amount: 10 });
    await deliver(server, sandboxEvent(first, 'paid'));
    await settle(server);
    await deliver(server, sandboxEvent(first, 'failed'));
    await deliver(server, sandboxEvent(first, 'cancelled'));
    await settle(server);
    expect(await paymentState(server, first)).toBe('paid');

    const second = await donate(server, { campaign_id: campaign.id, amount: 5 });
    await deliver(server, sandboxEvent(second, 'cancelled'));
    await settle(server);
    expect(await paymentState(server, second)).toBe('cancelled');
    await deliver(server, sandboxEvent(second, 'paid'));
    await settle(server);
    expect(await paymentState(server, second)).toBe('paid');
    expect((await campaignRow(campaign.id)).raisedMinor).toBe(1500);

    await deliver(server, sandboxEvent(second, 'refunded'));
    await settle(server);
    expect(await paymentState(server, second)).toBe('refunded');
    expect((await campaignRow(campaign.id)).raisedMinor).toBe(1000);
  });
});

describe('the return pages never trust the query', () => {
  it('answers pending for an unpaid payment whatever the query says, 404 for unknown or another donor, 422 without a reference', async () => {
    const campaign = await openCampaign(server);
    const donor = await createUser(server.db);
    const token = await signIn(server, donor.email);
    const reference = await donate(server, { campaign_id: campaign.id, amount: 10 }, { token });
    const [payment] = await server.db.select().from(payments).where(eq(payments.reference, reference));
    expect(payment!.userId).toBe(donor.id);

    const forged = await server.request(
      `/donations/callback?session=${reference}&payment_status=paid&status=paid`,
      {
        method: 'POST',
        token,
      },
    );
    expect(forged.body.result.payment_status).toBe('pending');
    const viaBody = await server.request('/donations/callback', {
      body: { razorpay_payment_link_id: reference },
      token,
    });
    expect(viaBody.body.result.payment_status).toBe('pending');

    const other = await createUser(server.db);
    const otherToken = await signIn(server, other.email);
    expectFailure(
      await server.request(`/donations/callback?session=${reference}`, { method: 'POST', token: otherToken }),
      404,
    );
    expectFailure(await server.request(`/donations/callback?session=${reference}x`, { method: 'POST' }), 404);
    for (const lang of LANGS) {
      expectFailure(
        await server.request('/visitor/donations/callback', { method: 'POST', lang }),
        422,
        fieldErrors(lang, [['session', 'payments.errors.reference_required']]),
      );
    }
    expect((await campaignRow(campaign.id)).raisedMinor).toBe(0);
  });
});

describe('giving to several campaigns', () => {
  it('splits a visitor cart by the contract rule and refuses a split that misses the total', async () => {
    const [a, b, c] = [await openCampaign(server), await openCampaign(server), await openCampaign(server)];
    const good = await server.request('/visitor/cart', {
      body: {
        ...GUEST,
        campaign_id: '',
        total_amount: 100,
        campaign: [
          { id: a.id, amount: 33.33 },
          { id: b.id, amount: 33.33 },
          { id: c.id, amount: 33.33 },
        ],
      },
    });
    expect(good.status).toBe(201);
    const { reference, url } = good.body.result;
    expect(url).toContain(`/payments/sandbox/${reference}`);
    const rows = await server.db
      .select({ amount: donations.amountMinor })
      .from(donations)
      .innerJoin(payments, eq(payments.id, donations.paymentId))
      .where(eq(payments.reference, reference))
      .orderBy(donations.id);
    expect(rows.map((row) => row.amount)).toEqual([3333, 3333, 3334]);

    for (const lang of LANGS) {
      const bad = await server.request('/visitor/cart', {
        lang,
        body: {
          ...GUEST,
          total_amount: 100,
          campaign: [
            { id: a.id, amount: 30 },
            { id: a.id, amount: 30 },
          ],
        },
      });
      expectFailure(bad, 422, fieldErrors(lang, [['campaign.1.id', 'payments.errors.duplicate']]));
      const off = await server.request('/visitor/cart', {
        lang,
        body: {
          ...GUEST,
          total_amount: 100,
          campaign: [
            { id: a.id, amount: 30 },
            { id: b.id, amount: 30 },
          ],
        },
      });
      expectFailure(off, 422, fieldErrors(lang, [['total_amount', 'payments.errors.split_mismatch']]));
    }
  });

  it('checks out a donor cart: automatic split, items attached, donated once paid', async () => {
    const donor = await createUser(server.db);
    const token = await signIn(server, donor.email);
    const chosen = [await openCampaign(server), await openCampaign(server), await openCampaign(server)];
    await server.db
      .insert(cartItems)
      .values(chosen.map((campaign) => ({ userId: donor.id, campaignId: campaign.id })));
    const answer = await server.request('/doner/campaigns/create', {
      token,
      body: {
        total_amount: '100',
        amount_split_type: 'automatic',
        currency_id: '',
        campaign: chosen.map(({ id }) => ({ id, amount: 0 })),
      },
    });
    expect(answer.status).toBe(201);
    const { reference } = answer.body.result;
    const [payment] = await server.db.select().from(payments).where(eq(payments.reference, reference));
    const parts = await server.db
      .select()
      .from(donations)
      .where(eq(donations.paymentId, payment!.id))
      .orderBy(donations.id);
    expect(parts.map((part) => part.amountMinor)).toEqual([3334, 3333, 3333]);
    const waiting = await server.db.select().from(cartItems).where(eq(cartItems.userId, donor.id));
    expect(waiting.every((item) => item.paymentId === payment!.id && item.status === 'wait')).toBe(true);

    const result = await server.request(`/payments/sandbox/${reference}`, { body: { outcome: 'paid' } });
    expect(result.body.result.redirect_url).toBe(
      `http://localhost:3000/payment/return?session=${reference}&razorpay_payment_link_id=${reference}&paymentResponse=${reference}`,
    );
    await settle(server);
    const after = await server.db.select().from(cartItems).where(eq(cartItems.userId, donor.id));
    expect(after.map((item) => item.status)).toEqual(['donated', 'donated', 'donated']);

    const manual = await server.request('/doner/campaigns/create', {
      token,
      lang: 'en',
      body: { total_amount: 50, amount_split_type: 'manual', campaign: [{ id: chosen[0]!.id, amount: 'x' }] },
    });
    expectFailure(manual, 422, fieldErrors('en', [['campaign.0.amount', 'validation.number']]));
    expect((await server.request('/doner/campaigns/create', { body: {} })).status).toBe(401);
  });
});

describe('50 payments, each webhook delivered three times, concurrently and out of order', () => {
  it('counts every donation exactly once and keeps every total equal to its paid donations', async () => {
    const pool = [await openCampaign(server), await openCampaign(server), await openCampaign(server, 'KWD')];
    const references: string[] = [];
    for (let i = 0; i < 50; i++) {
      references.push(
        await donate(server, {
          campaign_id: pool[i % 3]!.id,
          amount: 10 + i,
          email: `giver${i % 7}@example.test`,
        }),
      );
    }
    // Three deliveries per payment: the real outcome twice, and for every fifth a stray failure.
    const deliveries = references.flatMap((reference, i) => {
      const outcome = i % 4 === 0 ? 'failed' : 'paid';
      const event = sandboxEvent(reference, outcome);
      return [event, event, i % 5 === 0 ? sandboxEvent(reference, 'failed') : event];
    });
    deliveries.sort(() => Math.random() - 0.5);
    const returnPages = references.map((reference) =>
      server.request(`/visitor/donations/callback?session=${reference}`, { method: 'POST' }),
    );
    const answers = await Promise.all([...deliveries.map((event) => deliver(server, event)), ...returnPages]);
    for (const answer of answers) expect(answer.status).toBe(200);
    await settle(server);

    for (const [i, reference] of references.entries()) {
      expect(await paymentState(server, reference)).toBe(i % 4 === 0 ? 'failed' : 'paid');
    }
    const paidCount = references.filter((_, i) => i % 4 !== 0).length;
    const paidRows = await server.db
      .select({ id: donations.id })
      .from(donations)
      .innerJoin(payments, eq(payments.id, donations.paymentId))
      .where(and(eq(donations.state, 'paid'), inArray(payments.reference, references)));
    expect(paidRows).toHaveLength(paidCount);
    for (const row of await totalsAgainstDonations(server.db)) {
      expect(row.raised, `campaign ${row.id}`).toBe(row.paidSum);
      expect(row.donors, `campaign ${row.id}`).toBe(row.paidDonors);
    }
  });
});
