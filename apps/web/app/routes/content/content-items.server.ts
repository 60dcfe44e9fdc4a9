import { translate } from '@ataa/contract/translate';
import { excerpt, htmlToText, readingMinutes } from '../../components/content/text.ts';
import type {
  Blog,
  BlogCard,
  Paginated,
  Story,
  StoryCard,
  Video,
  VideoCard,
} from '../../components/content/types.ts';
import { type ApiFetch, apiGet } from '../../lib/api.server.ts';
import { requestLocale } from '../../lib/i18n.ts';
import type { ContentKind, ContentSummary } from './content-kinds.ts';

type Context = { apiFetch?: ApiFetch };

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

/** One page of a kind's list, as cards. */
export async function loadContentList(
  context: Context,
  request: Request,
  kind: ContentKind,
  page: number,
): Promise<Paginated<ContentSummary>> {
  const read = async <T>(summarize: (item: T) => ContentSummary) => {
    const path = `/${kind}?page=${page}&per_page=${LIST_PAGE_SIZE}`;
    const list = await apiGet<Paginated<T>>(context, request, path, requestLocale(request));
    return { data: list.data.map(summarize), meta: list.meta };
  };
  if (kind === 'blogs') return read(summarizeBlog);
  if (kind === 'stories') return read(summarizeStory);
  return read(summarizeVideo);
}

/** One item of a kind, with the cards shown under it. */
export function loadContentItem(
  context: Context,
  request: Request,
  kind: ContentKind,
  id: string,
): Promise<ContentItem> {
  if (kind === 'blogs') return loadBlog(context, request, id);
  if (kind === 'stories') return loadStory(context, request, id);
  return loadVideo(context, request, id);
}

async function loadBlog(context: Context, request: Request, id: string): Promise<ContentItem> {
  const blog = await apiGet<Blog>(context, request, `/blogs/${id}`, requestLocale(request));
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

async function loadStory(context: Context, request: Request, id: string): Promise<ContentItem> {
  const story = await apiGet<Story>(context, request, `/stories/${id}`, requestLocale(request));
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

async function loadVideo(context: Context, request: Request, id: string): Promise<ContentItem> {
  const locale = requestLocale(request);
  const [video, latest] = await Promise.all([
    apiGet<Video>(context, request, `/videos/${id}`, locale),
    apiGet<Paginated<VideoCard>>(context, request, `/videos?page=1&per_page=${RELATED + 1}`, locale),
  ]);
  return {
    id: video.id,
    title: video.title,
    created_at: video.created_at,
    image: video.thumbnail,
    description: translate(locale, 'content.videos.item_description', { title: video.title }),
    body: { type: 'video', url: video.video_url },
    related: latest.data
      .filter((item) => item.id !== video.id)
      .slice(0, RELATED)
      .map(summarizeVideo),
  };
}
