import { execFile } from 'node:child_process';

// The marks pdftotext puts around the right-to-left and left-to-right stretches of a line.
const EMBEDDINGS = /[\u202a-\u202e]/g;

/**
 * The lines of a PDF's text layer as poppler's pdftotext reads them, in reading order, without its
 * embedding marks or blank lines: what a reader copies or searches. Fails when pdftotext is missing
 * (Debian's poppler-utils, which CI installs), so an unchecked text layer never passes.
 */
export function pdfLines(pdf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-enc', 'UTF-8', '-', '-'], (error, stdout) => {
      if (error) {
        const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
        reject(missing ? new Error('pdftotext is missing: apt-get install poppler-utils') : error);
        return;
      }
      resolve(
        stdout
          .replace(EMBEDDINGS, '')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      );
    });
    // A missing program closes its input at once; the callback above says why.
    child.stdin?.on('error', () => {});
    child.stdin?.end(pdf);
  });
}
