import type { Queryable } from '../../db/client.ts';
import type { verificationCodes } from '../../db/schema.ts';
import { sha256, sixDigitCode } from '../../security/tokens.ts';
import { closeOpenCodes, insertCode, lockOpenCode, lockUser, updateCode } from './queries.ts';

type Purpose = (typeof verificationCodes.$inferSelect)['purpose'];

const CODE_TTL_MS = 15 * 60_000;
export const MAX_WRONG_TRIES = 5;

const hashCode = (userId: number, purpose: Purpose, code: string) => sha256(`${userId}:${purpose}:${code}`);

/** Issues a new code and voids the previous one of the same purpose (contract §1.10). */
export async function issueCode(tx: Queryable, userId: number, purpose: Purpose): Promise<string> {
  // Locking the account serialises two requests for a code, so only one code is ever open.
  await lockUser(tx, userId);
  await closeOpenCodes(tx, userId, purpose);
  const code = sixDigitCode();
  await insertCode(tx, {
    userId,
    purpose,
    codeHash: hashCode(userId, purpose, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  return code;
}

/** `none`: there is no open code to try against (never issued, used, voided or expired). */
export type CodeCheck = 'ok' | 'invalid' | 'exhausted' | 'none';

/** Uses a code once; the fifth wrong try voids it. Call inside a transaction. */
export async function useCode(
  tx: Queryable,
  userId: number,
  purpose: Purpose,
  code: string,
): Promise<CodeCheck> {
  const open = await lockOpenCode(tx, userId, purpose);
  if (!open) return 'none';
  if (open.codeHash === hashCode(userId, purpose, code)) {
    await updateCode(tx, open.id, { closedAt: new Date() });
    return 'ok';
  }
  const wrongTries = open.wrongTries + 1;
  const exhausted = wrongTries >= MAX_WRONG_TRIES;
  await updateCode(tx, open.id, { wrongTries, closedAt: exhausted ? new Date() : null });
  return exhausted ? 'exhausted' : 'invalid';
}
