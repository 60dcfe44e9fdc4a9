// The one way to tell accounts that something happened (contract §12). Call it in the transaction
// of the change that causes it: the notification exists exactly when the change commits, and its
// event key (unique per recipient) makes a replayed, raced or re-run event notify once.
import type { NotificationType } from '@ataa/contract/schemas/notifications';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { notifications, users } from '../db/schema.ts';
import { announcedWith } from './live-channel.ts';

/** The ids of contract §12 a notification points at. */
export interface NotificationData {
  donation_id?: number;
  campaign_id?: number;
  update_id?: number;
  user_id?: number;
  contact_id?: number;
  reason?: string;
  amount_minor?: number;
  schedule_id?: number;
  /** schedule_action_required: the hosted checkout that completes the charge. */
  url?: string;
}

export interface NotificationEvent {
  type: NotificationType;
  data: NotificationData;
  /** Names the event, e.g. `donation_paid:42`: the same key never notifies the same account twice. */
  eventKey: string;
}

/**
 * Notifies each of `userIds` once per event key. Returns the accounts notified now (not those
 * notified before), so an e-mail that goes with the notification is written once too.
 */
export async function notify(
  tx: Queryable,
  userIds: readonly number[],
  event: NotificationEvent,
): Promise<number[]> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return [];
  const inserted = tx.$with('inserted').as(
    tx
      .insert(notifications)
      .values(
        recipients.map((userId) => ({
          userId,
          type: event.type,
          data: event.data,
          eventKey: event.eventKey,
        })),
      )
      .onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] })
      .returning({ userId: notifications.userId }),
  );
  // Written and announced in one statement: a notification is one of the commonest writes of a
  // donation's transaction. Only those inserted now are announced.
  const rows = await tx
    .with(inserted)
    .select({ userId: inserted.userId, announced: announcedWith(inserted.userId) })
    .from(inserted);
  return rows.map((row) => row.userId);
}

/** Every admin is told (the staff's queue: new charities, campaigns to review, contact messages). */
export async function notifyAdmins(tx: Queryable, event: NotificationEvent): Promise<number[]> {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.userType, 'admin'));
  return notify(
    tx,
    admins.map((admin) => admin.id),
    event,
  );
}
