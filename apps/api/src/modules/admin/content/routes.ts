import {
  bannerBody,
  CONTENT_RESOURCE_NAMES,
  contentSchemas,
  mainVideoBody,
  SINGLE_RECORDS,
} from '@ataa/contract/schemas/admin-content';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerId } from '../../../http/caller.ts';
import { success } from '../../../http/envelope.ts';
import { readCheckedForm } from '../../../http/multipart.ts';
import { pageRequest } from '../../../http/paginate.ts';
import { pathId } from '../../../http/params.ts';
import { route } from '../../../http/route.ts';
import { updateRates } from './rates.ts';
import { RESOURCES } from './resources.ts';
import { createItem, deleteItem, listItems, readItem, updateItem } from './service.ts';
import { readSingle, updateSingle } from './single-records.ts';

/**
 * The back office's content (contract §13): the five operations of each resource of
 * `CONTENT_RESOURCES`, registered in one loop, then the bulk rates and the single records.
 */
export async function adminContentRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const actor = (request: FastifyRequest) => ({ ctx, locale: request.locale, actorId: callerId(request) });
  // The body of a write is multipart or JSON: read and checked here, with its files.
  const form = (
    request: FastifyRequest,
    schema: (typeof contentSchemas)[keyof typeof contentSchemas]['update'],
  ) => readCheckedForm(request, schema);

  for (const name of CONTENT_RESOURCE_NAMES) {
    const resource = RESOURCES[name];
    const schemas = contentSchemas[name];

    route(app, `GET /admin/${name}`, async (request) =>
      success(
        request.locale,
        await listItems(ctx, request.locale, resource, request.query.q, pageRequest(request)),
      ),
    );

    route(app, `POST /admin/${name}`, async (request) => {
      const { fields, files } = await form(request, schemas.create);
      const item = await createItem(actor(request), resource, fields, files);
      return success(request.locale, item, 'admin.content_created');
    });

    route(app, `GET /admin/${name}/:id`, async (request) =>
      success(request.locale, await readItem(ctx, request.locale, resource, pathId(request.params.id))),
    );

    for (const method of ['POST', 'PUT'] as const) {
      route(app, `${method} /admin/${name}/:id`, async (request) => {
        const id = pathId(request.params.id);
        const { fields, files } = await form(request, schemas.update);
        const item = await updateItem(actor(request), resource, id, fields, files);
        return success(request.locale, item, 'admin.content_saved');
      });
    }

    route(app, `DELETE /admin/${name}/:id`, async (request) => {
      await deleteItem(actor(request), resource, pathId(request.params.id));
      return success(request.locale, {}, 'admin.content_deleted');
    });
  }

  route(app, 'PUT /admin/currencies/rates', async (request) => {
    const rates = await updateRates(ctx, request.locale, callerId(request), request.body.rates);
    return success(request.locale, rates, 'admin.rates_saved');
  });

  for (const name of Object.keys(SINGLE_RECORDS) as Array<keyof typeof SINGLE_RECORDS>) {
    route(app, `GET /admin/${name}`, async (request) =>
      success(request.locale, await readSingle(ctx, request.locale, name)),
    );
    route(app, `PUT /admin/${name}`, async (request) => {
      const { fields, files } = await readCheckedForm(
        request,
        name === 'banner' ? bannerBody : mainVideoBody,
      );
      return success(
        request.locale,
        await updateSingle(actor(request), name, fields, files),
        'admin.content_saved',
      );
    });
  }
}
