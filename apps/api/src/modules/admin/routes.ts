import { approveCharityBody, featureBody, reasonBody, suspendBody } from '@ataa/contract/schemas/admin';
import { z } from '@ataa/contract/validation';
import type { FastifyInstance } from 'fastify';
import { callerId } from '../../http/caller.ts';
import { success } from '../../http/envelope.ts';
import { readCheckedForm } from '../../http/multipart.ts';
import { pageRequest } from '../../http/paginate.ts';
import { pathId } from '../../http/params.ts';
import { route } from '../../http/route.ts';
import { auditActors, listAudit } from './audit.ts';
import { listCampaigns, readCampaign, reviewCampaign } from './campaigns.ts';
import { listCharities, readCharity, reviewCharity } from './charities.ts';
import { listContacts, markContactRead } from './contacts.ts';
import { adminStatistics } from './statistics.ts';

/** A write with nothing to send: its body, JSON or multipart (contract §13), is read and ignored. */
const nothing = z.object({});

/** The back office (contract §13): its overview, the review of charities and campaigns, contact messages and the audit log. */
export async function adminRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, 'GET /admin/charities', async (request) => {
    const { q, approval_status, country_id } = request.query;
    const filter = { q, approvalStatus: approval_status, countryId: country_id };
    return success(request.locale, await listCharities(ctx, request.locale, filter, pageRequest(request)));
  });

  route(app, 'GET /admin/charities/:id', async (request) =>
    success(request.locale, await readCharity(ctx, request.locale, pathId(request.params.id))),
  );

  route(app, 'POST /admin/charities/:id/approve', async (request) => {
    const { without_documents } = (await readCheckedForm(request, approveCharityBody)).fields;
    const charity = await reviewCharity(ctx, request.locale, callerId(request), pathId(request.params.id), {
      approved: true,
      withoutDocuments: without_documents === true,
    });
    return success(request.locale, charity, 'admin.charity_approved');
  });

  route(app, 'POST /admin/charities/:id/reject', async (request) => {
    const { reason } = (await readCheckedForm(request, reasonBody)).fields;
    const charity = await reviewCharity(ctx, request.locale, callerId(request), pathId(request.params.id), {
      approved: false,
      reason,
    });
    return success(request.locale, charity, 'admin.charity_rejected');
  });

  route(app, 'GET /admin/campaigns', async (request) => {
    const { q, status, charity_id, category_id, featured } = request.query;
    const filter = { q, status, charityId: charity_id, categoryId: category_id, featured };
    return success(request.locale, await listCampaigns(ctx, request.locale, filter, pageRequest(request)));
  });

  route(app, 'GET /admin/campaigns/:id', async (request) =>
    success(request.locale, await readCampaign(ctx, request.locale, pathId(request.params.id))),
  );

  route(app, 'POST /admin/campaigns/:id/approve', async (request) => {
    await readCheckedForm(request, nothing);
    const id = pathId(request.params.id);
    const campaign = await reviewCampaign(ctx, request.locale, callerId(request), id, { action: 'approve' });
    return success(request.locale, campaign, 'admin.campaign_approved');
  });

  route(app, 'POST /admin/campaigns/:id/reject', async (request) => {
    const id = pathId(request.params.id);
    const { reason } = (await readCheckedForm(request, reasonBody)).fields;
    const review = { action: 'reject' as const, reason };
    const campaign = await reviewCampaign(ctx, request.locale, callerId(request), id, review);
    return success(request.locale, campaign, 'admin.campaign_rejected');
  });

  route(app, 'POST /admin/campaigns/:id/suspend', async (request) => {
    const id = pathId(request.params.id);
    const { reason } = (await readCheckedForm(request, suspendBody)).fields;
    const review = { action: 'suspend' as const, reason };
    const campaign = await reviewCampaign(ctx, request.locale, callerId(request), id, review);
    return success(request.locale, campaign, 'admin.campaign_suspended');
  });

  route(app, 'POST /admin/campaigns/:id/lift-suspension', async (request) => {
    await readCheckedForm(request, nothing);
    const id = pathId(request.params.id);
    const campaign = await reviewCampaign(ctx, request.locale, callerId(request), id, { action: 'lift' });
    return success(request.locale, campaign, 'admin.campaign_suspension_lifted');
  });

  route(app, 'POST /admin/campaigns/:id/feature', async (request) => {
    const id = pathId(request.params.id);
    const { featured, sort } = (await readCheckedForm(request, featureBody)).fields;
    const campaign = await reviewCampaign(ctx, request.locale, callerId(request), id, {
      action: 'feature',
      featured,
      sort,
    });
    return success(request.locale, campaign, 'admin.campaign_featured');
  });

  route(app, 'GET /admin/contacts', async (request) => {
    const { q, unread } = request.query;
    return success(request.locale, await listContacts(ctx, { q, unread }, pageRequest(request)));
  });

  route(app, 'POST /admin/contacts/:id/read', async (request) => {
    await readCheckedForm(request, nothing);
    return success(request.locale, await markContactRead(ctx, callerId(request), pathId(request.params.id)));
  });

  route(app, 'GET /admin/statistics', async (request) =>
    success(request.locale, await adminStatistics(ctx, request.locale)),
  );

  route(app, 'GET /admin/audit', async (request) => {
    const { actor_id, object_type, object_id, action, day } = request.query;
    const filter = { actorId: actor_id, objectType: object_type, objectId: object_id, action, day };
    return success(request.locale, await listAudit(ctx, request.locale, filter, pageRequest(request)));
  });

  route(app, 'GET /admin/audit/actors', async (request) =>
    success(request.locale, await auditActors(ctx, request.locale)),
  );
}
