import type { Locale } from '@ataa/contract/locale';
import arabicRegular from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url';
import latinRegular from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff2?url';

/**
 * The font file a page in each language needs first, fetched from the start beside the styles.
 * The fonts are `font-display: optional` (vite.config.ts): a font that is not there when the text
 * is first drawn is used from the next page on, so text never moves when it arrives.
 */
export const FIRST_FONT: Record<Locale, string> = { ar: arabicRegular, en: latinRegular };
