import { normalizeMobile } from '@ataa/contract/digits';
import type { Locale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/messages';
import type { LoginBody, ProfileBody, RegisterBody } from '@ataa/contract/schemas/auth';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import type { users } from '../../db/schema.ts';
import { AppError, type FieldProblem } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { renderEmail } from '../../mail/templates.ts';
import { notifyAdmins } from '../../notify/notify.ts';
import { acceptDocument, acceptImage } from '../../storage/uploads.ts';
import { type CodeCheck, issueCode, MAX_WRONG_TRIES, useCode } from './codes.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { displayName, presentUserRow, type UserEntity } from './present.ts';
import {
  accountsUsing,
  countryExists,
  documentsOf,
  findCountry,
  findDocument,
  findUserBy,
  insertDocuments,
  insertUser,
  lockPhotoPath,
  updateAndReadUser,
  updateUser,
} from './queries.ts';
import { createSession, revokeSession, revokeUserSessions, type UserRow } from './sessions.ts';
import type { AccountServices } from './verified-followers.ts';

const MAX_DOCUMENTS_PER_REQUEST = 5;

/**
 * Checks what only the database knows: e-mail and mobile are unique across accounts (contract §2)
 * and the country exists. Every failed field is reported at once, like the schema's own errors.
 */
async function assertAvailable(
  db: Queryable,
  values: { email?: string; mobile?: string; countryId?: number },
  exceptUserId?: number,
) {
  const fields: Record<string, FieldProblem> = {};
  if (values.email || values.mobile) {
    const taken = await accountsUsing(db, values, exceptUserId);
    if (values.email && taken.some((row) => row.email === values.email))
      fields.email = { key: 'validation.email_taken' };
    if (values.mobile && taken.some((row) => row.mobile === values.mobile))
      fields.mobile = { key: 'validation.mobile_taken' };
  }
  if (values.countryId !== undefined) {
    if (!(await countryExists(db, values.countryId))) fields.country_id = { key: 'validation.not_found_ref' };
  }
  if (Object.keys(fields).length > 0) throw new AppError(422, 'errors.validation', fields);
}

/** A unique index refused the write: two requests raced for the same e-mail or mobile. */
const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === '23505' ||
  (error as { code?: string }).code === '23505';

async function sendCode(
  ctx: Pick<Infrastructure, 'mail'>,
  tx: Queryable,
  user: UserRow,
  purpose: 'verify_email' | 'reset_password',
  code: string,
) {
  const verify = purpose === 'verify_email';
  await ctx.mail.enqueue(
    tx,
    renderEmail({
      to: user.email,
      locale: user.locale,
      name: displayName(user, user.locale),
      subject: { key: verify ? 'mail.verify_subject' : 'mail.reset_subject' },
      paragraphs: [translate(user.locale, verify ? 'mail.verify_intro' : 'mail.reset_intro')],
      code,
    }),
  );
}

/** The code for an API answer: shown only when no e-mail transport is configured (contract §1.10). */
const visibleCode = (ctx: Pick<Infrastructure, 'mail'>, code: string) =>
  ctx.mail.transportConfigured ? null : code;

export async function register(
  ctx: Pick<Infrastructure, 'db' | 'mail'>,
  input: RegisterBody,
  locale: Locale,
) {
  await assertAvailable(ctx.db, { email: input.email, mobile: input.mobile, countryId: input.country_id });
  const passwordHash = await hashPassword(input.password);
  const names =
    input.user_type === 'dooner'
      ? { firstName: input.first_name, lastName: input.last_name }
      : {
          charityNameAr: input['charity_name:ar'],
          charityNameEn: input['charity_name:en'],
          approvalStatus: 'pending' as const,
        };
  try {
    return await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        userType: input.user_type,
        email: input.email,
        mobile: input.mobile,
        passwordHash,
        countryId: input.country_id,
        locale,
        ...names,
      });
      const code = await issueCode(tx, user.id, 'verify_email');
      await sendCode(ctx, tx, user, 'verify_email', code);
      // The staff's queue: a new charity waits for their review.
      if (user.userType === 'charity') {
        await notifyAdmins(tx, {
          type: 'charity_registered',
          data: { user_id: user.id },
          eventKey: `charity_registered:${user.id}`,
        });
      }
      const token = await createSession(tx, user, false);
      return { user, token, code: visibleCode(ctx, code) };
    });
  } catch (error) {
    // Two sign-ups racing for the same address: the unique index decides, the loser gets the field error.
    if (isUniqueViolation(error)) await assertAvailable(ctx.db, { email: input.email, mobile: input.mobile });
    throw error;
  }
}

export async function login(ctx: Pick<Infrastructure, 'db'>, input: LoginBody) {
  const account = input.account.includes('@') ? input.account.toLowerCase() : normalizeMobile(input.account);
  const user = account
    ? await findUserBy(ctx.db, input.account.includes('@') ? { email: account } : { mobile: account })
    : undefined;
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) throw AppError.validation('account', 'validation.credentials');
  const token = await createSession(ctx.db, user, input.remember_me ?? false);
  return { user, token };
}

function codeError(field: string, check: Exclude<CodeCheck, 'ok'>) {
  return AppError.validation(
    field,
    check === 'exhausted' ? 'validation.code_exhausted' : 'validation.code_invalid',
  );
}

/**
 * The answer to a wrong reset code must not tell whether the address has an account (contract §2).
 * A real code counts its own wrong tries; with no account, or no open code, a counter per address
 * stands in, so the fifth wrong try says "ask for a new code" either way.
 */
async function resetCodeError(
  ctx: Pick<Infrastructure, 'rateLimits'>,
  email: string,
  check: Exclude<CodeCheck, 'ok'>,
) {
  const tries = await ctx.rateLimits.countWrongResetCode(email);
  if (check !== 'none') return codeError('code', check);
  return codeError('code', tries === MAX_WRONG_TRIES ? 'exhausted' : 'invalid');
}

/** The modules above the accounts follow an address just verified, in its transaction. */
async function followVerification(ctx: { accounts: AccountServices }, tx: Queryable, user: UserRow) {
  for (const follow of ctx.accounts.verifiedFollowers) await follow(tx, user);
}

export async function verifyEmail(
  ctx: Pick<Infrastructure, 'db'> & { accounts: AccountServices },
  user: UserRow,
  code: string,
): Promise<UserRow> {
  if (user.emailVerifiedAt) return user;
  // The wrong-try count must be committed even though the request then fails.
  const outcome = await ctx.db.transaction(async (tx) => {
    const check = await useCode(tx, user.id, 'verify_email', code);
    if (check !== 'ok') return { check } as const;
    const updated = await updateAndReadUser(tx, user.id, {
      emailVerifiedAt: new Date(),
      updatedAt: new Date(),
    });
    await followVerification(ctx, tx, updated);
    return { check, user: updated } as const;
  });
  if (outcome.check !== 'ok') throw codeError('verification_code', outcome.check);
  return outcome.user;
}

export async function resendVerification(
  ctx: Pick<Infrastructure, 'db' | 'mail'>,
  user: UserRow,
): Promise<string | null> {
  if (user.emailVerifiedAt) throw AppError.conflict('auth.already_verified');
  return ctx.db.transaction(async (tx) => {
    const code = await issueCode(tx, user.id, 'verify_email');
    await sendCode(ctx, tx, user, 'verify_email', code);
    return visibleCode(ctx, code);
  });
}

export async function forgotPassword(
  ctx: Pick<Infrastructure, 'db' | 'mail'>,
  email: string,
  log: { info: (o: object, m: string) => void },
) {
  const user = await findUserBy(ctx.db, { email });
  if (!user) return;
  const code = await ctx.db.transaction(async (tx) => {
    const issued = await issueCode(tx, user.id, 'reset_password');
    await sendCode(ctx, tx, user, 'reset_password', issued);
    return issued;
  });
  // Contract §1.10: with no e-mail transport the reset code goes to the server log, never to the API.
  if (!ctx.mail.transportConfigured)
    log.info({ userId: user.id, resetCode: code }, 'password reset code (no e-mail transport)');
}

export async function resetPassword(
  ctx: Pick<Infrastructure, 'db' | 'rateLimits'> & { accounts: AccountServices },
  input: { email: string; code: string; password: string },
) {
  // Hashed before the lookup, so an unknown address answers no faster than a known one (contract §2).
  const passwordHash = await hashPassword(input.password);
  const user = await findUserBy(ctx.db, { email: input.email });
  if (!user) throw await resetCodeError(ctx, input.email, 'none');
  const check = await ctx.db.transaction(async (tx) => {
    const result = await useCode(tx, user.id, 'reset_password', input.code);
    if (result !== 'ok') return result;
    // Receiving the code proves the address, so it also counts as verified.
    await updateUser(tx, user.id, {
      passwordHash,
      emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
      updatedAt: new Date(),
    });
    if (!user.emailVerifiedAt) await followVerification(ctx, tx, user);
    await revokeUserSessions(tx, user.id);
    return result;
  });
  if (check !== 'ok') throw await resetCodeError(ctx, input.email, check);
}

export async function changePassword(
  ctx: Pick<Infrastructure, 'db'>,
  user: UserRow,
  sessionId: number,
  input: { current_password: string; password: string },
) {
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw AppError.validation('current_password', 'validation.current_password');
  }
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, updatedAt: new Date() });
    await revokeUserSessions(tx, user.id, sessionId);
  });
}

/** `/edit/profile`: a partial update; fields that do not belong to the role are ignored (§1.13). */
export async function updateProfile(
  ctx: Pick<Infrastructure, 'db' | 'mail' | 'storage'>,
  user: UserRow,
  input: ProfileBody,
  files: { photo?: UploadedFile; documents: UploadedFile[] },
  locale: Locale,
): Promise<UserRow> {
  const isCharity = user.userType === 'charity';
  if (files.documents.length > 0 && !isCharity) files.documents = [];
  if (files.documents.length > MAX_DOCUMENTS_PER_REQUEST) {
    throw AppError.validation(`file.${MAX_DOCUMENTS_PER_REQUEST}`, 'validation.file_count');
  }
  const emailChanged = input.email !== undefined && input.email !== user.email;
  const mobileChanged = input.mobile !== undefined && input.mobile !== user.mobile;
  await assertAvailable(
    ctx.db,
    {
      email: emailChanged ? input.email : undefined,
      mobile: mobileChanged ? input.mobile : undefined,
      countryId: input.country_id,
    },
    user.id,
  );
  // Files are checked and re-encoded before anything is written, so a bad file changes nothing.
  const photo = files.photo ? await acceptImage(files.photo.data, 'photo') : undefined;
  const documents = await Promise.all(files.documents.map((file) => acceptDocument(file.data, file.field)));
  const photoPath = photo ? await ctx.storage.save('photos', photo.extension, photo.data) : undefined;
  const documentPaths = await Promise.all(
    documents.map((doc) => ctx.storage.savePrivate('documents', doc.extension, doc.data)),
  );

  let replacedPhoto: string | null = null;
  try {
    const updated = await ctx.db.transaction(async (tx) => {
      // Read under a lock, so that of two updates racing, each removes the photo it replaced.
      if (photoPath) replacedPhoto = await lockPhotoPath(tx, user.id);
      const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date(), locale };
      if (isCharity) {
        if (input['charity_name:ar'] !== undefined) changes.charityNameAr = input['charity_name:ar'];
        if (input['charity_name:en'] !== undefined) changes.charityNameEn = input['charity_name:en'];
        if (documentPaths.length > 0 && user.approvalStatus === 'rejected')
          changes.approvalStatus = 'pending';
      } else {
        if (input.first_name !== undefined) changes.firstName = input.first_name;
        if (input.last_name !== undefined) changes.lastName = input.last_name;
      }
      if (input.mobile !== undefined) changes.mobile = input.mobile;
      if (input.country_id !== undefined) changes.countryId = input.country_id;
      if (photoPath) changes.photoPath = photoPath;
      if (emailChanged) {
        changes.email = input.email;
        changes.emailVerifiedAt = null;
      }
      const updated = await updateAndReadUser(tx, user.id, changes);
      if (documentPaths.length > 0) {
        await insertDocuments(
          tx,
          documentPaths.map((path, index) => ({
            userId: user.id,
            name: files.documents[index]!.filename.slice(0, 200) || `document-${index + 1}`,
            path,
            mime: documents[index]!.mime,
          })),
        );
      }
      if (emailChanged) {
        const code = await issueCode(tx, user.id, 'verify_email');
        await sendCode(ctx, tx, updated, 'verify_email', code);
      }
      return updated;
    });
    if (replacedPhoto) await ctx.storage.delete(replacedPhoto);
    return updated;
  } catch (error) {
    // Nothing was written, so the files saved for this update belong to no one.
    await Promise.all([
      photoPath && ctx.storage.delete(photoPath),
      ...documentPaths.map((path) => ctx.storage.deletePrivate(path)),
    ]);
    // Another account took the address or the number meanwhile: the field error, not a 500.
    if (isUniqueViolation(error)) {
      await assertAvailable(
        ctx.db,
        { email: emailChanged ? input.email : undefined, mobile: mobileChanged ? input.mobile : undefined },
        user.id,
      );
    }
    throw error;
  }
}

/**
 * A charity's own document, for itself and for admins only (contract §14); to anyone else it does
 * not exist (§1.11). Documents are private files, read from storage here and never served statically.
 */
export async function readDocument(ctx: Pick<Infrastructure, 'db' | 'storage'>, viewer: UserRow, id: number) {
  const document = await findDocument(ctx.db, id);
  if (!document || (document.userId !== viewer.id && viewer.userType !== 'admin')) throw AppError.notFound();
  const extension = document.mime === 'application/pdf' ? 'pdf' : 'webp';
  return {
    mime: document.mime,
    fileName: `document-${document.id}.${extension}`,
    bytes: await ctx.storage.readPrivate(document.path),
  };
}

/** The User entity (contract §14); documents only for the owner's or an admin's read. */
export async function userEntity(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  user: UserRow,
  options: { withDocuments?: boolean; verificationCode?: string | null } = {},
): Promise<UserEntity> {
  const country = await findCountry(ctx.db, user.countryId);
  const documents =
    user.userType === 'charity' && options.withDocuments ? await documentsOf(ctx.db, user.id) : undefined;
  const body = presentUserRow(ctx, locale, user, country, documents);
  if (options.verificationCode !== undefined) body.verification_code = options.verificationCode;
  return body;
}

/** Signs the session out; the account's other sessions stay. */
export async function logout(
  ctx: Pick<Infrastructure, 'db'>,
  session: { sessionId: number; userId: number },
) {
  await revokeSession(ctx.db, session);
}
