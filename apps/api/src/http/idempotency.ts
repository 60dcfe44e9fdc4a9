import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Infrastructure } from '../context.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError } from './errors.ts';

export interface Answer {
  statusCode: number;
  body: unknown;
}

const KEY_PATTERN = /^[\w.:-]{1,255}$/;
const WAIT_STEP_MS = 100;
const WAIT_LIMIT_MS = 15_000;

/**
 * Runs a creating request (a payment, a campaign) once per Idempotency-Key (contract §1.4): the
 * same key from the same caller within 24 hours gets the first answer again and creates nothing;
 * the same key with another body gets 409. A request that failed leaves no trace, so it can be
 * retried.
 */
export async function runOnce(
  ctx: Pick<Infrastructure, 'db'>,
  scope: { key: string | undefined; caller: string; route: string; body: unknown },
  run: () => Promise<Answer>,
): Promise<Answer> {
  if (scope.key === undefined || scope.key === '') return run();
  if (!KEY_PATTERN.test(scope.key)) throw AppError.validation('Idempotency-Key', 'validation.invalid');
  const requestHash = createHash('sha256')
    .update(JSON.stringify(scope.body ?? null))
    .digest('hex');
  const identity = and(
    eq(idempotencyKeys.caller, scope.caller),
    eq(idempotencyKeys.route, scope.route),
    eq(idempotencyKeys.key, scope.key),
  );
  // A key older than 24 hours is forgotten, so it may start a new request.
  await ctx.db
    .delete(idempotencyKeys)
    .where(and(identity, lt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`)));
  const claimed = await ctx.db
    .insert(idempotencyKeys)
    .values({ caller: scope.caller, route: scope.route, key: scope.key, requestHash })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });

  if (claimed.length === 0) return replay(ctx, identity, requestHash);
  const id = claimed[0]!.id;
  try {
    const answer = await run();
    await ctx.db
      .update(idempotencyKeys)
      .set({ statusCode: answer.statusCode, answer: answer.body as object })
      .where(eq(idempotencyKeys.id, id));
    return answer;
  } catch (error) {
    await ctx.db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
    throw error;
  }
}

/** The first request's answer; while it is still running (a double click), wait for it. */
async function replay(
  ctx: Pick<Infrastructure, 'db'>,
  identity: ReturnType<typeof and>,
  requestHash: string,
): Promise<Answer> {
  for (let waited = 0; waited <= WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
    const [row] = await ctx.db.select().from(idempotencyKeys).where(identity);
    // Gone: the first request failed and was forgotten; the caller may simply send again.
    if (!row) throw AppError.conflict('payments.errors.idempotency_conflict');
    if (row.requestHash !== requestHash) throw AppError.conflict('payments.errors.idempotency_conflict');
    if (row.statusCode !== null) return { statusCode: row.statusCode, body: row.answer };
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  throw AppError.conflict('payments.errors.idempotency_conflict');
}
