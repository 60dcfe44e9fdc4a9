import { fork } from 'node:child_process';
import { takingTurns } from './taking-turns.ts';

export interface PdfLimits {
  /** Past this many pages a document is refused unread: each page costs more in a wide page tree. */
  maxPages: number;
  /** A parse still running then is stopped, and the document refused. */
  timeoutMs: number;
}

/**
 * A charity's licence or audited accounts runs to tens of pages. A 10 MB scan is checked in about
 * 0.3 s, most of it starting the process; a thousand pages of text in 0.5 s.
 */
export const PDF_LIMITS: PdfLimits = { maxPages: 1000, timeoutMs: 5_000 };
/** Checks at once; more would only share the cores. The rest wait their turn. */
const PARALLEL = 2;
// Beside this module both in the sources and in the compiled server (scripts/build-server.mjs).
const CHILD = new URL('./pdf-check-child.js', import.meta.url);
/** How V8 ends a process that reached its heap limit. */
const OUT_OF_MEMORY = 'SIGABRT';

const inTurn = takingTurns(PARALLEL);

/**
 * Whether `data` parses as a PDF (PDF.js, Mozilla's) with 1 to `maxPages` pages that all load.
 * In Node, PDF.js parses on the thread that calls it, in one long run of work: a hostile file held
 * the event loop for seconds, and a decompression bomb exhausted the heap. A worker thread's heap
 * limit does not always hold (V8 may abort the whole process), so each parse runs in a process of
 * its own, with a small heap, killed at the time limit.
 */
export function isReadablePdf(data: Uint8Array, limits: PdfLimits = PDF_LIMITS): Promise<boolean> {
  return inTurn(
    () =>
      new Promise<boolean>((resolve, reject) => {
        const child = fork(CHILD, {
          execArgv: ['--max-old-space-size=256'],
          serialization: 'advanced', // sends the bytes as they are, not as JSON
          stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        });
        // Kept to explain a failure of the server's own; V8's report of a bomb is not worth logging.
        let stderr = '';
        child.stderr?.on('data', (chunk: Buffer) => {
          stderr = (stderr + chunk.toString()).slice(-2000);
        });
        const timer = setTimeout(() => child.kill('SIGKILL'), limits.timeoutMs);
        child.once('message', (readable: boolean) => {
          clearTimeout(timer);
          child.kill('SIGKILL');
          resolve(readable);
        });
        // Without an answer (after one, the promise is settled and stays so):
        child.once('close', (code, signal) => {
          clearTimeout(timer);
          // killed at the time limit, or aborted by V8 at its heap limit: the file's doing;
          if (signal === 'SIGKILL' || signal === OUT_OF_MEMORY) resolve(false);
          // anything else (PDF.js missing, say) is the server's fault, not the file's.
          else reject(new Error(`the PDF check ended with code ${code}: ${stderr}`));
        });
        child.once('error', reject);
        child.send({ bytes: data, maxPages: limits.maxPages });
      }),
  );
}
