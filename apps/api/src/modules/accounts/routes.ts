import {
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  profileBody,
  registerBody,
  resetPasswordBody,
  verifyEmailBody,
} from '@ataa/contract/schemas/auth';
import { authResult, empty, envelope, me, user } from '@ataa/contract/schemas/entities';
import { z } from '@ataa/contract/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountErrorCode, authenticate, requireAccount } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { RequestValidationError } from '../../http/errors.ts';
import { readForm } from '../../http/multipart.ts';
import { pathId } from '../../http/params.ts';
import { accountIdentifier, emailIdentifier, rateLimited, rawField } from '../../http/rate-limit-hooks.ts';
import { typed } from '../../http/route-helpers.ts';
import { presentUser } from './present.ts';
import * as accounts from './service.ts';
import { revokeSession } from './sessions.ts';

const tags = ['Accounts'];
const codeResult = z.object({ verification_code: z.string().nullable() });
/** Checks the token before the body, so an anonymous caller gets 401 rather than 422. */
const account = { security: [{ bearerAuth: [] }] };
const signedIn = async (request: FastifyRequest) => {
  await requireAccount(request);
};

export async function accountRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const { ctx } = fastify;

  const registerLimit = rateLimited('register', (request) => emailIdentifier(rawField(request, 'email')));
  app.post(
    '/register',
    {
      preValidation: [registerLimit],
      schema: { tags, body: registerBody, response: { 201: envelope(authResult) } },
    },
    async (request, reply) => {
      const { body, locale } = request;
      const { user, token, code } = await accounts.register(ctx, body, locale);
      const result = {
        token,
        user: await presentUser(ctx, locale, user, { withDocuments: true, verificationCode: code }),
      };
      return reply.code(201).send(success(locale, result, 'auth.registered', accountErrorCode(user)));
    },
  );

  const loginLimit = rateLimited('login', (request) => accountIdentifier(rawField(request, 'account')));
  app.post(
    '/login',
    {
      preValidation: [loginLimit],
      schema: { tags, body: loginBody, response: { 200: envelope(authResult) } },
    },
    async (request) => {
      const { body, locale } = request;
      const { user, token } = await accounts.login(ctx, body);
      const result = { token, user: await presentUser(ctx, locale, user, { withDocuments: true }) };
      return success(locale, result, 'auth.logged_in', accountErrorCode(user));
    },
  );

  const verifyLimit = rateLimited('verifyEmail', (request) =>
    request.auth ? String(request.auth.user.id) : undefined,
  );
  app.post(
    '/verify-email',
    {
      preValidation: [signedIn, verifyLimit],
      schema: { tags, ...account, body: verifyEmailBody, response: { 200: envelope(z.object({ user })) } },
    },
    async (request) => {
      const { user } = await requireAccount(request);
      const verified = await accounts.verifyEmail(ctx, user, request.body.verification_code);
      const result = { user: await presentUser(ctx, request.locale, verified, { withDocuments: true }) };
      const key = user.emailVerifiedAt ? 'auth.already_verified' : 'auth.verified';
      return success(request.locale, result, key, accountErrorCode(verified));
    },
  );

  app.post(
    '/verify-email/resend',
    { schema: { tags, ...account, response: { 200: envelope(codeResult) } } },
    async (request) => {
      const { user } = await requireAccount(request);
      await ctx.rateLimits.consume('resendCode', request.ip, String(user.id));
      const code = await accounts.resendVerification(ctx, user);
      return success(request.locale, { verification_code: code }, 'auth.code_sent');
    },
  );

  app.post('/logout', { schema: { tags, response: { 200: envelope(empty) } } }, async (request) => {
    const auth = await authenticate(request);
    if (auth) await revokeSession(ctx.db, auth.sessionId);
    return success(request.locale, {}, 'auth.logged_out');
  });

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        description:
          'Body `{email}`. With the token of an unverified account, re-issues its verification code instead (contract §2).',
        response: { 200: envelope(z.union([codeResult, empty])) },
      },
    },
    async (request) => {
      const auth = await authenticate(request);
      // Compatibility (contract §2): the original verify page's "Resend" button calls this endpoint.
      if (auth && !auth.user.emailVerifiedAt) {
        await ctx.rateLimits.consume('resendCode', request.ip, String(auth.user.id));
        const code = await accounts.resendVerification(ctx, auth.user);
        return success(request.locale, { verification_code: code }, 'auth.code_sent');
      }
      await ctx.rateLimits.consume('forgotPassword', request.ip, emailIdentifier(rawField(request, 'email')));
      const parsed = forgotPasswordBody.safeParse(request.body ?? {});
      if (!parsed.success) throw new RequestValidationError(parsed.error.issues);
      await accounts.forgotPassword(ctx, parsed.data.email, request.log);
      return success(request.locale, {}, 'auth.reset_sent');
    },
  );

  const resetLimit = rateLimited('resetPassword', (request) => emailIdentifier(rawField(request, 'email')));
  app.post(
    '/reset-password',
    {
      preValidation: [resetLimit],
      schema: { tags, body: resetPasswordBody, response: { 200: envelope(empty) } },
    },
    async (request) => {
      await accounts.resetPassword(ctx, request.body);
      return success(request.locale, {}, 'auth.password_reset');
    },
  );

  app.get('/me', { schema: { tags, ...account, response: { 200: envelope(me) } } }, async (request) => {
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
    {
      schema: {
        tags,
        ...account,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: envelope(user) },
      },
    },
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

  // A charity's own documents, for itself and for admins only (contract §14).
  app.get<{ Params: { id: string } }>(
    '/documents/:id',
    { schema: { tags, ...account, produces: ['application/pdf', 'image/webp'] } },
    async (request, reply) => {
      const { user } = await requireAccount(request);
      const document = await accounts.readDocument(ctx, user, pathId(request.params.id));
      return reply
        .type(document.mime)
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="${document.fileName}"`)
        .send(document.bytes);
    },
  );

  app.post(
    '/change/password',
    {
      preValidation: [signedIn],
      schema: { tags, ...account, body: changePasswordBody, response: { 200: envelope(empty) } },
    },
    async (request) => {
      const { user, sessionId } = await requireAccount(request);
      await accounts.changePassword(ctx, user, sessionId, request.body);
      return success(request.locale, {}, 'auth.password_changed');
    },
  );
}
