import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes, base64url without padding: session tokens, gift tokens, payment references. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Six random ASCII digits (contract §1.10). */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
