import type {
  bannerStatistics,
  blog,
  blogCard,
  faq,
  mainVideo,
  page,
  pageMeta,
  partner,
  story,
  storyCard,
  video,
  videoCard,
} from '@ataa/contract/schemas/entities';
import type { z } from '@ataa/contract/validation';

// The API's answers (contract §14) as the content pages read them.
export type BannerStatistics = z.infer<typeof bannerStatistics>;
export type MainVideo = z.infer<typeof mainVideo>;
export type Partner = z.infer<typeof partner>;
export type BlogCard = z.infer<typeof blogCard>;
export type Blog = z.infer<typeof blog>;
export type StoryCard = z.infer<typeof storyCard>;
export type Story = z.infer<typeof story>;
export type VideoCard = z.infer<typeof videoCard>;
export type Video = z.infer<typeof video>;
export type ContentPage = z.infer<typeof page>;
export type Faq = z.infer<typeof faq>;
export type PageMeta = z.infer<typeof pageMeta>;
export interface Paginated<T> {
  data: T[];
  meta: PageMeta;
}
