import type { IncomingMessage } from 'node:http';
import { Readable, Transform } from 'node:stream';

export class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`request body over ${limit} bytes`);
  }
}

/** The visitor went away (closed the tab, lost the network) before sending the whole body. */
export class BodyCutShortError extends Error {
  constructor() {
    super('request body cut short by the client');
  }
}

/**
 * A request body counted as it arrives: past `limit` bytes the stream fails, so the form reading
 * it fails too, and `exceeded()` says why. The request itself is only unpiped, not destroyed, so
 * that its socket can still carry the 413.
 *
 * A body the visitor stops sending part-way (the connection closes before its last byte) fails
 * the stream too, and `cutShort()` says so: a piped stream is never ended by a source that closes
 * without ending, so the form would otherwise wait for the rest for ever, and nothing of a form
 * sent in part is ever taken.
 */
export function boundedBody(raw: IncomingMessage, limit: number) {
  let received = 0;
  let exceeded = false;
  let cutShort = false;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received <= limit) return done(null, chunk);
      exceeded = true;
      raw.unpipe(counter);
      done(new BodyTooLargeError(limit));
    },
  });
  const onGone = () => {
    if (raw.complete || exceeded || counter.destroyed) return;
    cutShort = true;
    raw.unpipe(counter);
    counter.destroy(new BodyCutShortError());
  };
  raw.once('aborted', onGone);
  raw.once('close', onGone);
  // The request's own failure (a reset connection) is the cut-short body, not an uncaught error.
  raw.on('error', onGone);
  raw.pipe(counter);
  return {
    stream: Readable.toWeb(counter) as ReadableStream,
    exceeded: () => exceeded,
    cutShort: () => cutShort,
  };
}
