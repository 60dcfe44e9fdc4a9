import type { FastifyInstance } from 'fastify';
import { callerId } from '../../http/caller.ts';
import { success } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { adminRamadan, type FirstDaysMoved, ramadanDates, setRamadanFirstDays } from './service.ts';

/** The dates of Ramadan (contract §17), the same for everyone: a public read, cached as the lookups are. */
export async function ramadanRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  route(app, 'GET /ramadan', async (request) =>
    success(request.locale, await ramadanDates(db, request.query.country_id)),
  );
}

/**
 * The staff's first days of Ramadan per country. `firstDaysMoved` moves the schedules' nights with
 * them: scheduled giving is a module above this one, which api.ts gives here.
 */
export async function adminRamadanRoutes(
  app: FastifyInstance,
  { firstDaysMoved }: { firstDaysMoved: FirstDaysMoved },
) {
  const { db, caches } = app.ctx;

  route(app, 'GET /admin/ramadan', async (request) =>
    success(request.locale, await adminRamadan(db, request.locale, request.query.year_hijri)),
  );

  route(app, 'PUT /admin/ramadan', async (request) =>
    success(
      request.locale,
      await setRamadanFirstDays(db, caches, firstDaysMoved, request.locale, callerId(request), request.body),
      'ramadan.saved',
    ),
  );
}
