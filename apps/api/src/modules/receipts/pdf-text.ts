import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { API_DIR } from '../../paths.ts';
import { visualRuns } from './bidi-text.ts';

export type Weight = 'regular' | 'bold';

export interface Box {
  x: number;
  y: number;
  width: number;
  /** `start` is the right edge in a right-to-left document. */
  align?: 'start' | 'end' | 'center';
  /**
   * The text reads in the direction of its first strong letter rather than the document's: for
   * what people typed (an e-mail address in an Arabic receipt stays left to right).
   */
  auto?: boolean;
}

export interface TextStyle {
  size: number;
  weight?: Weight;
  color: string;
}

// IBM Plex Sans Arabic, the site's typeface, as two subsets (Arabic, Latin) in two weights (OFL;
// see assets/fonts/README.md).
const FONT_DIR = path.join(API_DIR, 'assets/fonts');
const FONT_FILES = {
  'arabic-regular': 'ibm-plex-sans-arabic-arabic-400.ttf',
  'arabic-bold': 'ibm-plex-sans-arabic-arabic-700.ttf',
  'latin-regular': 'ibm-plex-sans-arabic-latin-400.ttf',
  'latin-bold': 'ibm-plex-sans-arabic-latin-700.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;
const ARABIC_FONTS: FontName[] = ['arabic-regular', 'arabic-bold'];

let fonts: Promise<Array<[FontName, Buffer]>> | undefined;

/** The font files, read once per process. */
export function loadFonts() {
  fonts ??= Promise.all(
    Object.entries(FONT_FILES).map(
      async ([name, file]) =>
        [name as FontName, await readFile(path.join(FONT_DIR, file))] as [FontName, Buffer],
    ),
  );
  return fonts;
}

// Runs are placed one by one, never wrapped by pdfkit.
const RUN = { lineBreak: false };
const LINE_HEIGHT = 1.65;
/** Height above the baseline per point of size; both subsets share the family's metrics. */
export const ASCENT = 1.085;

/**
 * Writes mixed Arabic and Latin text on a pdfkit page of a document in `direction`: each line is
 * ordered by the bidi algorithm and drawn run by run, so every run is shaped in its own font.
 */
export async function textWriter(doc: PDFKit.PDFDocument, direction: 'ltr' | 'rtl') {
  for (const [name, data] of await loadFonts()) doc.registerFont(name, data);

  const runsOf = (line: string, style: TextStyle, lineDirection: 'ltr' | 'rtl' | 'auto' = direction) =>
    visualRuns(line, lineDirection).map((run) => {
      const font: FontName = `${run.arabic ? 'arabic' : 'latin'}-${style.weight ?? 'regular'}`;
      return { ...run, font, width: doc.font(font).fontSize(style.size).widthOfString(run.text, RUN) };
    });

  const widthOf = (line: string, style: TextStyle) =>
    runsOf(line, style).reduce((sum, run) => sum + run.width, 0);

  /** Lines of at most `width`, broken between words (or inside a word longer than a line). */
  function wrap(text: string, width: number, style: TextStyle): string[] {
    if (widthOf(text, style) <= width) return [text];
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (widthOf(candidate, style) <= width) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = '';
      for (const char of word) {
        if (current && widthOf(current + char, style) > width) {
          lines.push(current);
          current = '';
        }
        current += char;
      }
    }
    if (current) lines.push(current);
    return lines;
  }

  function drawLine(line: string, y: number, box: Box, style: TextStyle) {
    const runs = runsOf(line, style, box.auto ? 'auto' : direction);
    const { x, width, align = 'start' } = box;
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    const atRight = align === 'end' ? direction === 'ltr' : align === 'start' && direction === 'rtl';
    let cursor = align === 'center' ? x + (width - total) / 2 : atRight ? x + width - total : x;
    doc.fillColor(style.color);
    for (const run of runs) {
      doc.font(run.font).fontSize(style.size).text(run.text, cursor, y, RUN);
      cursor += run.width;
    }
  }

  return {
    /** Completes the text layer: call once, just before `doc.end()`. */
    finish() {
      mapLigaturesInVisualOrder(doc, ARABIC_FONTS);
    },
    /** The height `text` takes wrapped to `width`, drawn by `block`. */
    measure(text: string, width: number, style: TextStyle) {
      return wrap(text, width, style).length * style.size * LINE_HEIGHT;
    },
    /** Draws `text` wrapped to the box; returns the height it took. */
    block(text: string, box: Box, style: TextStyle) {
      const lines = wrap(text, box.width, style);
      const step = style.size * LINE_HEIGHT;
      lines.forEach((line, i) => {
        drawLine(line, box.y + i * step, box, style);
      });
      return lines.length * step;
    },
  };
}

/** What pdfkit keeps of an embedded font for its ToUnicode map (glyph id → letters). */
interface FontLetters {
  unicode: Array<number[] | undefined>;
}

/**
 * A ligature (لا، بر، في) is one glyph for several letters, which the shaper lists in reading order.
 * Text extractors (poppler, pdf.js) take a line's glyphs left to right and turn right-to-left
 * stretches around letter by letter, which swaps those letters ("التربع" for "التبرع"). Listing them
 * right to left, like the glyphs around them, makes them come out as written. Only Arabic fonts'
 * glyphs are drawn right to left. pdfkit writes the map when the document ends, from fonts it keeps
 * by their registered names; neither is in its types (receipt-pdf.test.ts notices if they change).
 */
function mapLigaturesInVisualOrder(doc: PDFKit.PDFDocument, names: FontName[]) {
  const fonts = (doc as unknown as { _fontFamilies: Record<string, FontLetters | undefined> })._fontFamilies;
  for (const name of names) {
    const font = fonts[name];
    if (!font) continue; // not used in this document
    font.unicode = font.unicode.map((letters) =>
      letters && letters.length > 1 ? [...letters].reverse() : letters,
    );
  }
}

export type TextWriter = Awaited<ReturnType<typeof textWriter>>;
