import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../http/auth.ts';
import { callerId } from '../../http/caller.ts';
import { success } from '../../http/envelope.ts';
import { pageRequest } from '../../http/paginate.ts';
import { pathId } from '../../http/params.ts';
import { route } from '../../http/route.ts';
import { createOnce, donorOf, openingOf } from '../giving/index.ts';
import { acceptFormPosts, pageLocale } from '../payments/index.ts';
import { renderScheduleSandboxPage } from './sandbox-html.ts';
import {
  cancelSchedule,
  changeSchedule,
  chooseSandboxOutcome,
  createSchedule,
  listSchedules,
  readSchedule,
  sandboxView,
} from './service.ts';
import { chargeDueNow, listAdminSchedules, scheduleForecast } from './staff.ts';

/** Scheduled giving (contract §17): making a schedule, the donor's schedules, the sandbox's page. */
export async function scheduleRoutes(app: FastifyInstance) {
  const { ctx } = app;
  acceptFormPosts(app);

  route(app, 'POST /schedules', async (request, reply) => {
    const donor = await donorOf(request);
    return createOnce(request, reply, donor, async () => {
      const { name, email, mobile } = request.body;
      const giver = donor ? { donor } : { donor: null, name, email, mobile };
      const created = await createSchedule(ctx, openingOf(request), giver, request.body);
      return success(request.locale, created, 'schedules.created');
    });
  });

  route(app, 'GET /schedules', async (request) => {
    const { user } = await requireRole(request, 'dooner');
    const page = await listSchedules(
      ctx.db,
      request.locale,
      user,
      pageRequest(request),
      request.query.status,
    );
    return success(request.locale, page);
  });

  route(app, 'GET /schedules/:id', async (request) => {
    const { user } = await requireRole(request, 'dooner');
    const id = pathId(request.params.id);
    return success(
      request.locale,
      await readSchedule(ctx.db, request.locale, user, id, pageRequest(request)),
    );
  });

  route(app, 'POST /schedules/:id', async (request) => {
    const { user } = await requireRole(request, 'dooner');
    const id = pathId(request.params.id);
    const changed = await changeSchedule(ctx, request.locale, user, id, request.body);
    return success(request.locale, changed, 'schedules.saved');
  });

  route(app, 'POST /schedules/:id/cancel', async (request) => {
    const { user } = await requireRole(request, 'dooner');
    const id = pathId(request.params.id);
    return success(
      request.locale,
      await cancelSchedule(ctx, request.locale, user, id),
      'schedules.cancelled',
    );
  });

  route(app, 'GET /schedules/sandbox/:reference', async (request, reply) => {
    const locale = pageLocale(request);
    const view = await sandboxView(ctx.db, locale, request.params.reference);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(renderScheduleSandboxPage(locale, view));
  });

  route(app, 'POST /schedules/sandbox/:reference', async (request, reply) => {
    const { outcome, later } = request.body;
    const redirectUrl = await chooseSandboxOutcome(ctx, request.params.reference, outcome, later);
    if (request.headers['content-type']?.includes('application/json')) {
      return success(request.locale, { redirect_url: redirectUrl });
    }
    return reply.code(303).header('Location', redirectUrl).send();
  });
}

/** The staff's schedules (contract §17): the list, the forecast, and charging what is due now (NEW). */
export async function adminScheduleRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, 'GET /admin/schedules', async (request) => {
    const { status, plan, failing, q } = request.query;
    const filter = { status, plan, failing, q };
    return success(
      request.locale,
      await listAdminSchedules(ctx.db, request.locale, filter, pageRequest(request)),
    );
  });

  route(app, 'GET /admin/schedules/forecast', async (request) =>
    success(request.locale, await scheduleForecast(ctx, request.locale, request.query.hours)),
  );

  route(app, 'POST /admin/schedules/charge-due', async (request) => {
    const charged = await chargeDueNow(ctx, request.log, callerId(request));
    return success(request.locale, { charged }, 'admin.schedules_charged');
  });
}
