// What a resource of the back office's content is: its fields, its naming, and the hooks a resource
// may add to the one list/read/create/update/delete (`resources.ts` lists them; its table, order
// and soft delete are in `resource-queries.ts`).

import type { MessageKey } from '@ataa/contract/messages';
import type { ContentResourceName, Fields } from '@ataa/contract/schemas/admin-content';
import type { CacheTag } from '../../../cache/tags.ts';
import type { Infrastructure } from '../../../context.ts';
import type { Queryable } from '../../../db/client.ts';
import type { Naming, Values } from './fields.ts';

export type Row = Record<string, unknown> & { id: number };

/** What a write hook is handed: the transaction, the actor and the row's values before (null on create). */
export interface WriteContext {
  tx: Queryable;
  ctx: Pick<Infrastructure, 'caches' | 'config'>;
  actorId: number;
  id: number | null;
  before: Values | null;
}

export interface TableResource {
  name: ContentResourceName;
  fields: Fields;
  naming: Naming;
  /** The audit log's object type, e.g. `blog`; actions are `blog.create`, `blog.update`, `blog.delete`. */
  objectType: string;
  /** The public answers that show this resource (decision 014). */
  tag: CacheTag;
  /** Columns set on create only, e.g. the author. */
  onCreate?: (actorId: number) => Record<string, unknown>;
  /** Answer fields besides the writable ones. */
  extra?: (ctx: Pick<Infrastructure, 'config'>, row: Row) => Record<string, unknown>;
  /** How a delete goes: `delete`, `soft`, or a 409 with this message while the row is in use. */
  deletion?: (
    tx: Queryable,
    ctx: Pick<Infrastructure, 'config'>,
    row: Row,
  ) => Promise<'delete' | 'soft' | MessageKey>;
  /** Rules across fields, checked in the write's transaction before it: throw a 422 to refuse. */
  check?: (write: WriteContext, changes: Values) => Promise<void>;
  /**
   * The unique indexes a write that races its check can hit, by name: the field each guards and
   * its message (a 422 like the check's).
   */
  unique?: Record<string, { field: string; message: MessageKey }>;
  /** More writes in the same transaction, after the checks and before the row's own. */
  beforeWrite?: (write: WriteContext, changes: Values) => Promise<void>;
}
