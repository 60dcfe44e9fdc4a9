// The campaigns as the staff review them: the list, one campaign with its card, the review's write,
// and those who gave to a campaign (told of its suspension).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { campaigns, donations, payments, users } from '../../db/schema.ts';
import { type CampaignStatus, matchesSearch, selectCards, statusIs } from '../campaigns/index.ts';

type Campaign = typeof campaigns.$inferSelect;

export interface CampaignFilter {
  q?: string;
  status?: CampaignStatus;
  charityId?: number;
  categoryId?: number;
  featured?: boolean;
}

const campaignWhere = (filter: CampaignFilter) =>
  and(
    matchesSearch(filter.q),
    filter.status ? statusIs[filter.status] : undefined,
    filter.charityId ? eq(campaigns.charityId, filter.charityId) : undefined,
    filter.categoryId ? eq(campaigns.categoryId, filter.categoryId) : undefined,
    filter.featured === undefined ? undefined : eq(campaigns.isFeatured, filter.featured),
  );

/** A page of the campaigns' card rows, newest first. */
export function campaignCards(db: Queryable, filter: CampaignFilter, limit: number, offset: number) {
  return selectCards(db)
    .where(campaignWhere(filter))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(limit)
    .offset(offset);
}

export async function countCampaigns(db: Queryable, filter: CampaignFilter) {
  return db.$count(campaigns, campaignWhere(filter));
}

export async function campaignCard(db: Queryable, id: number) {
  const [row] = await selectCards(db).where(eq(campaigns.id, id));
  return row;
}

export async function lockCampaignRow(tx: Queryable, id: number) {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  return row;
}

export async function accountById(tx: Queryable, id: number) {
  const [account] = await tx.select().from(users).where(eq(users.id, id));
  return account;
}

export async function updateCampaignRow(tx: Queryable, id: number, changes: Partial<Campaign>) {
  await tx
    .update(campaigns)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(campaigns.id, id));
}

/** The campaign, as the payments close its checkouts. */
export const campaignIs = (id: number) => eq(campaigns.id, id);

/** One giver: an account, or a guest known by the e-mail of their latest paid donation. */
const giverKey = sql`coalesce('u' || ${donations.userId}::text, 'e' || lower(${payments.email}))`;

/** Those who gave to the campaign (paid), each once: their account, or their latest payment's e-mail, name and language. */
export function giversOf(tx: Queryable, campaignId: number) {
  return tx
    .selectDistinctOn([giverKey], {
      account: users,
      email: payments.email,
      name: payments.name,
      locale: payments.locale,
    })
    .from(donations)
    .innerJoin(payments, eq(payments.id, donations.paymentId))
    .leftJoin(users, eq(users.id, donations.userId))
    .where(and(eq(donations.campaignId, campaignId), eq(donations.state, 'paid')))
    .orderBy(giverKey, desc(donations.id));
}
