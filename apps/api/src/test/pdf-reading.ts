// Reading the PDFs the API makes as a reader's viewer does, with PDF.js (Mozilla's, which the API
// already depends on): nothing to install beside the project's own packages.
import { getDocument, type PDFDocumentProxy, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { RenderParameters, TextItem } from 'pdfjs-dist/types/src/display/api.js';

/** A word on a page: its text in reading order, its direction and where it sits, in points. */
interface Word {
  text: string;
  rtl: boolean;
  x: number;
  end: number;
  baseline: number;
  size: number;
}

/** Baselines closer than this part of the text's size are one line. */
const SAME_LINE = 0.3;
/** Words further apart than this part of their size are in different columns (a label, its value). */
const COLUMN_GAP = 1;
/** Words closer than this part of their size touch ("150.50", "منك."): no space between them. */
const SPACE_GAP = 0.1;

async function withDocument<T>(pdf: Buffer, read: (document: PDFDocumentProxy) => Promise<T>): Promise<T> {
  // A copy, as a Uint8Array: PDF.js refuses a Buffer, and may take over the bytes it is given.
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: VerbosityLevel.ERRORS });
  try {
    return await read(await task.promise);
  } finally {
    await task.destroy();
  }
}

/**
 * The lines of a PDF's text layer, page after page, top to bottom, without blank lines: what a
 * reader copies or searches. Pieces of text on one baseline far apart (a label and its value) are
 * lines of their own, as they are for poppler's pdftotext. A row reads in its page's direction,
 * the direction most of the page's letters take: in an Arabic receipt, from the right.
 */
export function pdfLines(pdf: Buffer): Promise<string[]> {
  return withDocument(pdf, async (document) => {
    const lines: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const { items } = await page.getTextContent();
      const words = items
        .filter((item): item is TextItem => 'str' in item && item.str.trim() !== '')
        .map(wordOf);
      const rtl = rightToLeftPage(words);
      for (const row of rowsOf(words)) {
        const columns = columnsOf(row);
        for (const column of rtl ? columns.reverse() : columns)
          lines.push(lineText(readingOrder(column, rtl)));
      }
    }
    return lines;
  });
}

function wordOf(item: TextItem): Word {
  const [a, b, , , x, baseline] = item.transform as [number, number, number, number, number, number];
  return {
    text: item.str.trim(),
    rtl: item.dir === 'rtl',
    x,
    end: x + item.width,
    baseline,
    size: Math.hypot(a, b),
  };
}

/** Like poppler, a page reads in the direction most of its letters do. */
function rightToLeftPage(words: Word[]): boolean {
  const letters = (rtl: boolean) =>
    words
      .filter((word) => word.rtl === rtl)
      .reduce((sum, word) => sum + word.text.replace(/\P{L}/gu, '').length, 0);
  return letters(true) > letters(false);
}

/** The words in rows from the top of the page (PDF's y grows upwards), each row left to right. */
function rowsOf(words: Word[]): Word[][] {
  const rows: Word[][] = [];
  for (const word of [...words].sort((a, b) => b.baseline - a.baseline)) {
    const row = rows.at(-1);
    if (row && row[0]!.baseline - word.baseline < SAME_LINE * word.size) row.push(word);
    else rows.push([word]);
  }
  return rows.map((row) => row.sort((a, b) => a.x - b.x));
}

/** A row (left to right) cut where its words stand a column's gap apart. */
function columnsOf(row: Word[]): Word[][] {
  const columns: Word[][] = [];
  let previous: Word | undefined;
  for (const word of row) {
    if (previous && word.x - previous.end <= COLUMN_GAP * Math.max(word.size, previous.size)) {
      columns.at(-1)!.push(word);
    } else columns.push([word]);
    previous = word;
  }
  return columns;
}

/**
 * A line's words (left to right) in reading order. PDF.js gives each stretch of one direction with
 * its letters in reading order already; the stretches themselves stand as drawn. Consecutive words
 * of one direction read in it, and those groups read in the line's direction: "10 مارس 2025" read
 * from the right is the words 10, مارس and 2025, a left-to-right number keeping its own order.
 */
function readingOrder(words: Word[], rtl: boolean): Word[] {
  const groups: Word[][] = [];
  for (const word of words) {
    const group = groups.at(-1);
    if (group && group[0]!.rtl === word.rtl) group.push(word);
    else groups.push([word]);
  }
  const read = groups.map((group) => (group[0]!.rtl ? group.reverse() : group));
  return (rtl ? read.reverse() : read).flat();
}

/** Words in reading order, with a space where the page leaves one between them. */
function lineText(words: Word[]): string {
  return words
    .map((word, i) => {
      const next = words[i + 1];
      if (!next) return word.text;
      const gap = Math.max(next.x - word.end, word.x - next.end);
      return gap > SPACE_GAP * word.size ? `${word.text} ` : word.text;
    })
    .join('');
}

/** A canvas of PDF.js's own and its drawing context (in Node, @napi-rs/canvas, PDF.js's optional dependency). */
interface Canvas {
  canvas: RenderParameters['canvas'];
  context: { getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray } };
}
/** What `PDFDocumentProxy.canvasFactory` does; PDF.js's types leave it an `Object`. */
interface CanvasFactory {
  create(width: number, height: number): Canvas;
  destroy(canvas: Canvas): void;
}

/** The colours (#rrggbb) of the first page inside `box`, in points from its top left corner. */
export function pdfColours(pdf: Buffer, box: { x: number; y: number; width: number; height: number }) {
  return withDocument(pdf, async (document) => {
    const page = await document.getPage(1);
    // At scale 1 a pixel is a point.
    const viewport = page.getViewport({ scale: 1 });
    const canvases = document.canvasFactory as CanvasFactory;
    const drawn = canvases.create(viewport.width, viewport.height);
    await page.render({ canvas: drawn.canvas, viewport }).promise;
    const [x, y, width, height] = [box.x, box.y, box.width, box.height].map(Math.round);
    const { data } = drawn.context.getImageData(x!, y!, width!, height!);
    canvases.destroy(drawn);
    const colours = new Set<string>();
    for (let i = 0; i + 3 < data.length; i += 4) {
      colours.add(`#${Buffer.from(data.subarray(i, i + 3)).toString('hex')}`);
    }
    return colours;
  });
}
