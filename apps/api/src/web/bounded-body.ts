import type { IncomingMessage } from 'node:http';
import { Readable, Transform } from 'node:stream';

export class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`request body over ${limit} bytes`);
  }
}

/**
 * A request body sent without a length (chunked), counted as it arrives: past `limit` bytes the
 * stream fails, so the form reading it fails too, and `exceeded()` says why. The request itself
 * is only unpiped, not destroyed, so that its socket can still carry the 413.
 */
export function boundedBody(raw: IncomingMessage, limit: number) {
  let received = 0;
  let exceeded = false;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received <= limit) return done(null, chunk);
      exceeded = true;
      raw.unpipe(counter);
      done(new BodyTooLargeError(limit));
    },
  });
  raw.pipe(counter);
  return { stream: Readable.toWeb(counter) as ReadableStream, exceeded: () => exceeded };
}
