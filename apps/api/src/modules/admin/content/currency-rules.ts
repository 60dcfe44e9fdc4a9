// What is particular to currencies (contract §1.7, §13): the base currency is never deleted,
// deactivated or re-rated; exactly one active currency is the default; a code is unique; and once a
// currency is used by campaigns or payments, its code and minor units (what its stored amounts
// mean) stay as they are. A currency in use is deactivated, not deleted.
import type { MessageKey } from '@ataa/contract/messages';
import { recordAudit } from '../../../audit/audit-log.ts';
import type { Queryable } from '../../../db/client.ts';
import { AppError } from '../../../http/errors.ts';
import { clearDefaultCurrency, currencyCodeTaken, currencyInUse } from './currency-queries.ts';
import type { Values } from './fields.ts';
import type { Row, TableResource, WriteContext } from './resource-shape.ts';

const refuse = (field: string, key: MessageKey): never => {
  throw AppError.validation(field, key);
};

async function check({ tx, ctx, id, before }: WriteContext, changes: Values) {
  const isBase = before?.code === ctx.config.BASE_CURRENCY;
  if (isBase) {
    if (changes.rate_to_base !== undefined && Number(changes.rate_to_base) !== 1)
      refuse('rate_to_base', 'validation.base_rate');
    if (changes.is_active === false) refuse('is_active', 'validation.base_currency_active');
    if (changes.code !== undefined && changes.code !== before.code)
      refuse('code', 'validation.base_currency_code');
  }
  if (changes.code !== undefined && changes.code !== before?.code) {
    if (await currencyCodeTaken(tx, changes.code as string, id))
      refuse('code', 'validation.currency_code_taken');
  }
  if (before && id !== null) {
    const locked = (['code', 'minor_units'] as const).filter(
      (field) => changes[field] !== undefined && changes[field] !== before[field],
    );
    if (locked.length > 0 && (await currencyInUse(tx, id)))
      refuse(locked[0]!, 'validation.currency_in_use_locked');
  }
  const after = { is_default: false, is_active: true, ...before, ...changes };
  if (before?.is_default && changes.is_default === false)
    refuse('is_default', 'validation.default_currency_required');
  if (after.is_default && !after.is_active)
    refuse(changes.is_active === false ? 'is_active' : 'is_default', 'validation.default_currency_active');
}

/**
 * A new default takes the mark from the old one (audited too) before it is written, as the unique
 * index allows one default at a time; of two writes at once, the second meets the first's default
 * there and is refused.
 */
async function beforeWrite({ tx, actorId, id }: WriteContext, changes: Values) {
  if (changes.is_default !== true) return;
  const previous = await clearDefaultCurrency(tx, id);
  for (const row of previous)
    await auditCurrency(tx, actorId, row.id, { is_default: true }, { is_default: false });
}

/** The audit entry of a currency changed beside the one written (the old default, a bulk rate). */
export const auditCurrency = (tx: Queryable, actorId: number, id: number, before: Values, after: Values) =>
  recordAudit(tx, {
    actorId,
    action: 'currency.update',
    objectType: 'currency',
    objectId: id,
    before,
    after,
  });

async function deletion(tx: Queryable, ctx: { config: { BASE_CURRENCY: string } }, row: Row) {
  if (row.code === ctx.config.BASE_CURRENCY) return 'errors.base_currency' as const;
  if (row.isDefault) return 'errors.default_currency' as const;
  return (await currencyInUse(tx, row.id)) ? ('errors.currency_in_use' as const) : ('delete' as const);
}

export const currencyRules: Pick<TableResource, 'check' | 'beforeWrite' | 'deletion'> = {
  check,
  beforeWrite,
  deletion,
};
