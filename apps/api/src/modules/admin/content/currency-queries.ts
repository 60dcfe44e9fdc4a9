// The currencies' own reads and writes in the back office: whether one is used, a code taken, the
// default mark moved, and the bulk rates.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { campaigns, currencies, donations, payments } from '../../../db/schema.ts';

/** Whether campaigns, payments or donations name the currency. */
export async function currencyInUse(tx: Queryable, id: number): Promise<boolean> {
  const uses = await Promise.all(
    [campaigns, payments, donations].map((table) =>
      tx.select({ id: table.id }).from(table).where(eq(table.currencyId, id)).limit(1),
    ),
  );
  return uses.some((rows) => rows.length > 0);
}

/** Whether another currency than `id` (any, when null) has the code. */
export async function currencyCodeTaken(tx: Queryable, code: string, id: number | null) {
  const others = id === null ? undefined : ne(currencies.id, id);
  const [taken] = await tx
    .select({ id: currencies.id })
    .from(currencies)
    .where(and(eq(currencies.code, code), others));
  return taken !== undefined;
}

/** Takes the default mark from every currency but `id` (any, when null): the ids it was taken from. */
export function clearDefaultCurrency(tx: Queryable, id: number | null) {
  return tx
    .update(currencies)
    .set({ isDefault: false })
    .where(and(eq(currencies.isDefault, true), id === null ? undefined : ne(currencies.id, id)))
    .returning({ id: currencies.id });
}

export function lockCurrencies(tx: Queryable, ids: number[]) {
  return tx.select().from(currencies).where(inArray(currencies.id, ids)).for('update');
}

export async function setRateToBase(tx: Queryable, id: number, rateToBase: string) {
  await tx.update(currencies).set({ rateToBase }).where(eq(currencies.id, id));
}
