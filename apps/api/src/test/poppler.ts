// Reading the PDFs the API makes as a reader's viewer does, with poppler's command-line tools
// (Debian's poppler-utils, which CI installs).
import { execFile } from 'node:child_process';

// The marks pdftotext puts around the right-to-left and left-to-right stretches of a line.
const EMBEDDINGS = /[\u202a-\u202e]/g;
// A binary PPM's header: its kind, width, height and largest value, then one whitespace byte.
const PPM_HEADER = /^P6\s+\d+\s+\d+\s+\d+\s/;

/**
 * Runs a poppler tool on `pdf`, given on its standard input (the file `-` in `args`), and returns
 * what it writes. Fails when the tool is missing, so that nothing it should check passes unchecked.
 */
function poppler(tool: 'pdftotext' | 'pdftoppm', args: string[], pdf: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(tool, args, { encoding: 'buffer' }, (error, stdout) => {
      if (!error) resolve(stdout);
      else if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        reject(new Error(`${tool} is missing: apt-get install poppler-utils`));
      else reject(error);
    });
    // A missing tool closes its input at once; the callback above says why.
    child.stdin?.on('error', () => {});
    child.stdin?.end(pdf);
  });
}

/**
 * The lines of a PDF's text layer as pdftotext reads them, in reading order, without its embedding
 * marks or blank lines: what a reader copies or searches.
 */
export async function pdfLines(pdf: Buffer): Promise<string[]> {
  const text = await poppler('pdftotext', ['-enc', 'UTF-8', '-', '-'], pdf);
  return text
    .toString('utf8')
    .replace(EMBEDDINGS, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The colours (#rrggbb) of the first page inside `box`, in points from its top left corner. */
export async function pdfColours(pdf: Buffer, box: { x: number; y: number; width: number; height: number }) {
  const crop = [box.x, box.y, box.width, box.height].map((value) => String(Math.round(value)));
  const [x, y, width, height] = crop as [string, string, string, string];
  // At 72 dpi a pixel is a point.
  const image = await poppler(
    'pdftoppm',
    ['-r', '72', '-x', x, '-y', y, '-W', width, '-H', height, '-singlefile', '-'],
    pdf,
  );
  const header = PPM_HEADER.exec(image.toString('latin1', 0, 32))?.[0].length ?? 0;
  const colours = new Set<string>();
  for (let i = header; i + 2 < image.length; i += 3) {
    colours.add(`#${image.subarray(i, i + 3).toString('hex')}`);
  }
  return colours;
}
