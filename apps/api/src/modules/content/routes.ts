import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import { pageRequest } from '../../http/paginate.ts';
import { pathId } from '../../http/params.ts';
import { route } from '../../http/route.ts';
import {
  blogDetail,
  faqList,
  listPublications,
  mainVideo,
  pageDetail,
  pageList,
  publications,
  storyDetail,
  videoDetail,
} from './service.ts';

/** The site's content (contract §4). */
export async function contentRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, 'GET /blogs', async (request) =>
    success(
      request.locale,
      await listPublications(ctx, request.locale, publications.blogs, pageRequest(request)),
    ),
  );
  route(app, 'GET /stories', async (request) =>
    success(
      request.locale,
      await listPublications(ctx, request.locale, publications.stories, pageRequest(request)),
    ),
  );
  route(app, 'GET /videos', async (request) =>
    success(
      request.locale,
      await listPublications(ctx, request.locale, publications.videos, pageRequest(request)),
    ),
  );

  route(app, 'GET /blogs/:id', async (request) =>
    success(request.locale, await blogDetail(ctx, request.locale, pathId(request.params.id))),
  );
  route(app, 'GET /stories/:id', async (request) =>
    success(request.locale, await storyDetail(ctx, request.locale, pathId(request.params.id))),
  );
  route(app, 'GET /videos/:id', async (request) =>
    success(request.locale, await videoDetail(ctx, request.locale, pathId(request.params.id))),
  );

  route(app, 'GET /pages', async (request) =>
    success(request.locale, { data: await pageList(ctx, request.locale) }),
  );
  route(app, 'GET /pages/:id', async (request) =>
    success(request.locale, await pageDetail(ctx, request.locale, request.params.id)),
  );
  route(app, 'GET /faqs', async (request) =>
    success(request.locale, { data: await faqList(ctx, request.locale) }),
  );
  route(app, 'GET /main/video', async (request) =>
    success(request.locale, await mainVideo(ctx, request.locale)),
  );
}
