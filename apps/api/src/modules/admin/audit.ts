// The audit log of the staff's writes (contract §13): who, what, which object, when, and each
// changed field before and after.

import type { Locale } from '@ataa/contract/locale';
import { toMajor } from '@ataa/contract/money';
import type { PageRequest } from '@ataa/contract/pagination';
import type { AuditEntry } from '@ataa/contract/schemas/admin';
import { lastDayEnd, siteDayStart } from '@ataa/contract/site-days';
import { and, asc, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { auditLog, currencies, users } from '../../db/schema.ts';
import { paginate } from '../../http/paginate.ts';
import { displayName } from '../accounts/present.ts';
import { objectNames } from './audit-names.ts';

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

export interface AuditFilter {
  actorId?: number;
  objectType?: string;
  objectId?: number;
  action?: string;
  /** A day of the site's calendar, `YYYY-MM-DD`. */
  day?: string;
}

/** The entries written during a day of the site's calendar (Riyadh). */
const withinDay = (day: string) =>
  and(gte(auditLog.createdAt, siteDayStart(day)), lt(auditLog.createdAt, lastDayEnd(day)));

export async function listAudit(
  ctx: Pick<Infrastructure, 'db'>,
  locale: Locale,
  filter: AuditFilter,
  page: PageRequest,
) {
  const where = and(
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.objectType ? eq(auditLog.objectType, filter.objectType) : undefined,
    filter.objectId ? eq(auditLog.objectId, filter.objectId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.day ? withinDay(filter.day) : undefined,
  );
  const listed = await paginate(
    page,
    (limit, offset) =>
      ctx.db
        .select({ entry: auditLog, actor: users })
        .from(auditLog)
        .innerJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset(offset),
    async () => (await ctx.db.select({ total: count() }).from(auditLog).where(where))[0]!.total,
    ({ entry, actor }): AuditEntry => ({
      id: entry.id,
      actor: { id: actor.id, name: displayName(actor, locale) },
      action: entry.action,
      object_type: entry.objectType,
      object_id: entry.objectId,
      object_name: null,
      changes: entry.changes,
      reason: entry.reason,
      created_at: entry.createdAt.toISOString(),
    }),
  );
  const names = await objectNames(
    ctx.db,
    listed.data.map((entry) => ({ type: entry.object_type, id: entry.object_id })),
    locale,
  );
  return {
    ...listed,
    data: listed.data.map((entry) => ({
      ...entry,
      object_name: names.get(`${entry.object_type}:${entry.object_id}`) ?? null,
    })),
  };
}

/** The staff who wrote to the log, by name. */
export async function auditActors(ctx: Pick<Infrastructure, 'db'>, locale: Locale) {
  const rows = await ctx.db
    .selectDistinct({ actor: users })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(asc(users.id));
  return rows.map(({ actor }) => ({ id: actor.id, name: displayName(actor, locale) }));
}
