import { ERROR_CODE } from '@ataa/contract/envelope';
import type { FastifyRequest } from 'fastify';
import { findSession, type UserRow } from '../modules/accounts/sessions.ts';
import { AppError } from './errors.ts';

export interface AuthState {
  sessionId: number;
  user: UserRow;
}

/** Values the original client sends when it has no token; they mean "anonymous" (contract §1.4). */
const NO_TOKEN = new Set(['', 'null', 'undefined']);

/** The bearer token of a request, or null when the caller is anonymous (contract §1.4). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.*)$/i.exec(header.trim());
  const token = match?.[1]?.trim() ?? '';
  return NO_TOKEN.has(token) ? null : token;
}

/** The caller's session, looked up once per request; null for anonymous or dead tokens. */
export async function authenticate(request: FastifyRequest): Promise<AuthState | null> {
  if (request.auth !== undefined) return request.auth;
  const token = bearerToken(request);
  request.auth = token ? await findSession(request.server.ctx.db, token) : null;
  return request.auth;
}

/** Any signed-in account, verified or not (the "Account" label of contract §1.11). */
export async function requireAccount(request: FastifyRequest): Promise<AuthState> {
  const auth = await authenticate(request);
  if (!auth) throw AppError.unauthenticated();
  return auth;
}

export function accountErrorCode(user: UserRow): number | undefined {
  if (!user.emailVerifiedAt) return ERROR_CODE.emailUnverified;
  if (user.userType === 'charity' && user.approvalStatus !== 'approved') return ERROR_CODE.charityNotApproved;
  return undefined;
}

/**
 * A verified account of the given role ("Donor", "Charity", "Admin"); with `approved`, a charity
 * must also be approved ("Charity✓").
 */
export async function requireRole(
  request: FastifyRequest,
  role: UserRow['userType'],
  options: { approved?: boolean } = {},
): Promise<AuthState> {
  const auth = await requireAccount(request);
  const { user } = auth;
  if (user.userType !== role) throw AppError.forbidden();
  if (role === 'admin') return auth;
  if (!user.emailVerifiedAt) throw AppError.forbidden('errors.email_unverified', ERROR_CODE.emailUnverified);
  if (options.approved && user.approvalStatus !== 'approved') {
    const key = user.approvalStatus === 'rejected' ? 'errors.charity_rejected' : 'errors.charity_pending';
    throw AppError.forbidden(key, ERROR_CODE.charityNotApproved);
  }
  return auth;
}
