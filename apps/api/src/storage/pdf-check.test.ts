// The PDF check's bounds: a hostile PDF is refused in bounded time and memory, off the event loop.
import { describe, expect, it } from 'vitest';
import { objectStreamPdf, pdfkitPdf, pdfOfObjects } from '../test/pdfs.ts';
import { isReadablePdf, PDF_LIMITS } from './pdf-check.ts';

/**
 * The longest the event loop went without turning while `work` ran, and how long `work` took, in
 * milliseconds. Work done on the event loop stalls it for about all of its time; work done elsewhere
 * leaves only the short stalls of starting it, which a busy machine stretches too.
 */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stall: number; took: number }> {
  const started = performance.now();
  let last = started;
  let stall = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
  }, 5);
  const result = await work();
  const took = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 10)); // a stall at the very end shows too
  clearInterval(ticker);
  return { result, stall, took };
}

describe('isReadablePdf', () => {
  it('refuses a document over the page limit without reading its pages', async () => {
    const pdf = await pdfkitPdf(3);
    expect(await isReadablePdf(pdf, { ...PDF_LIMITS, maxPages: 3 })).toBe(true);
    expect(await isReadablePdf(pdf, { ...PDF_LIMITS, maxPages: 2 })).toBe(false);
  });

  it('stops a parse at the time limit, and the event loop turns all the while', async () => {
    // A page tree of 100,000 entries read a thousand times over: 7 s of work in 600 kB.
    const wide = pdfOfObjects([
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids [${'3 0 R '.repeat(100_000)}] /Count 1000 >>`,
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    ]);
    const { result, stall, took } = await longestStall(() =>
      isReadablePdf(wide, { ...PDF_LIMITS, timeoutMs: 1_000 }),
    );
    expect(result).toBe(false);
    expect(took).toBeLessThan(5_000); // not the 7 s (or twice that on a busy machine) of the parse
    expect(stall).toBeLessThan(took / 4);
  });

  it('refuses a decompression bomb that fills the parser’s heap, and the server lives on', async () => {
    // 40 kB that expand to 40 MB of object numbers, which PDF.js reads into one array.
    const bomb = objectStreamPdf(10_000_000);
    const { result, stall, took } = await longestStall(() => isReadablePdf(bomb));
    expect(result).toBe(false);
    expect(stall).toBeLessThan(took / 4);
    expect(await isReadablePdf(await pdfkitPdf())).toBe(true);
  });

  it('answers every check when more arrive than run at once', async () => {
    const pdf = await pdfkitPdf();
    const answers = await Promise.all(Array.from({ length: 5 }, () => isReadablePdf(pdf)));
    expect(answers).toEqual([true, true, true, true, true]);
  });
});
