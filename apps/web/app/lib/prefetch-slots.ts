/** At most this many pages are prefetched at once (spec section 9); later requests wait their turn. */
export const MAX_PREFETCHES = 4;

interface Request {
  start: () => void;
  started: boolean;
}

const running = new Set<Request>();
const waiting: Request[] = [];

function startNext() {
  while (running.size < MAX_PREFETCHES && waiting.length > 0) {
    const next = waiting.shift()!;
    next.started = true;
    running.add(next);
    next.start();
  }
}

/**
 * Asks for a prefetch slot: `start` runs now if one is free, or when one frees up. The returned
 * function gives the slot back, or withdraws the request if it never started.
 */
export function requestPrefetchSlot(start: () => void): () => void {
  const request: Request = { start, started: false };
  waiting.push(request);
  startNext();
  return () => {
    if (request.started) running.delete(request);
    else waiting.splice(waiting.indexOf(request), 1);
    startNext();
  };
}
