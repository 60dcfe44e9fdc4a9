// Demo data: written on the first start of an empty database, in one transaction.

import { toMinor } from '@ataa/contract/money';
import { count } from 'drizzle-orm';
import type { Infrastructure } from '../context.ts';
import type { Queryable } from '../db/client.ts';
import {
  type campaigns as campaignTable,
  categories as categoryTable,
  countries as countryTable,
  currencies as currencyTable,
  users,
} from '../db/schema.ts';
import { writeSetting } from '../modules/content/site-settings.ts';
import { sanitizeRichText } from '../security/sanitize.ts';
import { savePicture } from '../storage/pictures.ts';
import type { AcceptedPicture } from '../storage/uploads.ts';
import { charities, dedications, donors, guestDonors } from './data/accounts.ts';
import { campaigns } from './data/campaigns.ts';
import { blogs, faqs, pages, stories, termsPage, videos } from './data/content.ts';
import { categories, countries, currencies, mainVideo, partners, socials } from './data/lookups.ts';
import type { CampaignSeed } from './data/types.ts';
import { type DemoPictures, renderDemoPictures } from './demo-pictures.ts';
import {
  createBlog,
  createCampaign,
  createCampaignImage,
  createCampaignUpdate,
  createFaq,
  createPage,
  createPaidDonation,
  createPartner,
  createSocial,
  createStory,
  createUser,
  createVideo,
} from './factories.ts';

const DAY_MS = 86_400_000;

/** The demo accounts, listed in the README. */
export const DEMO_PASSWORDS = { admin: 'Admin12345', charity: 'Charity12345', donor: 'Donor12345' } as const;
export const DEMO_ADMIN_EMAIL = 'admin@ataa.example';

/** The review and choice stored for each demo state; totals follow from the seeded donations. */
function campaignState(state: CampaignSeed['state']) {
  switch (state) {
    case 'pending':
      return { reviewState: 'pending' as const };
    case 'rejected':
      return { reviewState: 'rejected' as const, rejectionReason: 'Missing field reports for last season.' };
    case 'paused':
      return {
        reviewState: 'approved' as const,
        charityChoice: 'paused' as const,
        requestedStatus: 'paused' as const,
      };
    default:
      return { reviewState: 'approved' as const };
  }
}

/**
 * Paid donations that raise `raisedShare` of a campaign's goal, from the demo donors and guests,
 * in whole major units, spread between its start and now. The campaign's totals follow from them.
 */
async function seedDonations(
  tx: Queryable,
  row: typeof campaignTable.$inferSelect,
  campaign: CampaignSeed,
  index: number,
  context: { donors: Array<typeof users.$inferSelect>; minorUnits: number; now: Date },
) {
  const target = Math.round((row.priceTargetMinor * campaign.raisedShare) / 10 ** context.minorUnits);
  if (target <= 0) return;
  const count = 3 + (index % 6);
  const weights = Array.from({ length: count }, (_, k) => ((k * 7 + index * 3) % 10) + 1);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const amounts = weights.map((weight) => Math.floor((target * weight) / totalWeight));
  amounts[count - 1]! += target - amounts.reduce((sum, amount) => sum + amount, 0);
  const givers = [...context.donors.map((user) => ({ user })), ...guestDonors.map((guest) => ({ guest }))];
  const until = Math.min(context.now.getTime(), row.endAt.getTime());
  for (const [k, amount] of amounts.entries()) {
    if (amount <= 0) continue;
    // About one donation in three is a gift, its message in Arabic or English.
    const gift = (index + k) % 3 === 1 ? dedications[(index + k) % dedications.length] : undefined;
    await createPaidDonation(tx, {
      campaignId: row.id,
      amountMinor: amount * 10 ** context.minorUnits,
      ...givers[(index + k * 3) % givers.length]!,
      anonymous: k % 5 === 4,
      loveComment: gift?.comment,
      loveName: gift?.loveName,
      paidAt: new Date(row.startAt.getTime() + ((until - row.startAt.getTime()) * (k + 1)) / (count + 1)),
    });
  }
}

/** Seeds the demo data when the database has no accounts yet; returns whether it did. */
export async function seedDemoData(
  ctx: Pick<Infrastructure, 'db' | 'storage'>,
  now = new Date(),
  pictures: () => Promise<DemoPictures> = renderDemoPictures,
): Promise<boolean> {
  const [existing] = await ctx.db.select({ n: count() }).from(users);
  if (existing!.n > 0) return false;

  // Pictures are stored first: files are written outside the transaction, rows inside it.
  const rendered = await pictures();
  const storeEach = (folder: string, files: Buffer[], extension = 'webp') =>
    Promise.all(files.map((data) => ctx.storage.save(folder, extension, data)));
  const storePictures = (folder: string, accepted: AcceptedPicture[]) =>
    Promise.all(accepted.map((picture) => savePicture(ctx.storage, folder, picture)));
  const campaignImages = await storePictures('campaigns', rendered.campaigns);
  const galleryImages = await Promise.all(rendered.galleries.map((g) => storePictures('campaigns', g)));
  const blogImages = await storePictures('blogs', rendered.blogs);
  const storyImages = await storePictures('stories', rendered.stories);
  const videoThumbs = await storeEach('videos', rendered.videos);
  const partnerLogos = await storeEach('partners', rendered.partners);
  const socialIcons = await storeEach('socials', rendered.socials, 'png');
  const charityPhotos = await storeEach('photos', rendered.charities);
  const donorPhotos = await storeEach('photos', rendered.donors);

  await ctx.db.transaction(async (tx) => {
    const countryRows = await tx
      .insert(countryTable)
      .values(
        countries.map((c) => ({ iso2: c.iso2, nameAr: c.name.ar, nameEn: c.name.en, mobCode: c.mobCode })),
      )
      .returning();
    const countryId = (iso2: string) => countryRows.find((c) => c.iso2 === iso2)!.id;

    const currencyRows = await tx
      .insert(currencyTable)
      .values(
        currencies.map((c, sort) => ({
          code: c.code,
          nameAr: c.name.ar,
          nameEn: c.name.en,
          symbolAr: c.symbol.ar,
          symbolEn: c.symbol.en,
          minorUnits: c.minorUnits,
          rateToBase: c.rateToBase,
          isDefault: c.isDefault,
          sort,
        })),
      )
      .returning();

    const categoryRows = await tx
      .insert(categoryTable)
      .values(categories.map((c, sort) => ({ nameAr: c.name.ar, nameEn: c.name.en, sort })))
      .returning();
    const categoryId = (key: string) => categoryRows[categories.findIndex((c) => c.key === key)]!.id;

    const admin = await createUser(tx, {
      userType: 'admin',
      firstName: 'مدير',
      lastName: 'المنصة',
      email: DEMO_ADMIN_EMAIL,
      mobile: '966500000001',
      countryId: countryId('SA'),
      password: DEMO_PASSWORDS.admin,
    });
    const charityIds = new Map<string, number>();
    for (const [i, charity] of charities.entries()) {
      const row = await createUser(tx, {
        userType: 'charity',
        charityNameAr: charity.name.ar,
        charityNameEn: charity.name.en,
        approvalStatus: charity.approval,
        email: charity.email,
        mobile: charity.mobile,
        countryId: countryId(charity.countryIso2),
        photoPath: charityPhotos[i],
        password: DEMO_PASSWORDS.charity,
      });
      charityIds.set(charity.key, row.id);
    }
    const donorRows = [];
    for (const [i, donor] of donors.entries()) {
      const row = await createUser(tx, {
        userType: 'dooner',
        firstName: donor.firstName,
        lastName: donor.lastName,
        email: donor.email,
        mobile: donor.mobile,
        countryId: countryId(donor.countryIso2),
        photoPath: donorPhotos[i],
        password: DEMO_PASSWORDS.donor,
        locale: i % 2 === 0 ? 'ar' : 'en',
      });
      donorRows.push(row);
    }

    for (const [i, campaign] of campaigns.entries()) {
      const currency = currencyRows.find((c) => c.code === campaign.currency)!;
      const startAt = new Date(now.getTime() + campaign.startOffsetDays * DAY_MS);
      const row = await createCampaign(tx, {
        charityId: charityIds.get(campaign.charityKey)!,
        categoryId: categoryId(campaign.categoryKey),
        currencyId: currency.id,
        nameAr: campaign.name.ar,
        nameEn: campaign.name.en,
        shortDescAr: campaign.shortDesc.ar,
        shortDescEn: campaign.shortDesc.en,
        contentAr: campaign.content.ar,
        contentEn: campaign.content.en,
        imagePath: campaignImages[i],
        priceTargetMinor: toMinor(campaign.goal, currency.minorUnits)!,
        startAt,
        endAt: new Date(startAt.getTime() + campaign.totalDays * DAY_MS),
        isFeatured: campaign.featured,
        featuredSort: campaign.featured ? i : 0,
        ...campaignState(campaign.state),
      });
      for (const [sort, path] of galleryImages[i]!.entries()) {
        await createCampaignImage(tx, { campaignId: row.id, path, sort });
      }
      for (const [k, update] of (campaign.updates ?? []).entries()) {
        await createCampaignUpdate(tx, {
          campaignId: row.id,
          titleAr: update.title.ar,
          titleEn: update.title.en,
          contentAr: update.content.ar,
          contentEn: update.content.en,
          // The latest news of each campaign shows one of its gallery pictures.
          imagePath: k === campaign.updates!.length - 1 ? (galleryImages[i]![0] ?? null) : null,
          createdAt: new Date(now.getTime() - update.daysAgo * DAY_MS),
        });
      }
      await seedDonations(tx, row, campaign, i, { donors: donorRows, minorUnits: currency.minorUnits, now });
    }

    for (const [i, blog] of blogs.entries()) {
      await createBlog(tx, {
        titleAr: blog.title.ar,
        titleEn: blog.title.en,
        descriptionAr: blog.description.ar,
        descriptionEn: blog.description.en,
        contentAr: blog.content.ar,
        contentEn: blog.content.en,
        imagePath: blogImages[i],
        authorId: admin.id,
        createdAt: new Date(now.getTime() - blog.daysAgo * DAY_MS),
      });
    }
    for (const [i, story] of stories.entries()) {
      await createStory(tx, {
        titleAr: story.title.ar,
        titleEn: story.title.en,
        contentAr: story.content.ar,
        contentEn: story.content.en,
        imagePath: storyImages[i],
        createdAt: new Date(now.getTime() - story.daysAgo * DAY_MS),
      });
    }
    for (const [i, video] of videos.entries()) {
      await createVideo(tx, {
        titleAr: video.title.ar,
        titleEn: video.title.en,
        videoUrl: video.videoUrl,
        thumbnailPath: videoThumbs[i],
        authorId: admin.id,
        createdAt: new Date(now.getTime() - video.daysAgo * DAY_MS),
      });
    }
    await createPage(tx, {
      slug: 'terms',
      titleAr: termsPage.title.ar,
      titleEn: termsPage.title.en,
      contentAr: termsPage.content.ar,
      contentEn: termsPage.content.en,
      sort: 0,
    });
    for (const [i, page] of pages.entries()) {
      await createPage(tx, {
        titleAr: page.title.ar,
        titleEn: page.title.en,
        contentAr: page.content.ar,
        contentEn: page.content.en,
        sort: i + 1,
      });
    }
    for (const [sort, faq] of faqs.entries()) {
      await createFaq(tx, {
        titleAr: faq.title.ar,
        titleEn: faq.title.en,
        contentAr: sanitizeRichText(faq.content.ar),
        contentEn: sanitizeRichText(faq.content.en),
        sort,
      });
    }
    for (const [i, partner] of partners.entries()) {
      await createPartner(tx, {
        nameAr: partner.name.ar,
        nameEn: partner.name.en,
        url: partner.url,
        imagePath: partnerLogos[i],
        sort: i,
      });
    }
    for (const [i, social] of socials.entries()) {
      await createSocial(tx, { name: social.name, url: social.url, iconPath: socialIcons[i], sort: i });
    }
    await writeSetting(tx, 'main_video', {
      title_ar: mainVideo.title.ar,
      title_en: mainVideo.title.en,
      video_url: mainVideo.videoUrl,
    });
  });
  return true;
}
