// The single records' row in `site_settings`, locked for their update (`single-records.ts`).
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { siteSettings } from '../../../db/schema.ts';

/** Locks the setting's row, when there is one. */
export async function lockSetting(tx: Queryable, key: string) {
  await tx.select().from(siteSettings).where(eq(siteSettings.key, key)).for('update');
}
