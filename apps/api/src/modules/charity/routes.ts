import { createHash } from 'node:crypto';
import {
  CHARITY_PER_PAGE,
  campaignFields,
  campaignNewsEditFields,
  campaignNewsFields,
  campaignUpdateFields,
} from '@ataa/contract/schemas/charity';
import type { FastifyInstance } from 'fastify';
import { callerId } from '../../http/caller.ts';
import { success } from '../../http/envelope.ts';
import { runOnce } from '../../http/idempotency.ts';
import { type FormInput, readCheckedForm } from '../../http/multipart.ts';
import { pageRequest } from '../../http/paginate.ts';
import { pathId } from '../../http/params.ts';
import { route } from '../../http/route.ts';
import {
  createCampaign,
  deleteCampaign,
  listOwnCampaigns,
  readOwnCampaign,
  updateCampaign,
} from './campaigns.ts';
import { charityDailyStatistics } from './daily.ts';
import { donationFilterOf, listCharityDonations } from './donations.ts';
import { donationsCsv, exportFileName } from './export.ts';
import { deleteNews, editNews, postNews } from './news.ts';
import { charityStatistics } from './statistics.ts';

/** What a form's files hold, by field: a changed picture is a changed request for Idempotency-Key. */
function fileDigests(files: FormInput['files']) {
  return Object.values(files)
    .flat()
    .map((file) => [file.field, createHash('sha256').update(file.data).digest('hex')]);
}

/** The charity's dashboard (contract §10). */
export async function charityRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, 'GET /charity/statistics', async (request) =>
    success(request.locale, await charityStatistics(ctx, request.locale, callerId(request))),
  );

  route(app, 'GET /charity/statistics/daily', async (request) =>
    success(
      request.locale,
      await charityDailyStatistics(ctx, request.locale, callerId(request), request.query.campaign_id),
    ),
  );

  route(app, 'GET /charity/campaigns', async (request) => {
    const { q, status } = request.query;
    const page = pageRequest(request, CHARITY_PER_PAGE);
    return success(
      request.locale,
      await listOwnCampaigns(ctx, request.locale, callerId(request), { q, status }, page),
    );
  });

  // A form sent twice (a double click, a replayed post) with one Idempotency-Key makes one campaign.
  route(app, 'POST /charity/campaigns', async (request, reply) => {
    const { fields, files } = await readCheckedForm(request, campaignFields);
    const key = request.headers['idempotency-key'];
    const answer = await runOnce(
      ctx,
      {
        key: typeof key === 'string' ? key.trim() : undefined,
        caller: `u${callerId(request)}`,
        route: 'POST /charity/campaigns',
        body: { fields, files: fileDigests(files) },
      },
      async () => {
        const campaign = await createCampaign(ctx, request.locale, callerId(request), fields, {
          image: files.image?.[0],
          gallery: files.gallery ?? [],
        });
        return { statusCode: 201, body: success(request.locale, campaign, 'charity.campaign_created') };
      },
    );
    return reply.code(answer.statusCode).send(answer.body);
  });

  route(app, 'GET /charity/campaigns/:id', async (request) =>
    success(
      request.locale,
      await readOwnCampaign(ctx, request.locale, callerId(request), pathId(request.params.id)),
    ),
  );

  route(app, 'POST /charity/campaigns/:id', async (request) => {
    const id = pathId(request.params.id);
    const { fields, files } = await readCheckedForm(request, campaignUpdateFields);
    const campaign = await updateCampaign(ctx, request.locale, callerId(request), id, fields, {
      image: files.image?.[0],
      gallery: files.gallery ?? [],
    });
    return success(request.locale, campaign, 'charity.campaign_saved');
  });

  route(app, 'DELETE /charity/campaigns/:id', async (request) => {
    await deleteCampaign(ctx, callerId(request), pathId(request.params.id));
    return success(request.locale, {}, 'charity.campaign_deleted');
  });

  // A news form sent twice with one Idempotency-Key posts one update and tells its donors once.
  route(app, 'POST /charity/campaigns/:id/updates', async (request, reply) => {
    const id = pathId(request.params.id);
    const { fields, files } = await readCheckedForm(request, campaignNewsFields);
    const key = request.headers['idempotency-key'];
    const answer = await runOnce(
      ctx,
      {
        key: typeof key === 'string' ? key.trim() : undefined,
        caller: `u${callerId(request)}`,
        route: `POST /charity/campaigns/${id}/updates`,
        body: { fields, files: fileDigests(files) },
      },
      async () => {
        const update = await postNews(ctx, request.locale, callerId(request), id, fields, files.image?.[0]);
        return { statusCode: 201, body: success(request.locale, update, 'charity.news_posted') };
      },
    );
    return reply.code(answer.statusCode).send(answer.body);
  });

  route(app, 'PUT /charity/campaigns/:id/updates/:updateId', async (request) => {
    const ids = { campaignId: pathId(request.params.id), updateId: pathId(request.params.updateId) };
    const { fields, files } = await readCheckedForm(request, campaignNewsEditFields);
    const update = await editNews(ctx, request.locale, callerId(request), ids, fields, files.image?.[0]);
    return success(request.locale, update, 'charity.news_saved');
  });

  route(app, 'DELETE /charity/campaigns/:id/updates/:updateId', async (request) => {
    const { id, updateId } = request.params;
    await deleteNews(ctx, callerId(request), pathId(id), pathId(updateId));
    return success(request.locale, {}, 'charity.news_deleted');
  });

  route(app, 'GET /charity/donations', async (request) => {
    const filter = donationFilterOf(request.query);
    const page = pageRequest(request, CHARITY_PER_PAGE);
    return success(
      request.locale,
      await listCharityDonations(ctx, request.locale, callerId(request), filter, page),
    );
  });

  route(app, 'GET /charity/donations/export', async (request, reply) => {
    const filter = donationFilterOf(request.query);
    const csv = donationsCsv(ctx.db, request.locale, callerId(request), filter, ctx.config.BASE_CURRENCY);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${exportFileName()}"`)
      .send(csv);
  });
}
