import type { Paginated } from '@ataa/contract/pagination';
import { translate } from '@ataa/contract/translate';
import { excerpt, htmlToText, readingMinutes } from '../../components/content/text.ts';
import type { BlogCard, StoryCard, VideoCard } from '../../components/content/types.ts';
import type { Api } from '../../lib/api.server.ts';
import type { ContentKind, ContentSummary } from './content-kinds.ts';

/** Cards per page on the blog, story and video lists: two rows of three on a wide screen. */
export const LIST_PAGE_SIZE = 6;

/** Cards under an item. */
const RELATED = 3;

/** An item page's words and parts, the same shape for every kind. */
export interface ContentItem {
  id: number;
  title: string;
  created_at: string;
  image: string | null;
  /** For search engines and link previews. */
  description?: string;
  body: ArticleContent | VideoContent;
  related: ContentSummary[];
}

export interface ArticleContent {
  type: 'article';
  html: string;
  /** Shown above the text, set apart. */
  lead?: string;
  minutes: number;
  author?: string;
}

export interface VideoContent {
  type: 'video';
  url: string;
}

export const summarizeBlog = (blog: BlogCard): ContentSummary => ({
  id: blog.id,
  title: blog.title,
  image: blog.image,
  created_at: blog.created_at,
  excerpt: blog.description,
});

/** Story cards carry their whole HTML story; the pages only need a short excerpt of it. */
export const summarizeStory = (story: StoryCard): ContentSummary => ({
  id: story.id,
  title: story.title,
  image: story.image,
  created_at: story.created_at,
  excerpt: excerpt(htmlToText(story.content)),
});

const summarizeVideo = (video: VideoCard): ContentSummary => ({
  id: video.id,
  title: video.title,
  image: video.thumbnail,
  created_at: video.created_at,
});

function summarizeList<T>(list: Paginated<T>, summarize: (item: T) => ContentSummary) {
  return { data: list.data.map(summarize), meta: list.meta };
}

/** One page of a kind's list, as cards. */
export async function loadContentList(
  api: Api,
  kind: ContentKind,
  page: number,
): Promise<Paginated<ContentSummary>> {
  const query = { page, per_page: LIST_PAGE_SIZE };
  if (kind === 'blogs') return summarizeList(await api.read('GET /blogs', { query }), summarizeBlog);
  if (kind === 'stories') return summarizeList(await api.read('GET /stories', { query }), summarizeStory);
  return summarizeList(await api.read('GET /videos', { query }), summarizeVideo);
}

/** One item of a kind, with the cards shown under it. */
export function loadContentItem(api: Api, kind: ContentKind, id: string): Promise<ContentItem> {
  if (kind === 'blogs') return loadBlog(api, id);
  if (kind === 'stories') return loadStory(api, id);
  return loadVideo(api, id);
}

async function loadBlog(api: Api, id: string): Promise<ContentItem> {
  const blog = await api.read('GET /blogs/:id', { params: { id } });
  return {
    id: blog.id,
    title: blog.title,
    created_at: blog.created_at,
    image: blog.image,
    description: blog.description || undefined,
    body: {
      type: 'article',
      html: blog.content,
      lead: blog.description || undefined,
      minutes: readingMinutes(htmlToText(blog.content)),
      author: blog.user ? blog.user.full_name || blog.user.name : undefined,
    },
    related: blog.similar_blogs.slice(0, RELATED).map(summarizeBlog),
  };
}

async function loadStory(api: Api, id: string): Promise<ContentItem> {
  const story = await api.read('GET /stories/:id', { params: { id } });
  const text = htmlToText(story.content);
  return {
    id: story.id,
    title: story.title,
    created_at: story.created_at,
    image: story.image,
    description: excerpt(text, 160) || undefined,
    body: { type: 'article', html: story.content, minutes: readingMinutes(text) },
    related: story.similar_stories.slice(0, RELATED).map(summarizeStory),
  };
}

async function loadVideo(api: Api, id: string): Promise<ContentItem> {
  const [video, latest] = await Promise.all([
    api.read('GET /videos/:id', { params: { id } }),
    api.read('GET /videos', { query: { page: 1, per_page: RELATED + 1 } }),
  ]);
  return {
    id: video.id,
    title: video.title,
    created_at: video.created_at,
    image: video.thumbnail,
    description: translate(api.locale, 'content.videos.item_description', { title: video.title }),
    body: { type: 'video', url: video.video_url },
    related: latest.data
      .filter((item) => item.id !== video.id)
      .slice(0, RELATED)
      .map(summarizeVideo),
  };
}
