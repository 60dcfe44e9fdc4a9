// A stored picture in several widths (issue: images as a real site handles them). The largest is
// the file the API names (`…/<name>-<width>w.webp`); the narrower ones sit beside it under the same
// name, one per width of PICTURE_WIDTHS below it, so a page can offer them all from that one URL.

/** The narrower copies made of every picture, in CSS pixels at 1x and 2x of the site's layouts. */
export const PICTURE_WIDTHS = [480, 960] as const;

/** The largest copy is at most this wide (or tall). */
export const PICTURE_MAX_SIDE = 1600;

const SIZED = /^(.*)-(\d+)w\.webp$/;

export interface PictureSource {
  url: string;
  width: number;
}

/**
 * The copies of a stored picture, narrowest first, read from its URL (or path); a file stored
 * before pictures had copies (or any other file) is itself alone, with no known width.
 */
export function pictureSources(url: string): PictureSource[] {
  const match = SIZED.exec(url);
  if (!match) return [];
  const [, base, largest] = match as unknown as [string, string, string];
  const width = Number(largest);
  return [
    ...PICTURE_WIDTHS.filter((narrower) => narrower < width).map((narrower) => ({
      url: `${base}-${narrower}w.webp`,
      width: narrower,
    })),
    { url, width },
  ];
}

/** The `srcset` of a stored picture, or undefined when it has no copies. */
export function pictureSrcSet(url: string): string | undefined {
  const sources = pictureSources(url);
  return sources.length > 1
    ? sources.map((source) => `${source.url} ${source.width}w`).join(', ')
    : undefined;
}
