import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** Checkout's languages (Stripe.js "supported locales"): Stripe refuses any other, Arabic included. */
const CHECKOUT_LOCALES = new Set(
  'auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW'.split(
    ' ',
  ),
);
const THREE_DECIMAL = new Set(['bhd', 'jod', 'kwd', 'omr', 'tnd']);

type FakeStripeMode = 'normal' | 'error' | 'hang' | 'lose-answers';

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
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  mode: 'payment' | 'setup';
  /** Set once the donor has finished a session that keeps the method (a customer's). */
  customer: string | null;
  /** A setup session's SetupIntent, once finished. */
  setup_intent: string | null;
  /** `payment_intent_data[setup_future_usage]`: the payment also saves the method. */
  saves_method: boolean;
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

/** What a saved card does when charged without the donor: the tester's choice, as on the sandbox. */
export type SavedCardBehaviour = 'succeed' | 'decline' | 'authenticate';

interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string };
  customer: string | null;
  behaviour: SavedCardBehaviour;
}

interface FakeIntent {
  id: string;
  object: 'payment_intent' | 'setup_intent';
  status: string;
  amount?: number;
  currency?: string;
  customer: string | null;
  payment_method: string | null;
  metadata: Record<string, string>;
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } } | null;
}

/** An answer kept under its Idempotency-Key: Stripe replays it, errors included, for the same key. */
interface Replay {
  status: number;
  body: unknown;
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
  const methods = new Map<string, FakePaymentMethod>();
  const intents = new Map<string, FakeIntent>();
  const replays = new Map<string, Replay>();
  /** Each PaymentIntent made without the donor, with the key it was asked with. */
  const offSessionCharges: Array<{ key: string; intent: FakeIntent }> = [];
  const state = { mode: 'normal' as FakeStripeMode, latencyMs: 0 };

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
      setTimeout(() => {
        if (state.mode === 'error') return send(response, 500, apiError('api_error', 'Something went wrong'));
        if (state.mode !== 'lose-answers') return route(request, response, form);
        // Done, and the answer lost on the way: the connection drops before a byte of it.
        route(request, new ServerResponse(request), form);
        request.socket.destroy();
      }, state.latencyMs);
    });
  });

  function route(request: IncomingMessage, response: ServerResponse, form: Record<string, string>) {
    const [path = '', query = ''] = (request.url ?? '').split('?');
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
    if (request.method === 'POST' && path === '/v1/payment_intents')
      return replayed(request, response, () =>
        createIntent(form, String(request.headers['idempotency-key'])),
      );
    const intentAction = /^\/v1\/payment_intents\/([\w-]+)(\/confirm|\/cancel)?$/.exec(path);
    const intent = intentAction && intents.get(intentAction[1]!);
    if (intent && request.method === 'GET') return send(response, 200, intent);
    if (intent && intentAction[2] === '/confirm')
      return replayed(request, response, () => confirmIntent(intent, form));
    if (intent && intentAction[2] === '/cancel') return cancelIntent(response, intent);
    const expiring = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(path);
    if (request.method === 'POST' && expiring) return expireSession(response, expiring[1]!);
    const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    const session = retrieve && sessions.get(retrieve[1]!);
    if (request.method === 'GET' && session) return send(response, 200, expanded(session, query));
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
      payment_status: form.mode === 'setup' ? 'no_payment_required' : 'unpaid',
      mode: form.mode as FakeSession['mode'],
      customer: null,
      setup_intent: null,
      saves_method: form['payment_intent_data[setup_future_usage]'] === 'off_session',
      currency: form.currency ?? form['line_items[0][price_data][currency]']!,
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

  /** Answers once per Idempotency-Key: a repeated key gets the first answer again, and nothing runs twice. */
  function replayed(request: IncomingMessage, response: ServerResponse, run: () => Replay) {
    const key = request.headers['idempotency-key'];
    const kept = typeof key === 'string' ? replays.get(key) : undefined;
    const answer = kept ?? run();
    if (typeof key === 'string') replays.set(key, answer);
    send(response, answer.status, answer.body);
  }

  /** A session as retrieved, with `expand[]` of its intents and their payment methods. */
  function expanded(session: FakeSession, query: string) {
    const expand = [...new URLSearchParams(query)]
      .filter(([name]) => /^expand\[\d*\]$/.test(name))
      .map(([, value]) => value);
    const withMethod = (id: string | null) => {
      const found = id ? intents.get(id) : undefined;
      return found && { ...found, payment_method: methods.get(found.payment_method ?? '') ?? null };
    };
    return {
      ...session,
      ...(expand.some((field) => field.startsWith('setup_intent')) && session.setup_intent
        ? { setup_intent: withMethod(session.setup_intent) }
        : {}),
      ...(expand.some((field) => field.startsWith('payment_intent')) && session.payment_intent
        ? { payment_intent: withMethod(session.payment_intent) }
        : {}),
    };
  }

  function newMethod(customer: string, behaviour: SavedCardBehaviour) {
    const method: FakePaymentMethod = {
      id: `pm_test_${randomBytes(12).toString('hex')}`,
      object: 'payment_method',
      type: 'card',
      card: {
        brand: 'visa',
        last4: behaviour === 'succeed' ? '4242' : behaviour === 'decline' ? '0341' : '3155',
      },
      customer,
      behaviour,
    };
    methods.set(method.id, method);
    return method;
  }

  function newIntent(values: Omit<FakeIntent, 'id' | 'next_action'>) {
    const prefix = values.object === 'setup_intent' ? 'seti' : 'pi';
    const intent: FakeIntent = {
      id: `${prefix}_test_${randomBytes(12).toString('hex')}`,
      next_action: null,
      ...values,
    };
    intents.set(intent.id, intent);
    return intent;
  }

  /** `POST /v1/payment_intents` confirmed off-session: what the saved card does decides the answer. */
  function createIntent(form: Record<string, string>, key: string): Replay {
    const method = methods.get(form.payment_method ?? '');
    if (!method) return { status: 400, body: apiError('invalid_request_error', 'No such PaymentMethod') };
    if (method.customer !== (form.customer ?? null))
      return {
        status: 400,
        body: apiError('invalid_request_error', 'The PaymentMethod is not attached to this customer'),
      };
    if (form.off_session !== 'true' || form.confirm !== 'true')
      return { status: 400, body: apiError('invalid_request_error', 'off_session and confirm expected') };
    const intent = newIntent({
      object: 'payment_intent',
      status: 'requires_payment_method',
      amount: Number(form.amount),
      currency: form.currency!,
      customer: method.customer,
      payment_method: method.id,
      metadata: formMetadata(form),
    });
    offSessionCharges.push({ key, intent });
    if (method.behaviour === 'succeed') {
      intent.status = 'succeeded';
      return { status: 200, body: intent };
    }
    const code = method.behaviour === 'decline' ? 'card_declined' : 'authentication_required';
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code,
          message: `Your card was declined (${code}).`,
          payment_intent: intent,
        },
      },
    };
  }

  /** The donor is present: a card that asks for authentication gets the bank's page. */
  function confirmIntent(intent: FakeIntent, form: Record<string, string>): Replay {
    if (!form.return_url)
      return { status: 400, body: apiError('invalid_request_error', 'return_url required') };
    intent.status = 'requires_action';
    intent.next_action = {
      type: 'redirect_to_url',
      redirect_to_url: { url: `${url}/3ds/${intent.id}`, return_url: form.return_url },
    };
    return { status: 200, body: intent };
  }

  function cancelIntent(response: ServerResponse, intent: FakeIntent) {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return send(
        response,
        400,
        apiError(
          'invalid_request_error',
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        ),
      );
    }
    intent.status = 'canceled';
    send(response, 200, intent);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** The value for STRIPE_API_URL. */
    url,
    calls,
    sessions,
    refunds,
    intents,
    /** The PaymentIntents made without the donor, in order: one per charge Stripe made. */
    offSessionCharges,
    /** 'error' answers every call with a 500; 'hang' never answers; 'lose-answers' does what is asked and drops the connection instead of answering. */
    setMode(mode: FakeStripeMode) {
      state.mode = mode;
    },
    /** Every answer waits this long, as Stripe's do over the network. */
    setLatency(ms: number) {
      state.latencyMs = ms;
    },
    /**
     * The donor paid on the hosted page; a session that keeps the method keeps the card given,
     * which later does `behaviour` when charged without the donor.
     */
    pay(id: string, behaviour: SavedCardBehaviour = 'succeed') {
      const session = sessions.get(id)!;
      const customer = session.saves_method ? `cus_test_${randomBytes(8).toString('hex')}` : null;
      const method = customer ? newMethod(customer, behaviour) : null;
      const intent = newIntent({
        object: 'payment_intent',
        status: 'succeeded',
        amount: session.amount_total,
        currency: session.currency,
        customer,
        payment_method: method?.id ?? null,
        metadata: { ...session.metadata },
      });
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: intent.id,
        customer,
      });
    },
    /** The donor finished a setup session with a card that later does `behaviour`. */
    completeSetup(id: string, behaviour: SavedCardBehaviour = 'succeed') {
      const session = sessions.get(id)!;
      const customer = `cus_test_${randomBytes(8).toString('hex')}`;
      const method = newMethod(customer, behaviour);
      const intent = newIntent({
        object: 'setup_intent',
        status: 'succeeded',
        customer,
        payment_method: method.id,
        metadata: { ...session.metadata },
      });
      Object.assign(session, { status: 'complete', setup_intent: intent.id, customer });
    },
    /** The donor authenticated a charge on the bank's page: the PaymentIntent succeeds. */
    authenticate(intentId: string) {
      const intent = intents.get(intentId)!;
      Object.assign(intent, { status: 'succeeded', next_action: null });
      return intent;
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
  if (!form.success_url) return 'success_url: required';
  if (form.mode === 'setup') {
    if (!/^[a-z]{3}$/.test(form.currency ?? '')) return 'currency: required in setup mode';
    if ('line_items[0][quantity]' in form) return 'line_items: not allowed in setup mode';
    return null;
  }
  if (form.mode !== 'payment') return 'mode: must be payment or setup';
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
