import { toMajor } from '@ataa/contract/money';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { campaigns, currencies } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { pick } from '../../http/localize.ts';
import { presentCampaignCard } from '../campaigns/present.ts';
import { charities, isAcceptingDonations, isPublic, selectCards } from '../campaigns/queries.ts';
import { currencyRef } from '../lookups/present.ts';
import { readSetting } from '../settings.ts';

const tags = ['Home'];
const HOME_CAMPAIGNS = 12;

export async function homeRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db } = ctx;

  async function baseCurrency() {
    const [base] = await db.select().from(currencies).where(eq(currencies.code, ctx.config.BASE_CURRENCY));
    if (!base)
      throw new Error(`base currency ${ctx.config.BASE_CURRENCY} is missing from the currencies table`);
    return base;
  }

  app.get('/banner/statistics', { schema: { tags } }, async (request) => {
    const { locale } = request;
    const [base, banner, [visible]] = await Promise.all([
      baseCurrency(),
      readSetting(db, 'banner'),
      db
        .select({ total: count() })
        .from(campaigns)
        .innerJoin(charities, eq(charities.id, campaigns.charityId))
        .where(isPublic()),
    ]);
    // Donations arrive with the giving feature; until a donation is paid the raised sum is zero.
    const collectedMinor = banner.extra_collected_minor;
    return success(locale, {
      total_collected: toMajor(collectedMinor, base.minorUnits),
      total_donors: banner.extra_donors,
      total_campaigns: visible!.total + banner.extra_campaigns,
      currency: currencyRef(base, locale),
      title: pick(locale, banner.title_ar, banner.title_en) || null,
      subtitle: pick(locale, banner.subtitle_ar, banner.subtitle_en) || null,
      image: banner.image_path ? ctx.storage.url(banner.image_path) : null,
    });
  });

  app.get('/top/donors', { schema: { tags } }, async (request) => {
    const base = await baseCurrency();
    // Ranked from paid donations; there are none before the giving feature records them.
    return success(request.locale, {
      top_donors: [],
      top_ten: [],
      currency: currencyRef(base, request.locale),
    });
  });

  app.get('/public-campaigns', { schema: { tags } }, async (request) => {
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
    const now = new Date();
    return success(
      request.locale,
      chosen.map((row) => presentCampaignCard(ctx, request.locale, row, now)),
    );
  });
}
