import type { EndpointKey, ResultInput } from '@ataa/contract/endpoints';
import type { Locale } from '@ataa/contract/locale';
import type { PageRequest } from '@ataa/contract/pagination';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { pathId } from '../../http/params.ts';
import { type EndpointHandler, route } from '../../http/route.ts';
import type { UserRow } from '../accounts/index.ts';
import {
  campaignDedications,
  campaignDetail,
  campaignsTakingGifts,
  charityReferral,
  listCampaigns,
} from './service.ts';

/** The signed-in caller, who may see personal cart fields or preview an own campaign. */
const viewerOf = async (request: FastifyRequest) => (await authenticate(request))?.user ?? null;

interface ItemRequest {
  locale: Locale;
  viewer: UserRow | null;
  id: number;
  page: PageRequest;
}

/** The reads of one item by its path id, with `page` and `per_page` for a list inside it. */
type ItemKey = Extract<
  EndpointKey,
  'GET /campaigns/:id' | 'GET /get-comments/:id' | 'GET /charity/referral/link/:id'
>;

/** The public campaign pages (contract §5). */
export async function campaignRoutes(app: FastifyInstance) {
  const { ctx } = app;

  function itemRoute<K extends ItemKey>(key: K, answer: (item: ItemRequest) => Promise<ResultInput<K>>) {
    const handler: EndpointHandler<ItemKey> = async (request) => {
      const id = pathId(request.params.id);
      const { page, per_page: perPage } = request.query;
      const { locale } = request;
      const result = await answer({ locale, viewer: await viewerOf(request), id, page: { page, perPage } });
      return success(locale, result as ResultInput<ItemKey>);
    };
    route(app, key, handler as EndpointHandler<K>);
  }

  route(app, 'GET /campaigns', async (request) =>
    success(request.locale, await listCampaigns(ctx, request.locale, await viewerOf(request), request.query)),
  );

  itemRoute('GET /campaigns/:id', ({ locale, viewer, id, page }) =>
    campaignDetail(ctx, locale, viewer, id, page),
  );
  itemRoute('GET /get-comments/:id', ({ locale, id, page }) => campaignDedications(ctx, locale, id, page));
  itemRoute('GET /charity/referral/link/:id', ({ locale, viewer, id, page }) =>
    charityReferral(ctx, locale, viewer, id, page),
  );

  route(app, 'GET /all-campaigns', async (request) =>
    success(request.locale, await campaignsTakingGifts(ctx, request.locale)),
  );
}
