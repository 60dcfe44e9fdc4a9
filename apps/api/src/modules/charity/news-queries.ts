import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { campaigns, campaignUpdates } from '../../db/schema.ts';
import { ownedBy } from './campaign-queries.ts';

type UpdateChanges = Partial<typeof campaignUpdates.$inferInsert>;

export async function insertUpdate(db: Queryable, values: typeof campaignUpdates.$inferInsert) {
  const [created] = await db.insert(campaignUpdates).values(values).returning();
  return created!;
}

/** A news update of one of the charity's campaigns, locked (not its campaign) for the write that follows. */
export async function lockOwnUpdate(db: Queryable, charityId: number, campaignId: number, updateId: number) {
  const [found] = await db
    .select({ update: campaignUpdates })
    .from(campaignUpdates)
    .innerJoin(campaigns, eq(campaigns.id, campaignUpdates.campaignId))
    .where(
      and(eq(campaignUpdates.id, updateId), eq(campaignUpdates.campaignId, campaignId), ownedBy(charityId)),
    )
    .for('update', { of: campaignUpdates });
  return found?.update;
}

export async function saveUpdate(db: Queryable, updateId: number, changes: UpdateChanges) {
  const [saved] = await db
    .update(campaignUpdates)
    .set(changes)
    .where(eq(campaignUpdates.id, updateId))
    .returning();
  return saved!;
}

export async function deleteUpdate(db: Queryable, updateId: number) {
  await db.delete(campaignUpdates).where(eq(campaignUpdates.id, updateId));
}
