import { createHash } from 'node:crypto';
import { callbackReference } from '@ataa/contract/schemas/giving';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, requireRole } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { type Answer, runOnce } from '../../http/idempotency.ts';
import { type EndpointHandler, route } from '../../http/route.ts';
import { returnOriginOf } from '../payments/index.ts';
import { cartCheckoutRecurrence, donationRecurrence, visitorCartRecurrence } from './recurrence.ts';
import {
  checkoutCart,
  type Giver,
  giveToCampaign,
  giveToSeveral,
  type Opening,
  openGift,
  paymentStatus,
  type Recurrence,
  type StartSchedule,
} from './service.ts';

/** A donor token makes the payment the donor's; charity and admin tokens give as guests (contract §6). */
export async function donorOf(request: FastifyRequest) {
  const auth = await authenticate(request);
  return auth?.user.userType === 'dooner' ? auth.user : null;
}

function giverOf(donor: Giver['donor'], body: { name?: string; email?: string; mobile?: string }): Giver {
  return donor ? { donor } : { donor: null, name: body.name, email: body.email, mobile: body.mobile };
}

/**
 * A guest has no account to scope a key to, so the request names its caller: the e-mail it gives
 * (hashed; 128 bits keep within the column). Two visitors who send the same key never meet, and
 * one who reuses a key with another body still gets 409 from the body's hash (contract §1.4).
 */
function guestCaller(body: unknown): string {
  const email = (body as { email?: string } | undefined)?.email ?? '';
  return `g${createHash('sha256').update(email).digest('hex').slice(0, 32)}`;
}

/** The request's language, and the front end to come back to when it is another allowed origin. */
export const openingOf = (request: FastifyRequest): Opening => ({
  locale: request.locale,
  returnOrigin: returnOriginOf(request.headers.origin, request.server.ctx.config.corsOrigins),
});

/** Runs a payment-creating handler once per Idempotency-Key and sends its (first) answer. */
export async function createOnce(
  request: FastifyRequest,
  reply: FastifyReply,
  donor: Giver['donor'],
  create: () => Promise<Answer['body']>,
) {
  const key = request.headers['idempotency-key'];
  const answer = await runOnce(
    request.server.ctx,
    {
      key: typeof key === 'string' ? key.trim() : undefined,
      caller: donor ? `u${donor.id}` : guestCaller(request.body),
      route: request.routeOptions.url ?? request.url,
      body: request.body,
    },
    async () => ({ statusCode: 201, body: await create() }),
  );
  return reply.code(answer.statusCode).send(answer.body);
}

/**
 * The checkouts, the return pages' calls and the gift page. `startSchedule` makes a checkout the
 * first charge of the schedule its request asks for (`ongoing_charity`, `pay_type`): scheduled
 * giving is a module above this one, which api.ts gives here.
 */
export async function givingRoutes(
  app: FastifyInstance,
  { startSchedule }: { startSchedule: StartSchedule },
) {
  const { ctx } = app;
  const recurring = (recurrence: Recurrence | null) =>
    recurrence ? { recurrence, start: startSchedule } : null;

  route(app, 'POST /donations', async (request, reply) => {
    const donor = await donorOf(request);
    return createOnce(request, reply, donor, async () => {
      const checkout = await giveToCampaign(
        ctx,
        openingOf(request),
        giverOf(donor, request.body),
        request.body,
        recurring(donationRecurrence(request.body)),
      );
      return success(
        request.locale,
        { gateway_url: checkout.url, reference: checkout.reference },
        'payments.checkout_ready',
      );
    });
  });

  route(app, 'POST /visitor/cart', async (request, reply) => {
    const donor = await donorOf(request);
    return createOnce(request, reply, donor, async () => {
      const checkout = await giveToSeveral(
        ctx,
        openingOf(request),
        giverOf(donor, request.body),
        request.body,
        recurring(visitorCartRecurrence(request.body)),
      );
      return success(request.locale, checkout, 'payments.checkout_ready');
    });
  });

  route(app, 'POST /doner/campaigns/create', async (request, reply) => {
    const { user } = await requireRole(request, 'dooner');
    return createOnce(request, reply, user, async () => {
      const checkout = await checkoutCart(
        ctx,
        openingOf(request),
        user,
        request.body,
        recurring(cartCheckoutRecurrence(request.body)),
      );
      return success(request.locale, checkout, 'payments.checkout_ready');
    });
  });

  // The return pages' calls (contract §6): the reference comes from the query or the body.
  const callback: EndpointHandler<'POST /donations/callback'> = async (request) => {
    const fromBody = callbackReference.safeParse(request.body ?? {});
    const sources = [request.query, fromBody.success ? fromBody.data : {}];
    const reference = sources
      .flatMap((source) => [source.session, source.razorpay_payment_link_id, source.paymentResponse])
      .find((value) => value !== undefined && value !== '');
    if (!reference) throw AppError.validation('session', 'payments.errors.reference_required');
    return success(
      request.locale,
      await paymentStatus(ctx, request.locale, reference, await donorOf(request)),
      'payments.status_read',
    );
  };
  route(app, 'POST /donations/callback', callback);
  route(app, 'POST /visitor/donations/callback', callback);

  route(app, 'GET /gift/:token', async (request) =>
    success(request.locale, await openGift(ctx, request.locale, request.params.token)),
  );
}
