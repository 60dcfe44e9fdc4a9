import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** Checkout's languages (Stripe.js "supported locales"): Stripe refuses any other, Arabic included. */
const CHECKOUT_LOCALES = new Set(
  'auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW'.split(
    ' ',
  ),
);
const THREE_DECIMAL = new Set(['bhd', 'jod', 'kwd', 'omr', 'tnd']);

/** One call the SDK made, its form body flattened as sent (`line_items[0][price_data][currency]`). */
export interface ReceivedCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
}

interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  mode: 'payment';
  currency: string;
  amount_total: number;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  /** Set once the donor has paid, as Stripe does. */
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  expires_at: number;
}

interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  reason: string | null;
  metadata: Record<string, string>;
  status: string;
}

/**
 * A stand-in for Stripe's API on a local port (STRIPE_API_URL points at it): creates and returns
 * Checkout sessions and refunds the way Stripe does, checks what Stripe would refuse, and can fail or hang.
 */
export async function startFakeStripe(secretKey: string) {
  const calls: ReceivedCall[] = [];
  const sessions = new Map<string, FakeSession>();
  const byIdempotencyKey = new Map<string, FakeSession>();
  const refunds: FakeRefund[] = [];
  const refundsByIdempotencyKey = new Map<string, FakeRefund>();
  const state = { mode: 'normal' as 'normal' | 'error' | 'hang' };

  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      calls.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, form });
      if (state.mode === 'hang') return;
      if (state.mode === 'error') return send(response, 500, apiError('api_error', 'Something went wrong'));
      route(request, response, form);
    });
  });

  function route(request: IncomingMessage, response: ServerResponse, form: Record<string, string>) {
    const path = request.url ?? '';
    const hosted = /^\/c\/pay\/([\w-]+)$/.exec(path);
    if (request.method === 'GET' && hosted) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(`<!doctype html><title>Stripe Checkout</title><p>${hosted[1]}</p>`);
    }
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return send(response, 401, apiError('invalid_request_error', 'Invalid API Key provided'));
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions')
      return createSession(request, response, form);
    if (request.method === 'POST' && path === '/v1/refunds') return createRefund(request, response, form);
    const expiring = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(path);
    if (request.method === 'POST' && expiring) return expireSession(response, expiring[1]!);
    const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    const session = retrieve && sessions.get(retrieve[1]!);
    if (request.method === 'GET' && session) return send(response, 200, session);
    send(response, 404, apiError('invalid_request_error', `No such resource: ${path}`));
  }

  function createSession(request: IncomingMessage, response: ServerResponse, form: Record<string, string>) {
    const key = request.headers['idempotency-key'];
    const replayed = typeof key === 'string' && byIdempotencyKey.get(key);
    if (replayed) return send(response, 200, replayed);
    const problem = refusal(form);
    if (problem) return send(response, 400, apiError('invalid_request_error', problem));
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      url: `${url}/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      mode: 'payment',
      currency: form['line_items[0][price_data][currency]']!,
      amount_total: lineAmounts(form).reduce((sum, amount) => sum + amount, 0),
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      locale: form.locale ?? null,
      metadata: formMetadata(form),
      payment_intent: null,
      success_url: form.success_url!,
      cancel_url: form.cancel_url ?? null,
      expires_at: Number(form.expires_at ?? Math.floor(Date.now() / 1000) + 86_400),
    };
    sessions.set(id, session);
    if (typeof key === 'string') byIdempotencyKey.set(key, session);
    send(response, 200, session);
  }

  /** Stripe expires an open session only; a paid or already expired one is refused. */
  function expireSession(response: ServerResponse, id: string) {
    const session = sessions.get(id);
    if (!session)
      return send(response, 404, apiError('invalid_request_error', `No such checkout.session: '${id}'`));
    if (session.status !== 'open') {
      return send(
        response,
        400,
        apiError(
          'invalid_request_error',
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
        ),
      );
    }
    session.status = 'expired';
    send(response, 200, session);
  }

  /**
   * A refund of a paid session's PaymentIntent, of `amount` or else of what is left; Stripe refuses
   * to give back more than was paid.
   */
  function createRefund(request: IncomingMessage, response: ServerResponse, form: Record<string, string>) {
    const key = request.headers['idempotency-key'];
    const replayed = typeof key === 'string' && refundsByIdempotencyKey.get(key);
    if (replayed) return send(response, 200, replayed);
    const session = [...sessions.values()].find((each) => each.payment_intent === form.payment_intent);
    if (!session) {
      return send(
        response,
        400,
        apiError('invalid_request_error', `No such payment_intent: '${form.payment_intent}'`),
      );
    }
    const left = session.amount_total - refundedOf(session.payment_intent!);
    if (left <= 0) {
      return send(response, 400, apiError('invalid_request_error', 'Charge has already been refunded.'));
    }
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      return send(
        response,
        400,
        apiError(
          'invalid_request_error',
          `Refund amount is greater than unrefunded amount on charge (${left})`,
        ),
      );
    }
    const refund = {
      id: `re_test_${randomBytes(12).toString('hex')}`,
      object: 'refund' as const,
      amount,
      currency: session.currency,
      payment_intent: session.payment_intent!,
      reason: form.reason ?? null,
      metadata: formMetadata(form),
      // Card refunds are accepted at once and settle later; the charge.refunded webhook says so.
      status: 'pending',
    };
    refunds.push(refund);
    if (typeof key === 'string') refundsByIdempotencyKey.set(key, refund);
    send(response, 200, refund);
  }

  const refundedOf = (paymentIntent: string) =>
    refunds
      .filter((refund) => refund.payment_intent === paymentIntent && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** The value for STRIPE_API_URL. */
    url,
    calls,
    sessions,
    refunds,
    /** 'error' answers every call with a 500; 'hang' never answers. */
    setMode(mode: 'normal' | 'error' | 'hang') {
      state.mode = mode;
    },
    /** The donor paid on the hosted page. */
    pay(id: string) {
      Object.assign(sessions.get(id)!, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: `pi_test_${randomBytes(12).toString('hex')}`,
      });
    },
    /**
     * The session's refunds went through: they succeed, and the charge as the `charge.refunded`
     * event carries it (with its refund list unless `withRefunds` is false, as newer API versions send it).
     */
    settleRefunds(id: string, withRefunds = true) {
      const session = sessions.get(id)!;
      const own = refunds.filter((refund) => refund.payment_intent === session.payment_intent);
      // A refund that failed stays failed.
      for (const refund of own) if (refund.status === 'pending') refund.status = 'succeeded';
      const amountRefunded = refundedOf(session.payment_intent!);
      return {
        id: `ch_${session.payment_intent}`,
        object: 'charge',
        amount: session.amount_total,
        amount_refunded: amountRefunded,
        refunded: amountRefunded === session.amount_total,
        currency: session.currency,
        payment_intent: session.payment_intent,
        metadata: { ...session.metadata },
        ...(withRefunds && { refunds: { object: 'list', data: own.map((refund) => ({ ...refund })) } }),
      };
    },
    /** The session ran out before the donor paid. */
    expire(id: string) {
      Object.assign(sessions.get(id)!, { status: 'expired' });
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

function lineAmounts(form: Record<string, string>): number[] {
  const amounts: number[] = [];
  for (let i = 0; `line_items[${i}][quantity]` in form; i++) {
    amounts.push(
      Number(form[`line_items[${i}][price_data][unit_amount]`]) * Number(form[`line_items[${i}][quantity]`]),
    );
  }
  return amounts;
}

/** What Stripe would answer 400 for, among the fields we send. */
function refusal(form: Record<string, string>): string | null {
  if (form.mode !== 'payment') return 'mode: must be payment';
  if (!form.success_url) return 'success_url: required';
  const amounts = lineAmounts(form);
  if (amounts.length === 0) return 'line_items: required';
  for (let i = 0; i < amounts.length; i++) {
    const line = (field: string) => form[`line_items[${i}][price_data]${field}`];
    const currency = line('[currency]') ?? '';
    if (!/^[a-z]{3}$/.test(currency)) return `line_items[${i}][price_data][currency]: lower-case ISO code`;
    if (currency !== form['line_items[0][price_data][currency]'])
      return 'line_items: one currency per session';
    const amount = Number(line('[unit_amount]'));
    if (!Number.isInteger(amount) || amount < 1)
      return `line_items[${i}][price_data][unit_amount]: a positive integer`;
    if (THREE_DECIMAL.has(currency) && amount % 10 !== 0)
      return `line_items[${i}][price_data][unit_amount]: must be a multiple of 10 for ${currency}`;
    if (!line('[product_data][name]')) return `line_items[${i}][price_data][product_data][name]: required`;
  }
  if (form.locale !== undefined && !CHECKOUT_LOCALES.has(form.locale))
    return `locale: invalid value ${form.locale}`;
  if (form.expires_at !== undefined) {
    const ahead = Number(form.expires_at) - Date.now() / 1000;
    if (ahead < 30 * 60 || ahead > 24 * 60 * 60) return 'expires_at: must be 30 minutes to 24 hours ahead';
  }
  return null;
}

/** The `metadata[name]` fields of a form body, as Stripe stores them. */
function formMetadata(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form).flatMap(([name, value]) => {
      const field = /^metadata\[(.+)\]$/.exec(name);
      return field ? [[field[1], value]] : [];
    }),
  );
}

function apiError(type: string, message: string) {
  return { error: { type, message } };
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
  });
  response.end(JSON.stringify(body));
}

/**
 * A webhook body and its Stripe-Signature header, signed the way Stripe signs them; `timestamp`
 * (unix seconds) defaults to now.
 */
export function signedStripeEvent(
  secret: string,
  event: { id?: string; type: string; object: Record<string, unknown> },
  timestamp?: number,
) {
  const body = JSON.stringify({
    id: event.id ?? `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: event.type,
    api_version: Stripe.API_VERSION,
    created: timestamp ?? Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: event.object },
  });
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp }) };
}
