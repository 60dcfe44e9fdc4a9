// The names the audit log shows for the objects its entries changed, read for a whole page at once
// (one query per kind of object on the page): a campaign's or a charity's name, a currency's code,
// an article's title, in the reader's language. An object deleted for good has no name left.
import type { Locale } from '@ataa/contract/locale';
import type { Queryable } from '../../db/client.ts';
import { pick } from '../../http/localize.ts';
import { namesOfKind } from './audit-queries.ts';

/** `type:id` → name, for these objects. */
export async function objectNames(
  db: Queryable,
  objects: Array<{ type: string; id: number }>,
  locale: Locale,
): Promise<Map<string, string>> {
  const byType = new Map<string, number[]>();
  for (const { type, id } of objects) byType.set(type, [...(byType.get(type) ?? []), id]);
  const found = await Promise.all(
    [...byType].map(async ([type, ids]) =>
      (await namesOfKind(db, type, [...new Set(ids)])).map(
        (row) => [`${type}:${row.id}`, pick(locale, row.ar, row.en)] as const,
      ),
    ),
  );
  return new Map(found.flat().filter(([, name]) => name !== ''));
}
