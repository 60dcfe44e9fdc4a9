import { availableParallelism } from 'node:os';
import sharp from 'sharp';

/**
 * Pictures decoded at once in this process. Decoding a camera photo takes a core for a good part
 * of a second: uploads take turns, so that a burst of them (ten 6300×6300 PNGs at a time) cannot
 * starve the pages being rendered on the other cores.
 */
export const DECODES_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));
// Each decode on one of libvips' threads, so the turns above bound the cores uploads use.
sharp.concurrency(1);

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `decode` when its turn comes: at most `DECODES_AT_ONCE` run together, first come first served. */
export async function decodeInTurn<T>(decode: () => Promise<T>): Promise<T> {
  if (running >= DECODES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await decode();
  } finally {
    // The turn passes straight to the next in line, or is given back.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
