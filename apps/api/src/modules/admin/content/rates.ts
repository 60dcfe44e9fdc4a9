// `PUT /admin/currencies/rates` (contract §13): every rate in one transaction, all or none. The base
// currency's rate stays exactly 1 (§1.7); a donation keeps the rate it was paid at, so history holds.
import type { Locale } from '@ataa/contract/locale';
import { canonicalDecimal } from '@ataa/contract/schemas/admin-content';
import type { Infrastructure } from '../../../context.ts';
import { AppError } from '../../../http/errors.ts';
import { lockCurrencies, setRateToBase } from './currency-queries.ts';
import { auditCurrency } from './currency-rules.ts';
import { allResourceRows } from './resource-queries.ts';
import { RESOURCES } from './resources.ts';
import { presentRow } from './service.ts';

export async function updateRates(
  ctx: Pick<Infrastructure, 'caches' | 'config' | 'db' | 'storage'>,
  locale: Locale,
  actorId: number,
  rates: Array<{ id: number; rate_to_base: string }>,
) {
  const seen = new Set<number>();
  for (const [index, rate] of rates.entries()) {
    if (seen.has(rate.id)) throw AppError.validation(`rates.${index}.id`, 'validation.duplicate');
    seen.add(rate.id);
  }
  await ctx.db.transaction(async (tx) => {
    const rows = await lockCurrencies(
      tx,
      rates.map((rate) => rate.id),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    let changed = false;
    for (const [index, rate] of rates.entries()) {
      const row = byId.get(rate.id);
      if (!row) throw AppError.validation(`rates.${index}.id`, 'validation.not_found_ref');
      const before = canonicalDecimal(row.rateToBase);
      if (row.code === ctx.config.BASE_CURRENCY && rate.rate_to_base !== '1')
        throw AppError.validation(`rates.${index}.rate_to_base`, 'validation.base_rate');
      if (before === rate.rate_to_base) continue;
      changed = true;
      await setRateToBase(tx, row.id, rate.rate_to_base);
      await auditCurrency(tx, actorId, row.id, { rate_to_base: before }, { rate_to_base: rate.rate_to_base });
    }
    if (changed) await ctx.caches.invalidate(tx, ['lookups']);
  });
  const all = await allResourceRows(ctx.db, 'currencies');
  return { data: all.map((row) => presentRow(ctx, locale, RESOURCES.currencies, row)) };
}
