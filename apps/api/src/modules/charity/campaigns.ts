// A charity's own campaigns (contract §10): its list, the full read, create, update and delete.

import { isolate } from '@ataa/contract/bidi';
import type { Locale } from '@ataa/contract/locale';
import { toMinor } from '@ataa/contract/money';
import type { PageRequest } from '@ataa/contract/pagination';
import type { CampaignFields, CampaignUpdateFields } from '@ataa/contract/schemas/charity';
import { CAMPAIGN_LIMITS } from '@ataa/contract/schemas/charity';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import type { campaigns } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { paginate } from '../../http/paginate.ts';
import { notifyAdmins } from '../../notify/notify.ts';
import { cleanRichText } from '../../rich-text/clean-rich-text.ts';
import { removeFiles, savePictureGroups } from '../../storage/form-pictures.ts';
import type { CampaignStatus, CardRow } from '../campaigns/index.ts';
import type { PaymentContext } from '../payments/index.ts';
import { closeCampaignCheckouts } from '../payments/index.ts';
import { presentOwnCampaign, presentOwnCampaignFull } from './campaign-present.ts';
import {
  campaignIs,
  categoryExists,
  countOwn,
  deletePictures,
  findCampaignCurrency,
  galleryOfCampaign,
  galleryPicturesIn,
  hasPaidDonations,
  insertCampaign,
  insertGallery,
  lockOwn,
  ownCard,
  ownCardPage,
  ownListFilter,
  peekOwn,
  setPictureSort,
  softDeleteCampaign,
  updateCampaignRow,
  updatesOfCampaign,
} from './campaign-queries.ts';
import { scheduleOf } from './schedule.ts';

type Campaign = typeof campaigns.$inferSelect;
type CampaignChanges = Partial<typeof campaigns.$inferInsert>;

export interface CampaignFiles {
  image?: UploadedFile;
  gallery: UploadedFile[];
}

export function listOwnCampaigns(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  charityId: number,
  filter: { q?: string; status?: CampaignStatus },
  page: PageRequest,
) {
  const where = ownListFilter(charityId, filter);
  const now = new Date();
  return paginate(
    page,
    (limit, offset) => ownCardPage(ctx.db, where, limit, offset),
    () => countOwn(ctx.db, where),
    (row) => presentOwnCampaign(ctx, locale, row, now),
  );
}

/** A campaign's full form (CharityCampaign), with its gallery and news. */
export async function presentFullCampaign(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  row: CardRow,
) {
  const [gallery, updates] = await Promise.all([
    galleryOfCampaign(ctx.db, row.campaign.id),
    updatesOfCampaign(ctx.db, row.campaign.id),
  ]);
  return presentOwnCampaignFull(ctx, locale, row, gallery, updates);
}

/** The full read of one of the charity's campaigns; another charity's is 404. */
export async function readOwnCampaign(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  charityId: number,
  campaignId: number,
) {
  const row = await ownCard(ctx.db, charityId, campaignId);
  if (!row) throw AppError.notFound();
  return presentFullCampaign(ctx, locale, row);
}

async function checkCategory(db: Queryable, categoryId: number) {
  if (!(await categoryExists(db, categoryId)))
    throw AppError.validation('category_id', 'validation.not_found_ref');
}

/** The campaign's currency: the one chosen (an active one), or the site's default. */
async function currencyOf(db: Queryable, currencyId: number | undefined) {
  const row = await findCampaignCurrency(db, currencyId);
  if (!row) throw AppError.validation('currency_id', 'validation.not_found_ref');
  return row;
}

/** The goal in minor units of the campaign's currency. */
function goalMinor(priceTarget: number, minorUnits: number) {
  const minor = toMinor(priceTarget, minorUnits);
  if (minor === null || minor <= 0) throw AppError.validation('price_target', 'validation.number');
  return minor;
}

/** The words of the form in both languages, rich text sanitised. */
function wordsOf(input: Omit<Partial<CampaignFields>, 'status'>): CampaignChanges {
  const changes: CampaignChanges = {};
  if (input['name:ar'] !== undefined) changes.nameAr = input['name:ar'];
  if (input['name:en'] !== undefined) changes.nameEn = input['name:en'];
  for (const [field, key] of [
    ['short_desc:ar', 'shortDescAr'],
    ['short_desc:en', 'shortDescEn'],
    ['content:ar', 'contentAr'],
    ['content:en', 'contentEn'],
  ] as const) {
    const value = input[field];
    if (value !== undefined) changes[key] = cleanRichText(field, value);
  }
  if (input.video_url !== undefined) changes.videoUrl = input.video_url;
  return changes;
}

function assertGallerySize(count: number) {
  if (count > CAMPAIGN_LIMITS.gallery) {
    throw AppError.validation('gallery', 'validation.too_many', { max: CAMPAIGN_LIMITS.gallery });
  }
}

/** The staff's queue: a campaign (new, or edited after a rejection) waits for their review. */
const campaignSubmitted = (tx: Queryable, charityId: number, campaignId: number, submission: string) =>
  notifyAdmins(tx, {
    type: 'campaign_submitted',
    data: { user_id: charityId, campaign_id: campaignId },
    eventKey: `campaign_submitted:${campaignId}:${submission}`,
  });

/** `POST /charity/campaigns`: a new campaign, `pending` until the staff approve it. */
export async function createCampaign(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  charityId: number,
  input: CampaignFields,
  files: CampaignFiles,
) {
  assertGallerySize(files.gallery.length);
  const words = wordsOf(input);
  await checkCategory(ctx.db, input.category_id);
  const currency = await currencyOf(ctx.db, input.currency_id);
  const priceTargetMinor = goalMinor(input.price_target, currency.minorUnits);
  const schedule = scheduleOf(input, null);
  // The pictures are checked (and re-encoded) and stored first, all or none; the rows follow in
  // one transaction, and a failed one removes the stored pictures again: nothing is left part-way.
  const { cover, gallery, discard } = await saveCampaignPictures(ctx, files);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const created = await insertCampaign(tx, {
        charityId,
        categoryId: input.category_id,
        currencyId: currency.id,
        nameAr: words.nameAr!,
        nameEn: words.nameEn!,
        shortDescAr: words.shortDescAr!,
        shortDescEn: words.shortDescEn!,
        contentAr: words.contentAr!,
        contentEn: words.contentEn!,
        videoUrl: words.videoUrl ?? null,
        imagePath: cover[0] ?? null,
        priceTargetMinor,
        requestedStatus: input.status,
        ...schedule,
      });
      if (gallery.length > 0) await insertGallery(tx, created, gallery);
      await campaignSubmitted(tx, charityId, created, 'new');
      return created;
    });
  } catch (error) {
    await discard();
    throw error;
  }
  // Read after the commit, outside the clean-up: the stored pictures now belong to the campaign.
  return readOwnCampaign(ctx, locale, charityId, id);
}

/** A campaign form's cover and gallery, stored together (all or none) before its rows are written. */
async function saveCampaignPictures(ctx: Pick<Infrastructure, 'storage'>, files: CampaignFiles) {
  const {
    groups: [cover, gallery],
    discard,
  } = await savePictureGroups(ctx, 'campaigns', [files.image ? [files.image] : [], files.gallery]);
  return { cover: cover!, gallery: gallery!, discard };
}

/** The charity's choice of status: before approval it is what it asks for, after it takes effect. */
function statusChanges(campaign: Campaign, status: CampaignUpdateFields['status']): CampaignChanges {
  if (status === undefined) return {};
  if (status === 'cancelled') return { charityChoice: 'cancelled' };
  if (campaign.reviewState !== 'approved') return { requestedStatus: status };
  return { requestedStatus: status, charityChoice: status === 'paused' ? 'paused' : 'active' };
}

/** The goal and currency after an update: a new currency re-reads the goal in its minor units. */
async function moneyChanges(tx: Queryable, campaign: Campaign, input: CampaignUpdateFields) {
  const changes: CampaignChanges = {};
  let currency = await currencyOf(tx, campaign.currencyId);
  if (input.currency_id !== undefined && input.currency_id !== campaign.currencyId) {
    if (await hasPaidDonations(tx, campaign.id))
      throw AppError.validation('currency_id', 'validation.currency_locked');
    const previous = currency;
    currency = await currencyOf(tx, input.currency_id);
    changes.currencyId = currency.id;
    changes.priceTargetMinor = Math.round(
      (campaign.priceTargetMinor / 10 ** previous.minorUnits) * 10 ** currency.minorUnits,
    );
  }
  if (input.price_target !== undefined)
    changes.priceTargetMinor = goalMinor(input.price_target, currency.minorUnits);
  return changes;
}

/**
 * Puts the kept gallery pictures in the order asked for (`gallery_order[]`): the ids named first,
 * in that order, then the others as they were. Ids of other campaigns, or repeated, are ignored.
 */
async function reorderGallery(tx: Queryable, campaignId: number, order: number[]) {
  const pictures = await galleryOfCampaign(tx, campaignId);
  const rank = new Map([...new Set(order)].map((id, index) => [id, index]));
  // A stable sort: the pictures not named keep their order.
  const sorted = [...pictures].sort((a, b) => (rank.get(a.id) ?? rank.size) - (rank.get(b.id) ?? rank.size));
  for (const [sort, picture] of sorted.entries()) {
    if (picture.sort !== sort) await setPictureSort(tx, picture.id, sort);
  }
}

/**
 * An update of `campaign` may go on: it is the charity's own, not cancelled, not paused or resumed
 * while the staff suspend it (decision 029: lifting returns it to the charity's choice of before,
 * and resuming would tell the charity it takes donations when it does not), and its gallery has
 * room for `adding` pictures once those asked to be removed are gone.
 */
async function updatableWith<
  Campaign extends {
    id: number;
    charityChoice: string;
    suspendedAt: Date | null;
    suspensionReason: string | null;
  },
>(db: Queryable, campaign: Campaign | undefined, input: CampaignUpdateFields, adding: number) {
  if (!campaign) throw AppError.notFound();
  if (campaign.charityChoice === 'cancelled') throw AppError.conflict('errors.campaign_cancelled');
  if (campaign.suspendedAt && (input.status === 'paused' || input.status === 'published')) {
    throw AppError.conflict('errors.campaign_suspended_status', {
      reason: isolate(campaign.suspensionReason ?? ''),
    });
  }
  const removed = await galleryPicturesIn(db, campaign.id, input.gallery_remove ?? []);
  const kept = (await galleryOfCampaign(db, campaign.id)).length - removed.length;
  assertGallerySize(kept + adding);
  return { campaign, removed, kept };
}

/**
 * `POST /charity/campaigns/{id}`: a partial update (contract §10). A cancelled campaign is final
 * (409); a rejected one goes back for review; moving the end ahead reopens an ended one.
 */
export async function updateCampaign(
  ctx: Pick<PaymentContext, 'caches' | 'config' | 'db' | 'payments' | 'storage'>,
  locale: Locale,
  charityId: number,
  campaignId: number,
  input: CampaignUpdateFields,
  files: CampaignFiles,
) {
  const words = wordsOf(input);
  if (input.category_id !== undefined) await checkCategory(ctx.db, input.category_id);
  // Refused before a picture is decoded (decoding is the costly part), and again under the lock.
  await updatableWith(ctx.db, await peekOwn(ctx.db, charityId, campaignId), input, files.gallery.length);
  const { cover, gallery, discard } = await saveCampaignPictures(ctx, files);
  let replaced: string[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      const locked = await lockOwn(tx, charityId, campaignId);
      const { campaign, removed, kept } = await updatableWith(tx, locked, input, gallery.length);
      const changes: CampaignChanges = {
        ...words,
        ...(await moneyChanges(tx, campaign, input)),
        ...statusChanges(campaign, input.status),
        ...scheduleOf(input, campaign),
        ...(input.category_id !== undefined ? { categoryId: input.category_id } : {}),
        ...(cover[0] ? { imagePath: cover[0] } : {}),
        // An edited rejected campaign is sent for review again.
        ...(campaign.reviewState === 'rejected' ? { reviewState: 'pending', rejectionReason: null } : {}),
        updatedAt: new Date(),
      };
      await updateCampaignRow(tx, campaignId, changes);
      // Cancelled, paused or its dates moved: checkouts it no longer takes are closed (decision 025).
      await closeCampaignCheckouts(tx, ctx, campaignIs(campaignId));
      if (campaign.reviewState === 'rejected') {
        await campaignSubmitted(tx, charityId, campaignId, String(changes.updatedAt!.getTime()));
      }
      if (removed.length > 0) {
        await deletePictures(
          tx,
          removed.map((image) => image.id),
        );
      }
      if (input.gallery_order) await reorderGallery(tx, campaignId, input.gallery_order);
      if (gallery.length > 0) await insertGallery(tx, campaignId, gallery, kept + removed.length);
      replaced = [
        ...removed.map((image) => image.path),
        ...(cover[0] && campaign.imagePath ? [campaign.imagePath] : []),
      ];
      await ctx.caches.invalidate(tx, ['campaigns']);
    });
  } catch (error) {
    await discard();
    throw error;
  }
  await removeFiles(ctx, replaced);
  return readOwnCampaign(ctx, locale, charityId, campaignId);
}

/**
 * `DELETE /charity/campaigns/{id}`: a soft delete, refused once money has arrived (cancel instead).
 * The campaign leaves every list and cart, and its open checkouts are closed (decision 025); its
 * pictures stay for the staff's records.
 */
export async function deleteCampaign(
  ctx: Pick<PaymentContext, 'caches' | 'db' | 'payments'>,
  charityId: number,
  campaignId: number,
) {
  await ctx.db.transaction(async (tx) => {
    const campaign = await lockOwn(tx, charityId, campaignId);
    if (!campaign) throw AppError.notFound();
    if (await hasPaidDonations(tx, campaignId)) throw AppError.conflict('errors.campaign_has_donations');
    await softDeleteCampaign(tx, campaignId);
    await closeCampaignCheckouts(tx, ctx, campaignIs(campaignId));
    await ctx.caches.invalidate(tx, ['campaigns']);
  });
}
