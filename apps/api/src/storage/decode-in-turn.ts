import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { takingTurns } from './taking-turns.ts';

/**
 * Pictures decoded at once in this process. Decoding a camera photo takes a core for a good part
 * of a second: uploads take turns, so that a burst of them (ten 6300×6300 PNGs at a time) cannot
 * starve the pages being rendered on the other cores.
 */
export const DECODES_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));
// Each decode on one of libvips' threads, so the turns above bound the cores uploads use.
sharp.concurrency(1);

/** Runs a decode when its turn comes: at most `DECODES_AT_ONCE` run together, first come first served. */
export const decodeInTurn = takingTurns(DECODES_AT_ONCE);
