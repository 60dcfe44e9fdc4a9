import { envelope } from '@ataa/contract/schemas/entities';
import {
  callbackReference,
  cartCheckout,
  cartCheckoutBody,
  donationBody,
  donationCheckout,
  gift,
  paymentResult,
  visitorCartBody,
} from '@ataa/contract/schemas/giving';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, requireRole } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { typed } from '../../http/route-helpers.ts';
import { type Answer, runOnce } from './idempotency.ts';
import { openGift, paymentStatus } from './outcome.ts';
import { checkoutCart, type Giver, giveToCampaign, giveToSeveral } from './service.ts';

const tags = ['Giving'];

/** A donor token makes the payment the donor's; charity and admin tokens give as guests (contract §6). */
async function donorOf(request: FastifyRequest) {
  const auth = await authenticate(request);
  return auth?.user.userType === 'dooner' ? auth.user : null;
}

function giverOf(donor: Giver['donor'], body: { name?: string; email?: string; mobile?: string }): Giver {
  return donor ? { donor } : { donor: null, name: body.name, email: body.email, mobile: body.mobile };
}

/** Runs a payment-creating handler once per Idempotency-Key and sends its (first) answer. */
async function createOnce(
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
      caller: donor ? `u${donor.id}` : 'guest',
      route: request.routeOptions.url ?? request.url,
      body: request.body,
    },
    async () => ({ statusCode: 201, body: await create() }),
  );
  return reply.code(answer.statusCode).send(answer.body);
}

export async function givingRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const api = typed(app);

  api.post(
    '/donations',
    { schema: { tags, body: donationBody, response: { 201: envelope(donationCheckout) } } },
    async (request, reply) => {
      const donor = await donorOf(request);
      return createOnce(request, reply, donor, async () => {
        const checkout = await giveToCampaign(
          ctx,
          request.locale,
          giverOf(donor, request.body),
          request.body,
        );
        return success(
          request.locale,
          { gateway_url: checkout.url, reference: checkout.reference },
          'payments.checkout_ready',
        );
      });
    },
  );

  api.post(
    '/visitor/cart',
    { schema: { tags, body: visitorCartBody, response: { 201: envelope(cartCheckout) } } },
    async (request, reply) => {
      const donor = await donorOf(request);
      return createOnce(request, reply, donor, async () => {
        const checkout = await giveToSeveral(ctx, request.locale, giverOf(donor, request.body), request.body);
        return success(request.locale, checkout, 'payments.checkout_ready');
      });
    },
  );

  api.post(
    '/doner/campaigns/create',
    {
      // Who may call is answered before what was sent (401/403 before 422).
      preValidation: [(request) => requireRole(request, 'dooner')],
      schema: { tags, body: cartCheckoutBody, response: { 201: envelope(cartCheckout) } },
    },
    async (request, reply) => {
      const { user } = await requireRole(request, 'dooner');
      return createOnce(request, reply, user, async () => {
        const checkout = await checkoutCart(ctx, request.locale, user, request.body);
        return success(request.locale, checkout, 'payments.checkout_ready');
      });
    },
  );

  // The return pages' calls (contract §6): the reference comes from the query or the body.
  for (const path of ['/donations/callback', '/visitor/donations/callback']) {
    api.post(
      path,
      { schema: { tags, querystring: callbackReference, response: { 200: envelope(paymentResult) } } },
      async (request) => {
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
      },
    );
  }

  app.get<{ Params: { token: string } }>(
    '/gift/:token',
    { schema: { tags, response: { 200: envelope(gift) } } },
    async (request) => success(request.locale, await openGift(ctx, request.locale, request.params.token)),
  );
}
