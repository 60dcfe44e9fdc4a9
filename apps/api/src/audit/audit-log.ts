// The audit log's writer: every staff write, and every refund, records who changed what in the
// transaction of the change. The back office reads the log (modules/admin/audit.ts).

import { toMajor } from '@ataa/contract/money';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { auditLog, currencies } from '../db/schema.ts';

type Values = Record<string, unknown>;

/** The fields of `after` whose value differs from `before`, each with both values. */
export function changedFields(before: Values, after: Values) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const [field, value] of Object.entries(after)) {
    const previous = before[field];
    if (JSON.stringify(previous) !== JSON.stringify(value))
      changes[field] = { before: previous ?? null, after: value ?? null };
  }
  return changes;
}

/**
 * How the audit log shows amounts of a currency to a person, "80.00 SAR": major units with the
 * code, so an entry never reads as minor units without a currency. One read for every amount.
 */
export async function auditedMoney(tx: Queryable, currencyId: number): Promise<(minor: number) => string> {
  const [currency] = await tx
    .select({ code: currencies.code, minorUnits: currencies.minorUnits })
    .from(currencies)
    .where(eq(currencies.id, currencyId));
  const { code, minorUnits } = currency!;
  return (minor) => `${toMajor(minor, minorUnits).toFixed(minorUnits)} ${code}`;
}

export interface AuditRecord {
  actorId: number;
  action: string;
  objectType: string;
  objectId: number;
  before: Values;
  after: Values;
  reason?: string;
}

/**
 * Writes one entry in the transaction of the change it records, so neither exists without the other.
 * Returns its id, which names the change (e.g. the event key of the notification it causes).
 */
export async function recordAudit(tx: Queryable, record: AuditRecord): Promise<number> {
  const [entry] = await tx
    .insert(auditLog)
    .values({
      actorId: record.actorId,
      action: record.action,
      objectType: record.objectType,
      objectId: record.objectId,
      changes: changedFields(record.before, record.after),
      reason: record.reason ?? null,
    })
    .returning({ id: auditLog.id });
  return entry!.id;
}
