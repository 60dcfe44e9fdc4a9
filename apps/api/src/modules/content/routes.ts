import {
  blog,
  blogCard,
  dataList,
  envelope,
  faq,
  mainVideo as mainVideoSchema,
  page,
  pageSummary,
  paginated,
  story,
  storyCard,
  video,
  videoCard,
} from '@ataa/contract/schemas/entities';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { success } from '../../http/envelope.ts';
import { pageRequest } from '../../http/paginate.ts';
import { pathId } from '../../http/params.ts';
import {
  blogDetail,
  faqList,
  type Kind,
  listPublications,
  mainVideo,
  pageDetail,
  pageList,
  publications,
  storyDetail,
  videoDetail,
} from './service.ts';

const tags = ['Content'];
type IdParams = { Params: { id: string } };

/** The site's content (contract §4). */
export async function contentRoutes(app: FastifyInstance) {
  const { ctx } = app;

  function listRoute<Row>(path: string, kind: Kind<Row>, item: z.ZodType) {
    app.get(path, { schema: { tags, response: { 200: envelope(paginated(item)) } } }, async (request) =>
      success(request.locale, await listPublications(ctx, request.locale, kind, pageRequest(request))),
    );
  }
  listRoute('/blogs', publications.blogs, blogCard);
  listRoute('/stories', publications.stories, storyCard);
  listRoute('/videos', publications.videos, videoCard);

  app.get<IdParams>('/blogs/:id', { schema: { tags, response: { 200: envelope(blog) } } }, async (request) =>
    success(request.locale, await blogDetail(ctx, request.locale, pathId(request.params.id))),
  );
  app.get<IdParams>(
    '/stories/:id',
    { schema: { tags, response: { 200: envelope(story) } } },
    async (request) =>
      success(request.locale, await storyDetail(ctx, request.locale, pathId(request.params.id))),
  );
  app.get<IdParams>(
    '/videos/:id',
    { schema: { tags, response: { 200: envelope(video) } } },
    async (request) =>
      success(request.locale, await videoDetail(ctx, request.locale, pathId(request.params.id))),
  );

  app.get(
    '/pages',
    { schema: { tags, response: { 200: envelope(dataList(pageSummary)) } } },
    async (request) => success(request.locale, { data: await pageList(ctx, request.locale) }),
  );
  app.get<IdParams>('/pages/:id', { schema: { tags, response: { 200: envelope(page) } } }, async (request) =>
    success(request.locale, await pageDetail(ctx, request.locale, request.params.id)),
  );
  app.get('/faqs', { schema: { tags, response: { 200: envelope(dataList(faq)) } } }, async (request) =>
    success(request.locale, { data: await faqList(ctx, request.locale) }),
  );
  app.get(
    '/main/video',
    { schema: { tags, response: { 200: envelope(mainVideoSchema) } } },
    async (request) => success(request.locale, await mainVideo(ctx, request.locale)),
  );
}
