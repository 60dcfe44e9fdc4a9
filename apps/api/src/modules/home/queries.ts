// The home page's reads (contract §4): public campaigns, featured ones first.
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { campaigns } from '../../db/schema.ts';
import { charities, isAcceptingDonations, isPublic, selectCards } from '../campaigns/index.ts';

export async function countPublicCampaigns(db: Queryable): Promise<number> {
  const [visible] = await db
    .select({ total: count() })
    .from(campaigns)
    .innerJoin(charities, eq(charities.id, campaigns.charityId))
    .where(isPublic());
  return visible!.total;
}

/** Public campaign cards, the featured ones first in their admin order, then the newest. */
export const featuredFirst = (db: Queryable, limit: number) =>
  selectCards(db)
    .where(isPublic())
    .orderBy(
      desc(campaigns.isFeatured),
      asc(campaigns.featuredSort),
      desc(campaigns.startAt),
      desc(campaigns.id),
    )
    .limit(limit);

export const newestAcceptingDonations = (db: Queryable, limit: number) =>
  selectCards(db)
    .where(isAcceptingDonations())
    .orderBy(desc(campaigns.startAt), desc(campaigns.id))
    .limit(limit);
