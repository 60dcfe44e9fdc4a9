import type { MessageKey } from '@ataa/contract/translate';
import { barePath } from '../../lib/i18n.ts';

/** The three kinds of published content, named as their addresses name them (`/blogs/3`). */
export type ContentKind = 'blogs' | 'stories' | 'videos';

/** A content item as its card shows it: the excerpt is made on the server, never the whole HTML. */
export interface ContentSummary {
  id: number;
  title: string;
  image: string | null;
  created_at: string;
  excerpt?: string;
}

/** The kind a list or item page shows, from its address: `/en/stories/3` → `stories`. */
export function contentKind(pathname: string): ContentKind {
  const kind = barePath(pathname).split('/')[1];
  if (kind === 'blogs' || kind === 'stories' || kind === 'videos') return kind;
  throw new Error(`No content kind at ${pathname}`);
}

/** What differs between the kinds' pages; the rest of their words are `content.<kind>.*`. */
export const CONTENT_KINDS = {
  blogs: { card: 'article', related: { id: 'blog-similar', title: 'content.blogs.similar' } },
  stories: { card: 'article', related: { id: 'story-similar', title: 'content.stories.similar' } },
  // The API has no "similar videos": a video is followed by the other latest ones.
  videos: { card: 'video', related: { id: 'video-more', title: 'content.videos.more' } },
} as const satisfies Record<
  ContentKind,
  { card: 'article' | 'video'; related: { id: string; title: MessageKey } }
>;
