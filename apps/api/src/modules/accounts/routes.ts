import {
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  profileBody,
  registerBody,
  resetPasswordBody,
  verifyEmailBody,
} from '@ataa/contract/schemas/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountErrorCode, authenticate, requireAccount } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { RequestValidationError } from '../../http/errors.ts';
import { readForm } from '../../http/multipart.ts';
import { typed } from '../../http/route-helpers.ts';
import { presentUser } from './present.ts';
import * as accounts from './service.ts';
import { revokeSession } from './sessions.ts';

const tags = ['Accounts'];
/** Checks the token before the body, so an anonymous caller gets 401 rather than 422. */
const account = { security: [{ bearerAuth: [] }] };
const signedIn = async (request: FastifyRequest) => {
  await requireAccount(request);
};

export async function accountRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const { ctx } = fastify;

  app.post('/register', { schema: { tags, body: registerBody } }, async (request, reply) => {
    const { body, locale } = request;
    await ctx.rateLimits.consume('register', request.ip, body.email);
    const { user, token, code } = await accounts.register(ctx, body, locale);
    const result = {
      token,
      user: await presentUser(ctx, locale, user, { withDocuments: true, verificationCode: code }),
    };
    return reply.code(201).send(success(locale, result, 'auth.registered', accountErrorCode(user)));
  });

  app.post('/login', { schema: { tags, body: loginBody } }, async (request) => {
    const { body, locale } = request;
    await ctx.rateLimits.consume('login', request.ip, body.account.toLowerCase());
    const { user, token } = await accounts.login(ctx, body);
    const result = { token, user: await presentUser(ctx, locale, user, { withDocuments: true }) };
    return success(locale, result, 'auth.logged_in', accountErrorCode(user));
  });

  app.post(
    '/verify-email',
    { preValidation: signedIn, schema: { tags, ...account, body: verifyEmailBody } },
    async (request) => {
      const { user } = await requireAccount(request);
      await ctx.rateLimits.consume('verifyEmail', request.ip, String(user.id));
      const verified = await accounts.verifyEmail(ctx, user, request.body.verification_code);
      const result = { user: await presentUser(ctx, request.locale, verified, { withDocuments: true }) };
      const key = user.emailVerifiedAt ? 'auth.already_verified' : 'auth.verified';
      return success(request.locale, result, key, accountErrorCode(verified));
    },
  );

  app.post('/verify-email/resend', { schema: { tags, ...account } }, async (request) => {
    const { user } = await requireAccount(request);
    await ctx.rateLimits.consume('resendCode', request.ip, String(user.id));
    const code = await accounts.resendVerification(ctx, user);
    return success(request.locale, { verification_code: code }, 'auth.code_sent');
  });

  app.post('/logout', { schema: { tags } }, async (request) => {
    const auth = await authenticate(request);
    if (auth) await revokeSession(ctx.db, auth.sessionId);
    return success(request.locale, {}, 'auth.logged_out');
  });

  app.post('/forgot-password', { schema: { tags } }, async (request) => {
    const auth = await authenticate(request);
    // Compatibility (contract §2): the original verify page's "Resend" button calls this endpoint.
    if (auth && !auth.user.emailVerifiedAt) {
      await ctx.rateLimits.consume('resendCode', request.ip, String(auth.user.id));
      const code = await accounts.resendVerification(ctx, auth.user);
      return success(request.locale, { verification_code: code }, 'auth.code_sent');
    }
    const parsed = forgotPasswordBody.safeParse(request.body ?? {});
    if (!parsed.success) throw new RequestValidationError(parsed.error.issues);
    await ctx.rateLimits.consume('forgotPassword', request.ip, parsed.data.email);
    await accounts.forgotPassword(ctx, parsed.data.email, request.log);
    return success(request.locale, {}, 'auth.reset_sent');
  });

  app.post('/reset-password', { schema: { tags, body: resetPasswordBody } }, async (request) => {
    await ctx.rateLimits.consume('resetPassword', request.ip, request.body.email);
    await accounts.resetPassword(ctx, request.body);
    return success(request.locale, {}, 'auth.password_reset');
  });

  app.get('/me', { schema: { tags, ...account } }, async (request) => {
    const { user } = await requireAccount(request);
    const body = await presentUser(ctx, request.locale, user, { withDocuments: true });
    // Notifications arrive with their own feature; until then an account has none unread.
    return success(
      request.locale,
      { ...body, unread_notifications: 0 },
      'common.fetched',
      accountErrorCode(user),
    );
  });

  app.post(
    '/edit/profile',
    { schema: { tags, ...account, consumes: ['multipart/form-data', 'application/json'] } },
    async (request) => {
      const { user } = await requireAccount(request);
      const form = await readForm(request);
      const parsed = profileBody.safeParse(form.fields);
      if (!parsed.success) throw new RequestValidationError(parsed.error.issues);
      const updated = await accounts.updateProfile(
        ctx,
        user,
        parsed.data,
        { photo: form.files.photo?.[0], documents: form.files.file ?? [] },
        request.locale,
      );
      const result = await presentUser(ctx, request.locale, updated, { withDocuments: true });
      return success(request.locale, result, 'auth.profile_updated', accountErrorCode(updated));
    },
  );

  app.post(
    '/change/password',
    { preValidation: signedIn, schema: { tags, ...account, body: changePasswordBody } },
    async (request) => {
      const { user, sessionId } = await requireAccount(request);
      await accounts.changePassword(ctx, user, sessionId, request.body);
      return success(request.locale, {}, 'auth.password_changed');
    },
  );
}
