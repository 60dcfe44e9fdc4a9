import { normalizeMobile } from '@ataa/contract/digits';
import type { FastifyRequest } from 'fastify';
import type { LimitedEndpoint } from '../security/rate-limits.ts';

/** A string key of the raw (not yet validated) body. */
export function rawField(request: FastifyRequest, key: string): string | undefined {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** The account identifiers of contract §1.12: the normalised e-mail, or the mobile as digits only. */
export function emailIdentifier(value: string | undefined): string | undefined {
  return value?.trim().toLowerCase() || undefined;
}

export function accountIdentifier(value: string | undefined): string | undefined {
  const account = value?.trim();
  if (!account) return undefined;
  return account.includes('@') ? account.toLowerCase() : normalizeMobile(account) || undefined;
}

/**
 * A preValidation hook that counts the attempt before the body is validated, so every attempt
 * counts, valid or not (contract §1.12); the identifier is read from the raw body.
 */
export const rateLimited =
  (endpoint: LimitedEndpoint, identifier: (request: FastifyRequest) => string | undefined) =>
  async (request: FastifyRequest) => {
    await request.server.ctx.rateLimits.consume(endpoint, request.ip, identifier(request));
  };
