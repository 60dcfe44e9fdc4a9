// Links that name one row and work without signing in (a reminder's cancel link, a guest's
// schedule): `<id>.<signature>`, HMAC-SHA256 with UNSUBSCRIBE_SECRET over the id under a purpose
// of its own, so a link of one kind never passes for another.
import { createHmac, timingSafeEqual } from 'node:crypto';

const signature = (secret: string, purpose: string, id: string) =>
  createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');

/** `<id>.<signature>` */
export const signId = (secret: string, purpose: string, id: number) =>
  `${id}.${signature(secret, purpose, String(id))}`;

/** The id a genuine token of `purpose` names, or null for a missing, malformed or tampered one. */
export function readSignedId(secret: string, purpose: string, token: string | undefined): number | null {
  const [id, signed, ...rest] = (token ?? '').split('.');
  if (!id || !signed || rest.length > 0 || !/^\d{1,10}$/.test(id)) return null;
  const expected = Buffer.from(signature(secret, purpose, id));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(id);
}
