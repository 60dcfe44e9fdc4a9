import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireRole } from '../../http/auth.ts';
import { callerId } from '../../http/caller.ts';
import { success } from '../../http/envelope.ts';
import { pageRequest } from '../../http/paginate.ts';
import { pathId } from '../../http/params.ts';
import { PRIVATE_NO_STORE } from '../../http/private-answers.ts';
import { route } from '../../http/route.ts';
import { createOnce, donorOf, openingOf } from '../giving/index.ts';
import { acceptFormPosts, pageLocale } from '../payments/index.ts';
import { scheduleReceiptFileName } from '../receipts/index.ts';
import { renderScheduleSandboxPage } from './sandbox-html.ts';
import {
  cancelSchedule,
  changeSchedule,
  chooseSandboxOutcome,
  createSchedule,
  listSchedules,
  readSchedule,
  replacePaymentMethod,
  type ScheduleAccess,
  sandboxView,
  scheduleReceiptPdf,
} from './service.ts';
import { chargeDueNow, listAdminSchedules, scheduleForecast } from './staff.ts';

/** The schedule's owner, by the id in the path (a signed-in donor). */
async function owner(request: FastifyRequest<{ Params: { id: string } }>): Promise<ScheduleAccess> {
  const { user } = await requireRole(request, 'dooner');
  return { donor: user, id: pathId(request.params.id) };
}

/** The holder of a schedule's signed link: what they read is theirs alone, never stored. */
function holder(request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply): ScheduleAccess {
  reply.header('Cache-Control', PRIVATE_NO_STORE);
  return { token: request.params.token };
}

/** A schedule's receipt, as a PDF attachment. */
function sendReceipt(reply: FastifyReply, { id, pdf }: { id: number; pdf: Buffer }) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${scheduleReceiptFileName(id)}"`)
    .send(pdf);
}

/**
 * Scheduled giving (contract §17): making a schedule, the donor's schedules, the same for the
 * holder of a guest's signed link, and the sandbox's page.
 */
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
    const read = await readSchedule(ctx, request.locale, await owner(request), pageRequest(request));
    return success(request.locale, read);
  });

  route(app, 'POST /schedules/:id', async (request) => {
    const changed = await changeSchedule(ctx, request.locale, await owner(request), request.body);
    return success(request.locale, changed, 'schedules.saved');
  });

  route(app, 'POST /schedules/:id/cancel', async (request) => {
    const cancelled = await cancelSchedule(ctx, request.locale, await owner(request));
    return success(request.locale, cancelled, 'schedules.cancelled');
  });

  route(app, 'POST /schedules/:id/payment-method', async (request) => {
    const page = await replacePaymentMethod(ctx, request.locale, await owner(request), request.body.gateway);
    return success(request.locale, page, 'schedules.method_opened');
  });

  route(app, 'GET /schedules/:id/receipt', async (request, reply) =>
    sendReceipt(reply, await scheduleReceiptPdf(ctx, request.locale, await owner(request))),
  );

  route(app, 'GET /schedules/manage/:token', async (request, reply) => {
    const read = await readSchedule(ctx, request.locale, holder(request, reply), pageRequest(request));
    return success(request.locale, read);
  });

  route(app, 'POST /schedules/manage/:token', async (request, reply) => {
    const changed = await changeSchedule(ctx, request.locale, holder(request, reply), request.body);
    return success(request.locale, changed, 'schedules.saved');
  });

  route(app, 'POST /schedules/manage/:token/cancel', async (request, reply) => {
    const cancelled = await cancelSchedule(ctx, request.locale, holder(request, reply));
    return success(request.locale, cancelled, 'schedules.cancelled');
  });

  route(app, 'POST /schedules/manage/:token/payment-method', async (request, reply) => {
    const access = holder(request, reply);
    const page = await replacePaymentMethod(ctx, request.locale, access, request.body.gateway);
    return success(request.locale, page, 'schedules.method_opened');
  });

  route(app, 'GET /schedules/manage/:token/receipt', async (request, reply) =>
    sendReceipt(reply, await scheduleReceiptPdf(ctx, request.locale, holder(request, reply))),
  );

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
