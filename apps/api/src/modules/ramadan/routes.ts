import type { FastifyInstance } from 'fastify';
import { callerId } from '../../http/caller.ts';
import { success } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { adminRamadan, ramadanDates, setRamadanFirstDays } from './service.ts';

/** The dates of Ramadan (contract §17): public, and the staff's first days per country. */
export async function ramadanRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, 'GET /ramadan', async (request) =>
    success(request.locale, await ramadanDates(db, request.query.country_id)),
  );

  route(app, 'GET /admin/ramadan', async (request) =>
    success(request.locale, await adminRamadan(db, request.locale, request.query.year_hijri)),
  );

  route(app, 'PUT /admin/ramadan', async (request) =>
    success(
      request.locale,
      await setRamadanFirstDays(db, request.locale, callerId(request), request.body),
      'ramadan.saved',
    ),
  );
}
