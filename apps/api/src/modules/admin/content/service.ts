// One service for the nine resources of `/admin/{resource}` (contract §13): list, read, create,
// partial update and delete, each write in one transaction with its audit entry and the drop of
// the public answers that show it (decision 014). Pictures are saved before the transaction and
// removed again if it fails; pictures a write replaces or deletes are removed after its commit.
import type { Locale } from '@ataa/contract/locale';
import type { PageRequest } from '@ataa/contract/pagination';
import { foldForSearch } from '@ataa/contract/search';
import { changedFields, recordAudit } from '../../../audit/audit-log.ts';
import type { Infrastructure } from '../../../context.ts';
import type { Queryable } from '../../../db/client.ts';
import { AppError } from '../../../http/errors.ts';
import type { UploadedFile } from '../../../http/multipart.ts';
import { paginate } from '../../../http/paginate.ts';
import {
  presentValues,
  removeStoredFiles,
  replacedFiles,
  saveFormPictures,
  storedOf,
  type Values,
  valueSlots,
  valuesFromInput,
  valuesOf,
} from './fields.ts';
import {
  countResourceRows,
  deleteResourceRow,
  insertResourceRow,
  resourceRow,
  resourceRows,
  type Search,
  softDeleteResourceRow,
  updateResourceRow,
} from './resource-queries.ts';
import type { Row, TableResource, WriteContext } from './resource-shape.ts';

const SEARCHED = new Set(['text', 'url', 'code']);

/** The words searched, in the resource's fields of text, addresses and codes. */
function searchOf(resource: TableResource, q: string | undefined): Search | undefined {
  const words = q?.trim();
  if (!words) return undefined;
  const columns = valueSlots(resource.fields, resource.naming)
    .filter((slot) => SEARCHED.has(slot.spec.kind))
    .map((slot) => slot.stored);
  return { columns, folded: foldForSearch(words) };
}

export function presentRow(
  ctx: Pick<Infrastructure, 'config' | 'storage'>,
  locale: Locale,
  resource: TableResource,
  row: Row,
) {
  return {
    id: row.id,
    ...presentValues(ctx, locale, resource.fields, valuesOf(resource.fields, resource.naming, row)),
    ...resource.extra?.(ctx, row),
  };
}

export function listItems(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  resource: TableResource,
  q: string | undefined,
  page: PageRequest,
) {
  const search = searchOf(resource, q);
  return paginate(
    page,
    (limit, offset) => resourceRows(ctx.db, resource.name, search, limit, offset),
    () => countResourceRows(ctx.db, resource.name, search),
    (row) => presentRow(ctx, locale, resource, row),
  );
}

async function findRow(db: Queryable, resource: TableResource, id: number, lock = false) {
  const row = await resourceRow(db, resource.name, id, lock);
  if (!row) throw AppError.notFound();
  return row;
}

export async function readItem(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  resource: TableResource,
  id: number,
) {
  return presentRow(ctx, locale, resource, await findRow(ctx.db, resource, id));
}

/** The words of the request (checked, rich text sanitised) and its pictures, saved. */
async function requestValues(
  ctx: Pick<Infrastructure, 'storage'>,
  resource: TableResource,
  input: Record<string, unknown>,
  files: Record<string, UploadedFile[]>,
) {
  const words = valuesFromInput(resource.fields, input);
  const pictures = await saveFormPictures(ctx, resource.name, resource.fields, files);
  return { values: { ...words, ...pictures.values }, discard: pictures.discard };
}

type DatabaseError = { code?: string; constraint?: string };

/** The index of PostgreSQL's unique_violation, as the driver or Drizzle (in `cause`) reports it. */
function violatedUnique(error: unknown): string | null {
  for (const each of [error, (error as { cause?: unknown })?.cause] as DatabaseError[]) {
    if (each?.code === '23505') return each.constraint ?? '';
  }
  return null;
}

/**
 * Runs a write whose pictures were saved beforehand: a failed write removes them again. A race
 * past the uniqueness check (two creates of one currency code) is the same 422 as the check's.
 */
async function withPictures<T>(
  resource: TableResource,
  discard: () => Promise<void>,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await discard();
    const index = violatedUnique(error);
    const guarded = index === null ? undefined : resource.unique?.[index];
    if (guarded) throw AppError.validation(guarded.field, guarded.message);
    throw error;
  }
}

/** A write's audit entry and the drop of the public answers that show the resource, in its transaction. */
async function recorded(
  { tx, ctx, actorId }: Pick<WriteContext, 'tx' | 'ctx' | 'actorId'>,
  resource: TableResource,
  verb: 'create' | 'update' | 'delete',
  id: number,
  before: Values,
  after: Values,
) {
  const objectType = resource.objectType;
  await recordAudit(tx, {
    actorId,
    action: `${objectType}.${verb}`,
    objectType,
    objectId: id,
    before,
    after,
  });
  await ctx.caches.invalidate(tx, [resource.tag]);
}

export interface Actor {
  ctx: Pick<Infrastructure, 'caches' | 'config' | 'db' | 'storage'>;
  locale: Locale;
  actorId: number;
}

export async function createItem(
  { ctx, locale, actorId }: Actor,
  resource: TableResource,
  input: Record<string, unknown>,
  files: Record<string, UploadedFile[]>,
) {
  const { values, discard } = await requestValues(ctx, resource, input, files);
  const id = await withPictures(resource, discard, () =>
    ctx.db.transaction(async (tx) => {
      const write = { tx, ctx, actorId, id: null, before: null };
      await resource.check?.(write, values);
      await resource.beforeWrite?.(write, values);
      const created = await insertResourceRow(tx, resource.name, {
        ...storedOf(resource.fields, resource.naming, values),
        ...resource.onCreate?.(actorId),
      });
      await recorded(write, resource, 'create', created.id, {}, values);
      return created.id;
    }),
  );
  return readItem(ctx, locale, resource, id);
}

/** A partial update: only the keys sent change; the same values again change (and audit) nothing. */
export async function updateItem(
  { ctx, locale, actorId }: Actor,
  resource: TableResource,
  id: number,
  input: Record<string, unknown>,
  files: Record<string, UploadedFile[]>,
) {
  const { values, discard } = await requestValues(ctx, resource, input, files);
  const replaced = await withPictures(resource, discard, () =>
    ctx.db.transaction(async (tx) => {
      const before = valuesOf(resource.fields, resource.naming, await findRow(tx, resource, id, true));
      const changes = Object.fromEntries(
        Object.keys(changedFields(before, values)).map((key) => [key, values[key]]),
      ) as Values;
      if (Object.keys(changes).length === 0) return [];
      const write = { tx, ctx, actorId, id, before };
      await resource.check?.(write, changes);
      await resource.beforeWrite?.(write, changes);
      await updateResourceRow(tx, resource.name, id, storedOf(resource.fields, resource.naming, changes));
      await recorded(write, resource, 'update', id, before, changes);
      return replacedFiles(resource.fields, before, changes);
    }),
  );
  await removeStoredFiles(ctx, replaced);
  return readItem(ctx, locale, resource, id);
}

/** Deletes, or soft-deletes where deleted items still refer to it; 409 while it is in use. */
export async function deleteItem({ ctx, actorId }: Actor, resource: TableResource, id: number) {
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await findRow(tx, resource, id, true);
    const how = (await resource.deletion?.(tx, ctx, row)) ?? 'delete';
    if (how !== 'delete' && how !== 'soft') throw AppError.conflict(how);
    if (how === 'soft') await softDeleteResourceRow(tx, resource.name, id);
    else await deleteResourceRow(tx, resource.name, id);
    const before = valuesOf(resource.fields, resource.naming, row);
    const gone = Object.fromEntries(Object.keys(before).map((key) => [key, null]));
    await recorded({ tx, ctx, actorId }, resource, 'delete', id, before, gone);
    // A soft-deleted row keeps its files for the records that still refer to it.
    return how === 'delete' ? replacedFiles(resource.fields, before) : [];
  });
  await removeStoredFiles(ctx, removed);
}
