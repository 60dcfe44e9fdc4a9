import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { campaignReminders, campaigns } from '../../db/schema.ts';
import { isAcceptingDonations, isOpenToView } from '../campaigns/index.ts';

/** The start of a campaign whose page opens, or undefined. */
export async function openCampaignStart(db: Queryable, campaignId: number) {
  const [campaign] = await db
    .select({ startAt: campaigns.startAt })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), isOpenToView()));
  return campaign;
}

/** Keeps a reminder; answers no row when the campaign already has one for the address. */
export function insertReminder(db: Queryable, reminder: typeof campaignReminders.$inferInsert) {
  return db
    .insert(campaignReminders)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ id: campaignReminders.id });
}

export async function deleteReminder(db: Queryable, reminderId: number) {
  await db.delete(campaignReminders).where(eq(campaignReminders.id, reminderId));
}

/**
 * Up to `limit` unsent reminders of campaigns that accept donations now, with their campaigns,
 * oldest first, locked; those another transaction holds are skipped.
 */
export function lockDueReminders(tx: Queryable, limit: number) {
  return tx
    .select({ reminder: campaignReminders, campaign: campaigns })
    .from(campaignReminders)
    .innerJoin(campaigns, eq(campaigns.id, campaignReminders.campaignId))
    .where(and(isNull(campaignReminders.sentAt), isAcceptingDonations()))
    .orderBy(asc(campaignReminders.id))
    .limit(limit)
    .for('update', { of: campaignReminders, skipLocked: true });
}

export async function markReminderSent(tx: Queryable, reminderId: number) {
  await tx.update(campaignReminders).set({ sentAt: new Date() }).where(eq(campaignReminders.id, reminderId));
}
