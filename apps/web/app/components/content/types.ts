import type {
  blogCard,
  page,
  pageMeta,
  partner,
  storyCard,
  videoCard,
} from '@ataa/contract/schemas/entities';
import type { z } from '@ataa/contract/validation';

// The API's answers (contract §14) as the content components read them.
export type Partner = z.infer<typeof partner>;
export type BlogCard = z.infer<typeof blogCard>;
export type StoryCard = z.infer<typeof storyCard>;
export type VideoCard = z.infer<typeof videoCard>;
export type ContentPage = z.infer<typeof page>;
export type PageMeta = z.infer<typeof pageMeta>;
