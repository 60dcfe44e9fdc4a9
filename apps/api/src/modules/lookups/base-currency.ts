import type { Queryable } from '../../db/client.ts';
import { countCurrencies, currencyByCode } from './queries.ts';

/**
 * The configured base currency must be one of the currencies, with a rate of exactly 1: every
 * figure across campaigns is converted into it (contract §1.7). Returns what is wrong, or null.
 */
export async function baseCurrencyProblem(db: Queryable, code: string): Promise<string | null> {
  const base = await currencyByCode(db, code);
  if (!base) {
    return (await countCurrencies(db)) > 0
      ? `BASE_CURRENCY: ${code} is not one of the currencies in the database`
      : null;
  }
  if (Number(base.rateToBase) !== 1) {
    return `BASE_CURRENCY: ${code} has a rate of ${base.rateToBase}; the base currency's rate must be exactly 1`;
  }
  return null;
}

/** The base currency's row; start-up has already refused a base currency that is missing. */
export async function readBaseCurrency(db: Queryable, code: string) {
  const base = await currencyByCode(db, code);
  if (!base) throw new Error(`base currency ${code} is missing from the currencies table`);
  return base;
}
