import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signatures older (or further in the future) than this are refused (contract §6: 5 minutes). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, body: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** The sandbox's signature header: `t=<unix>,v1=<hex>` over `<t>.<raw body>` (contract §6). */
export function signSandboxBody(secret: string, body: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** Whether a sandbox signature header is valid for this body and recent enough. */
export function verifySandboxSignature(
  secret: string,
  header: string | undefined,
  body: Buffer,
  now = Date.now(),
): boolean {
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]),
  );
  const timestamp = Number(parts.t);
  const given = parts.v1 ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(hmac(secret, timestamp, body), 'hex'));
}
