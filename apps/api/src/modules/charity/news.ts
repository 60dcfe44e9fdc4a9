// A campaign's news updates (contract §10, "Campaign updates"), posted and removed by its charity.

import type { Locale } from '@ataa/contract/locale';
import type { CampaignNewsEditFields, CampaignNewsFields } from '@ataa/contract/schemas/charity';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import type { campaignUpdates } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { cleanRichText } from '../../rich-text/clean-rich-text.ts';
import { removeFiles, savePictures } from '../../storage/form-pictures.ts';
import { isTakingNews } from '../campaigns/service.ts';
import type { NotificationServices } from '../notifications/index.ts';
import { queueNews } from '../notifications/index.ts';
import { presentOwnUpdate } from './campaign-present.ts';
import { ownCard } from './campaign-queries.ts';
import { deleteUpdate, insertUpdate, lockOwnUpdate, saveUpdate } from './news-queries.ts';

export async function postNews(
  ctx: Pick<Infrastructure, 'caches' | 'db' | 'storage'> & {
    notifications: Pick<NotificationServices, 'newsJob'>;
  },
  locale: Locale,
  charityId: number,
  campaignId: number,
  input: CampaignNewsFields,
  image: UploadedFile | undefined,
) {
  const own = await ownCard(ctx.db, charityId, campaignId);
  if (!own) throw AppError.notFound();
  if (own.campaign.suspendedAt) throw AppError.conflict('errors.campaign_suspended');
  // Only a campaign whose page anyone can open may write to its donors, before its first day too
  // (decision 028): not one awaiting review, rejected or cancelled (the news job checks again when
  // it sends).
  if (!(await isTakingNews(ctx.db, campaignId))) throw AppError.conflict('errors.campaign_not_public');
  const contentAr = cleanRichText('content:ar', input['content:ar']);
  const contentEn = cleanRichText('content:en', input['content:en']);
  const picture = await savePictures(ctx, 'updates', image ? [image] : [], false);
  try {
    const update = await ctx.db.transaction(async (tx) => {
      const created = await insertUpdate(tx, {
        campaignId,
        titleAr: input['title:ar'],
        titleEn: input['title:en'],
        contentAr,
        contentEn,
        imagePath: picture.paths[0] ?? null,
      });
      await ctx.caches.invalidate(tx, ['campaigns']);
      // Its donors hear of it from the queue, in batches (modules/notifications/news.ts).
      await queueNews(tx, ctx.notifications.newsJob, created.id);
      return created;
    });
    return presentOwnUpdate(ctx, locale, update);
  } catch (error) {
    await picture.discard();
    throw error;
  }
}

/** A news update of one of the charity's campaigns, locked for the write that follows; another's is 404. */
async function lockUpdate(tx: Queryable, charityId: number, campaignId: number, updateId: number) {
  const update = await lockOwnUpdate(tx, charityId, campaignId, updateId);
  if (!update) throw AppError.notFound();
  return update;
}

/**
 * Edits a news update of one of the charity's campaigns (a typo, a better picture). Its donors were
 * told when it was posted and are not told again; the campaign's page shows the new words.
 */
export async function editNews(
  ctx: Pick<Infrastructure, 'caches' | 'db' | 'storage'>,
  locale: Locale,
  charityId: number,
  ids: { campaignId: number; updateId: number },
  input: CampaignNewsEditFields,
  image: UploadedFile | undefined,
) {
  const changes = {
    ...(input['title:ar'] !== undefined ? { titleAr: input['title:ar'] } : {}),
    ...(input['title:en'] !== undefined ? { titleEn: input['title:en'] } : {}),
    ...(input['content:ar'] !== undefined
      ? { contentAr: cleanRichText('content:ar', input['content:ar']) }
      : {}),
    ...(input['content:en'] !== undefined
      ? { contentEn: cleanRichText('content:en', input['content:en']) }
      : {}),
  };
  // Refused before the picture is decoded (decoding is the costly part), and again under the lock.
  await ctx.db.transaction((tx) => lockUpdate(tx, charityId, ids.campaignId, ids.updateId));
  const picture = await savePictures(ctx, 'updates', image ? [image] : [], false);
  const dropsPicture = picture.paths.length > 0 || input.image_remove === true;
  let replaced: string | null = null;
  let update: typeof campaignUpdates.$inferSelect;
  try {
    update = await ctx.db.transaction(async (tx) => {
      const current = await lockUpdate(tx, charityId, ids.campaignId, ids.updateId);
      if (dropsPicture) replaced = current.imagePath;
      const saved = await saveUpdate(tx, current.id, {
        ...changes,
        ...(dropsPicture ? { imagePath: picture.paths[0] ?? null } : {}),
      });
      await ctx.caches.invalidate(tx, ['campaigns']);
      return saved;
    });
  } catch (error) {
    await picture.discard();
    throw error;
  }
  await removeFiles(ctx, [replaced]);
  return presentOwnUpdate(ctx, locale, update);
}

/** Removes a news update of one of the charity's campaigns, and its picture; another's is 404. */
export async function deleteNews(
  ctx: Pick<Infrastructure, 'caches' | 'db' | 'storage'>,
  charityId: number,
  campaignId: number,
  updateId: number,
) {
  const imagePath = await ctx.db.transaction(async (tx) => {
    const update = await lockUpdate(tx, charityId, campaignId, updateId);
    await deleteUpdate(tx, updateId);
    await ctx.caches.invalidate(tx, ['campaigns']);
    return update.imagePath;
  });
  await removeFiles(ctx, [imagePath]);
}
