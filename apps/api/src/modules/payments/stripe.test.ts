import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripe, signedStripeEvent, startFakeStripe } from '../../test/fake-stripe.ts';
import { testConfig } from '../../test/test-config.ts';
import {
  type CheckoutRequest,
  ProviderUnavailableError,
  RefundRefusedError,
  WebhookSignatureError,
} from './provider.ts';
import { createStripeProvider } from './stripe.ts';

const SECRET_KEY = 'sk_test_fake';
const WEBHOOK_SECRET = 'whsec_test_secret';
const MINUTE = 60_000;

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe(SECRET_KEY);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.setMode('normal');
  fake.calls.length = 0;
  fake.refunds.length = 0;
});

function provider(
  overrides: Record<string, string> = {},
  network = { timeoutMs: 500, maxNetworkRetries: 0 },
) {
  const config = testConfig({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
    ...overrides,
  });
  return createStripeProvider(config, network);
}

let counter = 0;
function checkout(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  counter += 1;
  return {
    reference: `ref-${counter}-${Date.now()}`,
    amountMinor: 15_050,
    currency: { code: 'SAR', minorUnits: 2 },
    lines: [
      { name: 'سقيا الماء', amountMinor: 10_025 },
      { name: 'إفطار صائم', amountMinor: 5025 },
    ],
    customerEmail: 'donor@example.com',
    locale: 'en',
    returnUrl: 'http://localhost:3000/payment/return?session=abc',
    expiresAt: new Date(Date.now() + 60 * MINUTE),
    ...overrides,
  };
}

describe('createCheckout', () => {
  it('opens a Checkout session with each line in minor units, our reference, the return route and the expiry', async () => {
    const request = checkout();
    const session = await provider().createCheckout(request);

    expect(session.providerReference).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fake.url}/c/pay/${session.providerReference}`);
    expect((await fetch(session.url)).status).toBe(200);
    const [call] = fake.calls;
    expect(call?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(call?.headers['idempotency-key']).toBe(`checkout-${request.reference}`);
    expect(call?.form).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'sar',
      'line_items[0][price_data][unit_amount]': '10025',
      'line_items[0][price_data][product_data][name]': 'سقيا الماء',
      'line_items[1][quantity]': '1',
      'line_items[1][price_data][currency]': 'sar',
      'line_items[1][price_data][unit_amount]': '5025',
      'line_items[1][price_data][product_data][name]': 'إفطار صائم',
      client_reference_id: request.reference,
      'metadata[reference]': request.reference,
      'payment_intent_data[metadata][reference]': request.reference,
      customer_email: 'donor@example.com',
      locale: 'en',
      success_url: request.returnUrl,
      cancel_url: request.returnUrl,
      expires_at: String(Math.floor(request.expiresAt.getTime() / 1000)),
    });
    expect(fake.sessions.get(session.providerReference)?.amount_total).toBe(request.amountMinor);
  });

  it('lets Stripe pick the language for Arabic, which Checkout does not offer', async () => {
    await provider().createCheckout(checkout({ locale: 'ar' }));
    expect(fake.calls[0]?.form.locale).toBe('auto');
  });

  it('keeps the expiry within the 30 minutes to 24 hours Stripe accepts', async () => {
    const stripe = provider();
    const now = Date.now();
    await stripe.createCheckout(checkout({ expiresAt: new Date(now + 10 * MINUTE) }));
    await stripe.createCheckout(checkout({ expiresAt: new Date(now + 48 * 60 * MINUTE) }));
    const [early, late] = fake.calls.map((call) => Number(call.form.expires_at) * 1000 - now);
    expect(early).toBeGreaterThanOrEqual(30 * MINUTE);
    expect(early).toBeLessThan(33 * MINUTE);
    expect(late).toBeGreaterThan(23 * 60 * MINUTE);
    expect(late).toBeLessThanOrEqual(24 * 60 * MINUTE);
  });

  it('sends zero-decimal currencies such as JPY in whole units, as our minor units already are', async () => {
    const request = checkout({
      amountMinor: 5000,
      currency: { code: 'JPY', minorUnits: 0 },
      lines: [{ name: 'Water', amountMinor: 5000 }],
    });
    await provider().createCheckout(request);
    expect(fake.calls[0]?.form['line_items[0][price_data][currency]']).toBe('jpy');
    expect(fake.calls[0]?.form['line_items[0][price_data][unit_amount]']).toBe('5000');
  });

  it('refuses currencies Stripe cannot charge exactly in our minor units, asking Stripe nothing', async () => {
    const stripe = provider();
    for (const code of ['SAR', 'usd', 'JPY', 'EGP', 'AED']) expect(stripe.supportsCurrency(code)).toBe(true);
    // Three-decimal dinars only in multiples of 10 fils; ISK in hundredths although ISO gives it none.
    for (const code of ['KWD', 'bhd', 'OMR', 'JOD', 'TND', 'ISK'])
      expect(stripe.supportsCurrency(code)).toBe(false);
    const kwd = checkout({
      currency: { code: 'KWD', minorUnits: 3 },
      lines: [{ name: 'Water', amountMinor: 15_050 }],
    });
    await expect(stripe.createCheckout(kwd)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(fake.calls).toHaveLength(0);
  });

  it('gets the same session back when the same payment is sent again', async () => {
    const stripe = provider();
    const request = checkout();
    const before = fake.sessions.size;
    const first = await stripe.createCheckout(request);
    const again = await stripe.createCheckout(request);
    expect(again).toEqual(first);
    expect(fake.sessions.size).toBe(before + 1);
  });

  it('answers ProviderUnavailableError when Stripe fails, hangs, refuses the key or cannot be reached', async () => {
    fake.setMode('error');
    await expect(provider().createCheckout(checkout())).rejects.toBeInstanceOf(ProviderUnavailableError);
    fake.setMode('hang');
    await expect(provider().createCheckout(checkout())).rejects.toBeInstanceOf(ProviderUnavailableError);
    fake.setMode('normal');
    const wrongKey = provider({ STRIPE_SECRET_KEY: 'sk_test_wrong' });
    await expect(wrongKey.createCheckout(checkout())).rejects.toBeInstanceOf(ProviderUnavailableError);
    const nowhere = provider({ STRIPE_API_URL: 'http://127.0.0.1:9' });
    await expect(nowhere.createCheckout(checkout())).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('fetchState', () => {
  it("reads the session's state: open is pending, paid is paid, expired is cancelled", async () => {
    const stripe = provider();
    const request = checkout();
    const { providerReference } = await stripe.createCheckout(request);
    const ask = () => stripe.fetchState({ reference: request.reference, providerReference });

    expect(await ask()).toBe('pending');
    fake.pay(providerReference);
    expect(await ask()).toBe('paid');
    fake.expire(providerReference);
    expect(await ask()).toBe('cancelled');
  });

  it('answers null when it cannot tell: no session id, an unknown or foreign session, Stripe failing or hanging', async () => {
    const stripe = provider();
    const request = checkout();
    const { providerReference } = await stripe.createCheckout(request);

    expect(await stripe.fetchState({ reference: request.reference, providerReference: null })).toBeNull();
    expect(
      await stripe.fetchState({ reference: request.reference, providerReference: 'cs_test_unknown' }),
    ).toBeNull();
    expect(await stripe.fetchState({ reference: 'another-payment', providerReference })).toBeNull();
    fake.setMode('error');
    expect(await stripe.fetchState({ reference: request.reference, providerReference })).toBeNull();
    fake.setMode('hang');
    expect(await stripe.fetchState({ reference: request.reference, providerReference })).toBeNull();
  });
});

describe('refund', () => {
  it("refunds one donation's part of a paid session's PaymentIntent, once, with our reference, donation and reason", async () => {
    const stripe = provider();
    const request = checkout();
    const { providerReference } = await stripe.createCheckout(request);
    fake.pay(providerReference);
    const donation = { donationId: 41, amountMinor: 10_025, adminId: 7, attempt: 1 };
    const payment = { reference: request.reference, providerReference, ...donation };

    const result = await stripe.refund(payment, 'Given twice by mistake');
    // Stripe confirms a refund later, by the charge.refunded webhook.
    expect(result.status).toBe('requested');
    expect(fake.refunds).toEqual([
      expect.objectContaining({
        id: result.providerRefundId,
        amount: 10_025,
        payment_intent: fake.sessions.get(providerReference)!.payment_intent,
        reason: 'requested_by_customer',
        metadata: {
          reference: request.reference,
          donation_id: '41',
          admin_id: '7',
          reason: 'Given twice by mistake',
        },
      }),
    ]);
    expect(fake.calls.at(-1)?.headers['idempotency-key']).toBe(`refund-${request.reference}-41`);
    // Asked again (a retried click), the same refund comes back and nothing more is refunded.
    expect(await stripe.refund(payment, 'Given twice by mistake')).toEqual(result);
    expect(fake.refunds).toHaveLength(1);
    // The other donation of the payment is refunded on its own.
    const other = await stripe.refund({ ...payment, donationId: 42, amountMinor: 5025 }, 'Duplicate');
    expect(other.providerRefundId).not.toBe(result.providerRefundId);
    expect(fake.refunds.map((refund) => refund.amount)).toEqual([10_025, 5025]);
    // A second attempt after a failed refund is a new request under its own key.
    fake.refunds[0]!.status = 'failed';
    const again = await stripe.refund({ ...payment, attempt: 2 }, 'Given twice by mistake');
    expect(again.providerRefundId).not.toBe(result.providerRefundId);
    expect(fake.calls.at(-1)?.headers['idempotency-key']).toBe(`refund-${request.reference}-41-2`);
  });

  it('answers RefundRefusedError when Stripe refuses the refund itself (already refunded)', async () => {
    const stripe = provider();
    const request = checkout();
    const { providerReference } = await stripe.createCheckout(request);
    fake.pay(providerReference);
    const amountMinor = fake.sessions.get(providerReference)!.amount_total;
    const payment = { reference: request.reference, providerReference, amountMinor, adminId: 1, attempt: 1 };
    await stripe.refund({ ...payment, donationId: 1 }, 'whole');
    await expect(stripe.refund({ ...payment, donationId: 3 }, 'again')).rejects.toBeInstanceOf(
      RefundRefusedError,
    );
  });

  it('answers ProviderUnavailableError for an unpaid or foreign session and when Stripe fails', async () => {
    const stripe = provider();
    const request = checkout();
    const { providerReference } = await stripe.createCheckout(request);
    const donation = { donationId: 1, amountMinor: 5025, adminId: 1, attempt: 1 };
    const refund = (payment: { reference: string; providerReference: string | null }) =>
      expect(stripe.refund({ ...payment, ...donation }, 'reason')).rejects.toBeInstanceOf(
        ProviderUnavailableError,
      );

    await refund({ reference: request.reference, providerReference });
    fake.pay(providerReference);
    await refund({ reference: 'another-payment', providerReference });
    await refund({ reference: request.reference, providerReference: null });
    fake.setMode('error');
    await refund({ reference: request.reference, providerReference });
    expect(fake.refunds).toHaveLength(0);
  });
});

describe('parseWebhook', () => {
  const session = (fields: Record<string, unknown>) => ({
    id: 'cs_test_1',
    object: 'checkout.session',
    client_reference_id: 'ref-webhook',
    metadata: { reference: 'ref-webhook' },
    status: 'complete',
    payment_status: 'paid',
    ...fields,
  });
  const parse = (signed: { body: string; signature: string }) =>
    provider().parseWebhook(Buffer.from(signed.body), { 'stripe-signature': signed.signature });

  it('turns a signed checkout.session.completed into a paid event for our reference', () => {
    const signed = signedStripeEvent(WEBHOOK_SECRET, {
      id: 'evt_test_paid',
      type: 'checkout.session.completed',
      object: session({}),
    });
    expect(parse(signed)).toEqual({
      eventId: 'evt_test_paid',
      type: 'checkout.session.completed',
      paymentReference: 'ref-webhook',
      state: 'paid',
      payload: JSON.parse(signed.body),
    });
  });

  it('maps each Checkout and refund event to its state, and takes the reference from metadata too', () => {
    const cases: Array<[string, Record<string, unknown>, string | null]> = [
      ['checkout.session.completed', session({ payment_status: 'unpaid' }), null],
      ['checkout.session.async_payment_succeeded', session({}), 'paid'],
      ['checkout.session.async_payment_failed', session({ payment_status: 'unpaid' }), 'failed'],
      ['checkout.session.expired', session({ status: 'expired', client_reference_id: null }), 'cancelled'],
      [
        'charge.refunded',
        { object: 'charge', refunded: true, metadata: { reference: 'ref-webhook' } },
        'refunded',
      ],
      [
        'charge.refunded',
        { object: 'charge', refunded: false, metadata: { reference: 'ref-webhook' } },
        null,
      ],
      [
        'charge.refunded',
        { object: 'charge', refunded: false, amount_refunded: 500, metadata: { reference: 'ref-webhook' } },
        'refunded',
      ],
      [
        'refund.updated',
        { object: 'refund', id: 're_1', status: 'succeeded', metadata: { reference: 'ref-webhook' } },
        'refunded',
      ],
      [
        'refund.updated',
        { object: 'refund', id: 're_1', status: 'pending', metadata: { reference: 'ref-webhook' } },
        null,
      ],
    ];
    for (const [type, object, state] of cases) {
      const event = parse(signedStripeEvent(WEBHOOK_SECRET, { type, object }));
      expect({ type: event.type, state: event.state, reference: event.paymentReference }).toEqual({
        type,
        state,
        reference: 'ref-webhook',
      });
    }
  });

  it('acknowledges other event types without a state or a payment', () => {
    const event = parse(
      signedStripeEvent(WEBHOOK_SECRET, {
        type: 'customer.created',
        object: { object: 'customer', id: 'cus_1' },
      }),
    );
    expect(event).toMatchObject({ type: 'customer.created', state: null, paymentReference: null });
  });

  it('accepts an event up to 5 minutes old and refuses an older one', () => {
    const event = { type: 'checkout.session.completed', object: session({}) };
    const now = Math.floor(Date.now() / 1000);
    expect(parse(signedStripeEvent(WEBHOOK_SECRET, event, now - 4 * 60)).state).toBe('paid');
    expect(() => parse(signedStripeEvent(WEBHOOK_SECRET, event, now - 6 * 60))).toThrow(
      WebhookSignatureError,
    );
  });

  it('refuses a wrong secret, a tampered body and a missing or repeated signature header', () => {
    const event = { type: 'checkout.session.completed', object: session({}) };
    expect(() => parse(signedStripeEvent('whsec_someone_else', event))).toThrow(WebhookSignatureError);
    const signed = signedStripeEvent(WEBHOOK_SECRET, event);
    const tampered = { ...signed, body: signed.body.replace('ref-webhook', 'ref-attacker') };
    expect(() => parse(tampered)).toThrow(WebhookSignatureError);
    const stripe = provider();
    expect(() => stripe.parseWebhook(Buffer.from(signed.body), {})).toThrow(WebhookSignatureError);
    const twice = { 'stripe-signature': [signed.signature, signed.signature] };
    expect(() => stripe.parseWebhook(Buffer.from(signed.body), twice)).toThrow(WebhookSignatureError);
  });
});
