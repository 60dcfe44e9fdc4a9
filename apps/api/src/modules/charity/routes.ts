import { createHash } from 'node:crypto';
import {
  CHARITY_PER_PAGE,
  campaignFields,
  campaignNewsFields,
  campaignUpdateFields,
} from '@ataa/contract/schemas/charity';
import type { z } from '@ataa/contract/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { success } from '../../http/envelope.ts';
import { RequestValidationError } from '../../http/errors.ts';
import { readForm } from '../../http/multipart.ts';
import { pageRequest } from '../../http/paginate.ts';
import { pathId } from '../../http/params.ts';
import { route } from '../../http/route.ts';
import { runOnce } from '../giving/idempotency.ts';
import {
  createCampaign,
  deleteCampaign,
  listOwnCampaigns,
  readOwnCampaign,
  updateCampaign,
} from './campaigns.ts';
import { donationFilterOf, listCharityDonations } from './donations.ts';
import { donationsCsv, exportFileName } from './export.ts';
import { deleteNews, postNews } from './news.ts';
import { charityStatistics } from './statistics.ts';

/** The signed-in charity of a request that passed the endpoint map's charity check. */
function charityId(request: FastifyRequest): number {
  if (!request.auth) throw new Error('charityId called on a route without the charity check');
  return request.auth.user.id;
}

/** A multipart (or JSON) form: its fields checked by `schema`, its files as sent. */
async function formOf<T extends z.ZodType>(request: FastifyRequest, schema: T) {
  const form = await readForm(request);
  const parsed = schema.safeParse(form.fields);
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues);
  return { fields: parsed.data as z.output<T>, files: form.files };
}

/** What a form's files hold, by field: a changed picture is a changed request for Idempotency-Key. */
function fileDigests(files: Awaited<ReturnType<typeof readForm>>['files']) {
  return Object.values(files)
    .flat()
    .map((file) => [file.field, createHash('sha256').update(file.data).digest('hex')]);
}

/** The charity's dashboard (contract §10). */
export async function charityRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, 'GET /charity/statistics', async (request) =>
    success(request.locale, await charityStatistics(ctx, request.locale, charityId(request))),
  );

  route(app, 'GET /charity/campaigns', async (request) => {
    const { q, status } = request.query;
    const page = pageRequest(request, CHARITY_PER_PAGE);
    return success(
      request.locale,
      await listOwnCampaigns(ctx, request.locale, charityId(request), { q, status }, page),
    );
  });

  // A form sent twice (a double click, a replayed post) with one Idempotency-Key makes one campaign.
  route(app, 'POST /charity/campaigns', async (request, reply) => {
    const { fields, files } = await formOf(request, campaignFields);
    const key = request.headers['idempotency-key'];
    const answer = await runOnce(
      ctx,
      {
        key: typeof key === 'string' ? key.trim() : undefined,
        caller: `u${charityId(request)}`,
        route: 'POST /charity/campaigns',
        body: { fields, files: fileDigests(files) },
      },
      async () => {
        const campaign = await createCampaign(ctx, request.locale, charityId(request), fields, {
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
      await readOwnCampaign(ctx, request.locale, charityId(request), pathId(request.params.id)),
    ),
  );

  route(app, 'POST /charity/campaigns/:id', async (request) => {
    const id = pathId(request.params.id);
    const { fields, files } = await formOf(request, campaignUpdateFields);
    const campaign = await updateCampaign(ctx, request.locale, charityId(request), id, fields, {
      image: files.image?.[0],
      gallery: files.gallery ?? [],
    });
    return success(request.locale, campaign, 'charity.campaign_saved');
  });

  route(app, 'DELETE /charity/campaigns/:id', async (request) => {
    await deleteCampaign(ctx, charityId(request), pathId(request.params.id));
    return success(request.locale, {}, 'charity.campaign_deleted');
  });

  route(app, 'POST /charity/campaigns/:id/updates', async (request) => {
    const id = pathId(request.params.id);
    const { fields, files } = await formOf(request, campaignNewsFields);
    const update = await postNews(ctx, request.locale, charityId(request), id, fields, files.image?.[0]);
    return success(request.locale, update, 'charity.news_posted');
  });

  route(app, 'DELETE /charity/campaigns/:id/updates/:updateId', async (request) => {
    const { id, updateId } = request.params;
    await deleteNews(ctx, charityId(request), pathId(id), pathId(updateId));
    return success(request.locale, {}, 'charity.news_deleted');
  });

  route(app, 'GET /charity/donations', async (request) => {
    const filter = donationFilterOf(request.query);
    const page = pageRequest(request, CHARITY_PER_PAGE);
    return success(
      request.locale,
      await listCharityDonations(ctx, request.locale, charityId(request), filter, page),
    );
  });

  route(app, 'GET /charity/donations/export', async (request, reply) => {
    const filter = donationFilterOf(request.query);
    const csv = donationsCsv(ctx.db, request.locale, charityId(request), filter);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${exportFileName()}"`)
      .send(csv);
  });
}
