// The audit log of the staff's writes (contract §13): who, what, which object, when, and each
// changed field before and after.

import type { Locale } from '@ataa/contract/locale';
import type { PageRequest } from '@ataa/contract/pagination';
import type { AuditEntry } from '@ataa/contract/schemas/admin';
import type { Infrastructure } from '../../context.ts';
import { paginate } from '../../http/paginate.ts';
import { displayName } from '../accounts/index.ts';
import { objectNames } from './audit-names.ts';
import { type AuditFilter, auditEntries, auditWriters, countAuditEntries } from './audit-queries.ts';

export async function listAudit(
  ctx: Pick<Infrastructure, 'db'>,
  locale: Locale,
  filter: AuditFilter,
  page: PageRequest,
) {
  const listed = await paginate(
    page,
    (limit, offset) => auditEntries(ctx.db, filter, limit, offset),
    () => countAuditEntries(ctx.db, filter),
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
  const actors = await auditWriters(ctx.db);
  return actors.map((actor) => ({ id: actor.id, name: displayName(actor, locale) }));
}
