import type { Locale } from '@ataa/contract/locale';
import type { PageRequest } from '@ataa/contract/pagination';
import {
  allCampaignsItem,
  campaignDetail as campaignDetailSchema,
  campaignListQuery,
  dedication,
  pageQuery,
  referralList,
} from '@ataa/contract/schemas/campaigns';
import { campaignCard, envelope, paginated } from '@ataa/contract/schemas/entities';
import { z } from '@ataa/contract/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { pathId } from '../../http/params.ts';
import { typed } from '../../http/route-helpers.ts';
import type { UserRow } from '../accounts/sessions.ts';
import {
  campaignDedications,
  campaignDetail,
  campaignsTakingGifts,
  charityReferral,
  listCampaigns,
} from './service.ts';

const tags = ['Campaigns'];
const idParams = z.object({ id: z.string() });

/** The signed-in caller, who may see personal cart fields or preview an own campaign. */
const viewerOf = async (request: FastifyRequest) => (await authenticate(request))?.user ?? null;

interface ItemRequest {
  locale: Locale;
  viewer: UserRow | null;
  id: number;
  page: PageRequest;
}

/** The public campaign pages (contract §5). */
export async function campaignRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const { ctx } = fastify;

  /** A GET of one item by its path id, with `page` and `per_page` for a list inside it. */
  function itemRoute(path: string, result: z.ZodType, answer: (item: ItemRequest) => Promise<unknown>) {
    app.get(
      path,
      {
        schema: { tags, params: idParams, querystring: pageQuery, response: { 200: envelope(result) } },
      },
      async (request) => {
        const id = pathId(request.params.id);
        const { page, per_page: perPage } = request.query;
        const { locale } = request;
        return success(
          locale,
          await answer({ locale, viewer: await viewerOf(request), id, page: { page, perPage } }),
        );
      },
    );
  }

  app.get(
    '/campaigns',
    {
      schema: { tags, querystring: campaignListQuery, response: { 200: envelope(paginated(campaignCard)) } },
    },
    async (request) =>
      success(
        request.locale,
        await listCampaigns(ctx, request.locale, await viewerOf(request), request.query),
      ),
  );

  itemRoute('/campaigns/:id', campaignDetailSchema, ({ locale, viewer, id, page }) =>
    campaignDetail(ctx, locale, viewer, id, page),
  );
  itemRoute('/get-comments/:id', paginated(dedication), ({ locale, id, page }) =>
    campaignDedications(ctx, locale, id, page),
  );
  itemRoute('/charity/referral/link/:id', referralList, ({ locale, viewer, id, page }) =>
    charityReferral(ctx, locale, viewer, id, page),
  );

  app.get(
    '/all-campaigns',
    { schema: { tags, response: { 200: envelope(z.array(allCampaignsItem)) } } },
    async (request) => success(request.locale, await campaignsTakingGifts(ctx, request.locale)),
  );
}
