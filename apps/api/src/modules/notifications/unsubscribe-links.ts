// Signed one-click unsubscribe links (RFC 8058): they work without signing in, for one account (or
// one guest donor's address) and one kind of e-mail, until they expire. HMAC-SHA256 with UNSUBSCRIBE_SECRET.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@ataa/contract/locale';
import { EMAIL_TYPES, type EmailType } from '@ataa/contract/schemas/notifications';
import type { Infrastructure } from '../../context.ts';

/** How long a link in an e-mail keeps working. */
export const UNSUBSCRIBE_LINK_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

/**
 * Whom a link is for: an account by id, or a guest donor by `g` and the id of one of their donations
 * (guests have no account; the link carries no address, and the donation names it).
 */
export type Unsubscriber = number | `g${number}`;

/** `<user or g<donation>>.<type>.<expiry, unix seconds>.<signature>` */
export function signUnsubscribeToken(
  secret: string,
  who: Unsubscriber,
  type: EmailType,
  expiresAt = new Date(Date.now() + UNSUBSCRIBE_LINK_DAYS * DAY_MS),
): string {
  const payload = `${who}.${type}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${signature(secret, payload)}`;
}

export type UnsubscribeCheck =
  | { ok: true; type: EmailType; userId: number }
  | { ok: true; type: EmailType; guestDonationId: number }
  | { ok: false; problem: 'invalid' | 'expired' };

/** Checks the signature first: an expired link is only called expired when it is genuine. */
export function readUnsubscribeToken(
  secret: string,
  token: string | undefined,
  now = new Date(),
): UnsubscribeCheck {
  const parts = (token ?? '').split('.');
  if (parts.length !== 4) return { ok: false, problem: 'invalid' };
  const [user, type, expiry, signed] = parts as [string, string, string, string];
  const expected = Buffer.from(signature(secret, `${user}.${type}.${expiry}`));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, problem: 'invalid' };
  const who = /^(g?)(\d{1,10})$/.exec(user);
  if (!who || !/^\d{1,12}$/.test(expiry) || !EMAIL_TYPES.includes(type as EmailType))
    return { ok: false, problem: 'invalid' };
  if (Number(expiry) * 1000 <= now.getTime()) return { ok: false, problem: 'expired' };
  const id = Number(who[2]);
  return who[1]
    ? { ok: true, type: type as EmailType, guestDonationId: id }
    : { ok: true, type: type as EmailType, userId: id };
}

/** The address in the e-mail and its `List-Unsubscribe` header; `lang` picks the page's language. */
export function unsubscribeUrl(
  ctx: Pick<Infrastructure, 'config'>,
  who: Unsubscriber,
  type: EmailType,
  locale: Locale,
): string {
  const token = signUnsubscribeToken(ctx.config.UNSUBSCRIBE_SECRET, who, type);
  return `${ctx.config.publicOrigin}/api/v1/notifications/unsubscribe?token=${token}&lang=${locale}`;
}
