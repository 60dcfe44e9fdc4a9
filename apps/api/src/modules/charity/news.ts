// A campaign's news updates (contract §10, "Campaign updates"), posted and removed by its charity.

import type { Locale } from '@ataa/contract/locale';
import type { CampaignNewsFields } from '@ataa/contract/schemas/charity';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { campaigns, campaignUpdates } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { isInPublicView } from '../campaigns/queries.ts';
import { queueNews } from '../notifications/news.ts';
import { presentOwnUpdate } from './campaign-present.ts';
import { ownCard, ownedBy } from './campaign-queries.ts';
import { cleanRichText } from './campaigns.ts';
import { removeFiles, savePictures } from './pictures.ts';

export async function postNews(
  ctx: AppContext,
  locale: Locale,
  charityId: number,
  campaignId: number,
  input: CampaignNewsFields,
  image: UploadedFile | undefined,
) {
  const own = await ownCard(ctx.db, charityId, campaignId);
  if (!own) throw AppError.notFound();
  if (own.campaign.suspendedAt) throw AppError.conflict('errors.campaign_suspended');
  // Only a campaign its donors can open may write to them: not one awaiting review, cancelled, or
  // taken down by the staff (the news job checks again when it sends).
  if (!(await isInPublicView(ctx.db, campaignId))) throw AppError.conflict('errors.campaign_not_public');
  const contentAr = cleanRichText('content:ar', input['content:ar']);
  const contentEn = cleanRichText('content:en', input['content:en']);
  const picture = await savePictures(ctx, 'updates', image ? [image] : [], false);
  try {
    const update = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(campaignUpdates)
        .values({
          campaignId,
          titleAr: input['title:ar'],
          titleEn: input['title:en'],
          contentAr,
          contentEn,
          imagePath: picture.paths[0] ?? null,
        })
        .returning();
      await ctx.caches.invalidate(tx, ['campaigns']);
      // Its donors hear of it from the queue, in batches (modules/notifications/news.ts).
      await queueNews(tx, ctx.notifications.newsJob, created!.id);
      return created!;
    });
    return presentOwnUpdate(ctx, locale, update);
  } catch (error) {
    await picture.discard();
    throw error;
  }
}

/** Removes a news update of one of the charity's campaigns, and its picture; another's is 404. */
export async function deleteNews(ctx: AppContext, charityId: number, campaignId: number, updateId: number) {
  const imagePath = await ctx.db.transaction(async (tx) => {
    const [update] = await tx
      .select({ id: campaignUpdates.id, imagePath: campaignUpdates.imagePath })
      .from(campaignUpdates)
      .innerJoin(campaigns, eq(campaigns.id, campaignUpdates.campaignId))
      .where(
        and(eq(campaignUpdates.id, updateId), eq(campaignUpdates.campaignId, campaignId), ownedBy(charityId)),
      );
    if (!update) throw AppError.notFound();
    await tx.delete(campaignUpdates).where(eq(campaignUpdates.id, updateId));
    await ctx.caches.invalidate(tx, ['campaigns']);
    return update.imagePath;
  });
  await removeFiles(ctx, [imagePath]);
}
