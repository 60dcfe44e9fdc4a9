import { forgotPasswordBody, profileBody } from '@ataa/contract/schemas/auth';
import type { FastifyInstance } from 'fastify';
import { accountErrorCode, authenticate, requireAccount } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { RequestValidationError } from '../../http/errors.ts';
import { readCheckedForm } from '../../http/multipart.ts';
import { pathId } from '../../http/params.ts';
import { accountIdentifier, emailIdentifier, rateLimited, rawField } from '../../http/rate-limit-hooks.ts';
import { route } from '../../http/route.ts';
import * as accounts from './service.ts';

/** Sign-up, sign-in, verification, passwords and the account's own profile (contract §2). */
export async function accountRoutes(app: FastifyInstance) {
  const { ctx } = app;

  const registerLimit = rateLimited('register', (request) => emailIdentifier(rawField(request, 'email')));
  route(
    app,
    'POST /register',
    async (request) => {
      const { body, locale } = request;
      const { user, token, code } = await accounts.register(ctx, body, locale);
      const result = {
        token,
        user: await accounts.userEntity(ctx, locale, user, { withDocuments: true, verificationCode: code }),
      };
      return success(locale, result, 'auth.registered', accountErrorCode(user));
    },
    { preValidation: [registerLimit] },
  );

  const loginLimit = rateLimited('login', (request) => accountIdentifier(rawField(request, 'account')));
  route(
    app,
    'POST /login',
    async (request) => {
      const { body, locale } = request;
      const { user, token } = await accounts.login(ctx, body);
      const result = { token, user: await accounts.userEntity(ctx, locale, user, { withDocuments: true }) };
      return success(locale, result, 'auth.logged_in', accountErrorCode(user));
    },
    { preValidation: [loginLimit] },
  );

  const verifyLimit = rateLimited('verifyEmail', (request) =>
    request.auth ? String(request.auth.user.id) : undefined,
  );
  route(
    app,
    'POST /verify-email',
    async (request) => {
      const { user } = await requireAccount(request);
      const verified = await accounts.verifyEmail(ctx, user, request.body.verification_code);
      const result = {
        user: await accounts.userEntity(ctx, request.locale, verified, { withDocuments: true }),
      };
      const key = user.emailVerifiedAt ? 'auth.already_verified' : 'auth.verified';
      return success(request.locale, result, key, accountErrorCode(verified));
    },
    { preValidation: [verifyLimit] },
  );

  route(app, 'POST /verify-email/resend', async (request) => {
    const { user } = await requireAccount(request);
    await ctx.rateLimits.consume('resendCode', request.ip, String(user.id));
    const code = await accounts.resendVerification(ctx, user);
    return success(request.locale, { verification_code: code }, 'auth.code_sent');
  });

  route(app, 'POST /logout', async (request) => {
    const auth = await authenticate(request);
    if (auth) await accounts.logout(ctx, { sessionId: auth.sessionId, userId: auth.user.id });
    return success(request.locale, {}, 'auth.logged_out');
  });

  // Looking the address up and writing the code and its e-mail happen after the answer.
  const passwordResetJob = ctx.jobs.define<{ email: string }>('accounts.password-reset', ({ email }, log) =>
    accounts.forgotPassword(ctx, email, log),
  );
  route(app, 'POST /forgot-password', async (request) => {
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
    // The same one insert for every address, known or not: the answer's time tells nothing (§2).
    await passwordResetJob.enqueue(ctx.db, { email: parsed.data.email });
    return success(request.locale, {}, 'auth.reset_sent');
  });

  const resetLimit = rateLimited('resetPassword', (request) => emailIdentifier(rawField(request, 'email')));
  route(
    app,
    'POST /reset-password',
    async (request) => {
      await accounts.resetPassword(ctx, request.body);
      return success(request.locale, {}, 'auth.password_reset');
    },
    { preValidation: [resetLimit] },
  );

  route(app, 'GET /me', async (request) => {
    const { user } = await requireAccount(request);
    const body = await accounts.userEntity(ctx, request.locale, user, { withDocuments: true });
    // Notifications arrive with their own feature; until then an account has none unread.
    return success(
      request.locale,
      { ...body, unread_notifications: 0 },
      'common.fetched',
      accountErrorCode(user),
    );
  });

  route(app, 'POST /edit/profile', async (request) => {
    const { user } = await requireAccount(request);
    const { fields, files } = await readCheckedForm(request, profileBody);
    const updated = await accounts.updateProfile(
      ctx,
      user,
      fields,
      { photo: files.photo?.[0], documents: files.file ?? [] },
      request.locale,
    );
    const result = await accounts.userEntity(ctx, request.locale, updated, { withDocuments: true });
    return success(request.locale, result, 'auth.profile_updated', accountErrorCode(updated));
  });

  // A charity's own documents, for itself and for admins only (contract §14).
  route(app, 'GET /documents/:id', async (request, reply) => {
    const { user } = await requireAccount(request);
    const document = await accounts.readDocument(ctx, user, pathId(request.params.id));
    return reply
      .type(document.mime)
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', `attachment; filename="${document.fileName}"`)
      .send(document.bytes);
  });

  route(app, 'POST /change/password', async (request) => {
    const { user, sessionId } = await requireAccount(request);
    await accounts.changePassword(ctx, user, sessionId, request.body);
    return success(request.locale, {}, 'auth.password_changed');
  });
}
