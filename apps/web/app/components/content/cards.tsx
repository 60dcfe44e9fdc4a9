import { pictureSrcSet } from '@ataa/contract/pictures';
import { CalendarDays, ImageOff, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n.ts';
import { IntentLink } from '../intent-link.tsx';

/** The API's images are 16:9 (960 × 540); the box is reserved before they arrive. */
export const IMAGE_WIDTH = 960;
export const IMAGE_HEIGHT = 540;

/**
 * How wide a picture is drawn in each layout, for the browser to choose among its copies
 * (`pictureSrcSet`): the site's content is at most 80rem wide with 1rem margins.
 */
export const PICTURE_SIZES = {
  /** A card in a grid of one, two (from 640px) or three (from 1024px) columns. */
  card: '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, calc(100vw - 2rem)',
  /** The campaign page's main column: two thirds from 1024px. */
  wide: '(min-width: 1280px) 806px, (min-width: 1024px) 62vw, calc(100vw - 2rem)',
  /** An article's column, at most 48rem. */
  article: '(min-width: 800px) 736px, calc(100vw - 2rem)',
  /** A gallery's thumbnails: three across from 640px, two below. */
  thumbnail: '(min-width: 1280px) 260px, (min-width: 640px) 30vw, 46vw',
} as const;

interface CoverImageProps {
  src: string | null;
  /** The item's title when the image stands alone; empty when the title is next to it. */
  alt: string;
  load?: ImageLoad;
  /** How wide it is drawn: one of PICTURE_SIZES. */
  sizes?: string;
  className?: string;
}

/**
 * When a picture is fetched: `first`, before everything but the stylesheet (the largest thing on
 * the first screen; one per page); `eager`, at once (in the first row on a wide screen); `lazy`,
 * when it comes near the screen.
 */
export type ImageLoad = 'first' | 'eager' | 'lazy';

/** The `<img>` attributes of each way of fetching a picture. */
export function imageLoading(load: ImageLoad) {
  return {
    loading: load === 'lazy' ? 'lazy' : 'eager',
    // React also preloads a high-priority picture from the head: keep it to the one that counts.
    fetchPriority: load === 'first' ? 'high' : undefined,
    decoding: load === 'lazy' ? 'async' : 'auto',
  } as const;
}

/** The copies of a stored picture for the browser to choose from, and how wide it is drawn. */
export function pictureSizes(src: string, sizes: string) {
  const srcSet = pictureSrcSet(src);
  return srcSet ? { srcSet, sizes } : {};
}

/** How many cards are in a grid's first row at its widest. */
const FIRST_ROW = 3;

/** A grid's first card leads; the rest of its first row (at its widest) follows at once. */
export function gridImageLoad(index: number): ImageLoad {
  if (index === 0) return 'first';
  return index < FIRST_ROW ? 'eager' : 'lazy';
}

/** A 16:9 picture with its size set, or a quiet placeholder when an item has none. */
export function CoverImage({
  src,
  alt,
  load = 'lazy',
  sizes = PICTURE_SIZES.card,
  className = '',
}: CoverImageProps) {
  if (!src) {
    return (
      <div
        className={`flex aspect-video w-full items-center justify-center bg-gradient-to-br from-primary/15 via-sand to-accent/10 text-primary/50 ${className}`}
      >
        <ImageOff aria-hidden="true" className="size-10" />
      </div>
    );
  }
  return (
    <img
      src={src}
      {...pictureSizes(src, sizes)}
      alt={alt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      {...imageLoading(load)}
      className={`aspect-video h-auto w-full bg-sand object-cover ${className}`}
    />
  );
}

/** The date an item was published, read by machines too. */
export function PublishedDate({ value, className = '' }: { value: string; className?: string }) {
  const { date } = useI18n();
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`}>
      <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
      <time dateTime={value}>{date(value)}</time>
    </span>
  );
}

interface ContentCardProps {
  to: string;
  title: string;
  image: string | null;
  date: string;
  excerpt?: string;
  /** When the card's picture is fetched (`gridImageLoad`). */
  load?: ImageLoad;
  /** h2 on a list page, h3 under a section heading. */
  headingLevel?: 2 | 3;
  kind?: 'article' | 'video';
}

/** A blog post, story or video: picture, date, title (the link, stretched over the card) and excerpt. */
export function ContentCard({
  to,
  title,
  image,
  date,
  excerpt,
  load,
  headingLevel = 3,
  kind = 'article',
}: ContentCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card group relative flex h-full flex-col shadow-sm transition-transform duration-200 hover:-translate-y-0.5 hover:shadow-lg has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-primary">
      <div className="relative overflow-hidden">
        <CoverImage
          src={image}
          alt=""
          load={load}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {kind === 'video' ? (
          <span
            aria-hidden="true"
            className="absolute inset-0 flex items-center justify-center bg-gradient-to-t from-black/45 via-black/10 to-transparent"
          >
            <span className="flex size-14 items-center justify-center rounded-full bg-white/95 text-primary-dark shadow-lg transition-transform group-hover:scale-110">
              <Play className="size-6 translate-x-0.5 fill-current" />
            </span>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <PublishedDate value={date} className="text-sm text-muted" />
        <Heading className="text-lg leading-snug font-bold text-ink">
          <IntentLink
            to={to}
            className="after:absolute after:inset-0 after:content-[''] hover:text-primary-dark focus-visible:outline-none"
          >
            {title}
          </IntentLink>
        </Heading>
        {excerpt ? <p className="line-clamp-3 text-muted">{excerpt}</p> : null}
      </div>
    </article>
  );
}

/** One column on a phone, two on a tablet, three on a wide screen. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  );
}
