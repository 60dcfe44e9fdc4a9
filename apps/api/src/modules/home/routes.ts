import { translate } from '@ataa/contract/messages';
import { toMajor } from '@ataa/contract/money';
import { bannerStatistics, campaignCard, envelope, topDonors } from '@ataa/contract/schemas/entities';
import { z } from '@ataa/contract/validation';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { campaigns } from '../../db/schema.ts';
import { authenticate } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { pick } from '../../http/localize.ts';
import { fullName } from '../accounts/full-name.ts';
import { displayName } from '../accounts/present.ts';
import { charities, isAcceptingDonations, isPublic, selectCards } from '../campaigns/queries.ts';
import { presentCards } from '../campaigns/service.ts';
import { givingTotals, largestDonations, topGivers } from '../donations/statistics.ts';
import { readBaseCurrency } from '../lookups/base-currency.ts';
import { currencyRef } from '../lookups/present.ts';
import { readSetting } from '../settings.ts';

const tags = ['Home'];
const HOME_CAMPAIGNS = 12;

export async function homeRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db } = ctx;

  const baseCurrency = () => readBaseCurrency(db, ctx.config.BASE_CURRENCY);

  app.get(
    '/banner/statistics',
    { schema: { tags, response: { 200: envelope(bannerStatistics) } } },
    async (request) => {
      const { locale } = request;
      const [base, banner, totals, [visible]] = await Promise.all([
        baseCurrency(),
        readSetting(db, 'banner'),
        givingTotals(db),
        db
          .select({ total: count() })
          .from(campaigns)
          .innerJoin(charities, eq(charities.id, campaigns.charityId))
          .where(isPublic()),
      ]);
      // The admin's banner adjustments (contract §13) are added to the real figures.
      return success(locale, {
        total_collected: toMajor(totals.collectedMinor + banner.extra_collected_minor, base.minorUnits),
        total_donors: totals.donors + banner.extra_donors,
        total_campaigns: visible!.total + banner.extra_campaigns,
        currency: currencyRef(base, locale),
        title: pick(locale, banner.title_ar, banner.title_en) || null,
        subtitle: pick(locale, banner.subtitle_ar, banner.subtitle_en) || null,
        image: banner.image_path ? ctx.storage.url(banner.image_path) : null,
      });
    },
  );

  app.get('/top/donors', { schema: { tags, response: { 200: envelope(topDonors) } } }, async (request) => {
    const { locale } = request;
    const [base, givers, largest] = await Promise.all([
      baseCurrency(),
      topGivers(db, 3),
      largestDonations(db, 10),
    ]);
    const anonymous = translate(locale, 'common.anonymous');
    const major = (minor: number) => toMajor(minor, base.minorUnits);
    const currency = currencyRef(base, locale);
    return success(locale, {
      top_donors: givers.map((giver) => ({
        name: giver.anonymous ? anonymous : fullName(giver) || giver.guestName,
        total_amount: major(giver.totalMinor),
      })),
      top_ten: largest.map(({ donation, user, campaign }) => {
        const shownUser = user && !donation.anonymous ? { name: displayName(user, locale) } : null;
        return {
          user_name: donation.anonymous ? anonymous : (shownUser?.name ?? donation.name),
          user: shownUser,
          total_amount: major(donation.baseAmountMinor),
          currency,
          campaign: { id: campaign.id, name: pick(locale, campaign.nameAr, campaign.nameEn) },
          created_at: (donation.paidAt ?? donation.createdAt).toISOString(),
        };
      }),
      currency,
    });
  });

  app.get(
    '/public-campaigns',
    { schema: { tags, response: { 200: envelope(z.array(campaignCard)) } } },
    async (request) => {
      const featured = await selectCards(db)
        .where(isPublic())
        .orderBy(
          desc(campaigns.isFeatured),
          asc(campaigns.featuredSort),
          desc(campaigns.startAt),
          desc(campaigns.id),
        )
        .limit(HOME_CAMPAIGNS);
      // Featured campaigns first, then the newest that accept donations.
      const chosen = featured.filter((row) => row.campaign.isFeatured);
      if (chosen.length < HOME_CAMPAIGNS) {
        const newest = await selectCards(db)
          .where(isAcceptingDonations())
          .orderBy(desc(campaigns.startAt), desc(campaigns.id))
          .limit(HOME_CAMPAIGNS);
        for (const row of newest) {
          if (chosen.length >= HOME_CAMPAIGNS) break;
          if (!chosen.some((picked) => picked.campaign.id === row.campaign.id)) chosen.push(row);
        }
      }
      const viewer = (await authenticate(request))?.user ?? null;
      return success(request.locale, await presentCards(ctx, request.locale, viewer, chosen));
    },
  );
}
