// The audit log of the staff's writes (contract §13): who, what, which object, when, and each
// changed field before and after.

import type { Locale } from '@ataa/contract/locale';
import type { PageRequest } from '@ataa/contract/pagination';
import type { AuditEntry } from '@ataa/contract/schemas/admin';
import { lastDayEnd, siteDayStart } from '@ataa/contract/site-days';
import { and, asc, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Infrastructure } from '../../context.ts';
import { auditLog, users } from '../../db/schema.ts';
import { paginate } from '../../http/paginate.ts';
import { displayName } from '../accounts/index.ts';
import { objectNames } from './audit-names.ts';

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
