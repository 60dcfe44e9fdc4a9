import type { IncomingMessage } from 'node:http';

/** How long a refused client may go on sending before its connection is cut. */
const LINGER_MS = 2_000;

/**
 * Closes a refused request's connection gently: the client may still be sending the body it was
 * refused for. Closing a socket with unread bytes makes the kernel send a reset, and a reset that
 * reaches the client before it has read the answer loses the answer: a donor posting a photo that
 * is too large would see "connection reset" instead of the 413 page. So, as web servers do (a
 * "lingering close"), only our side is closed once the answer is out, and what still arrives is
 * read and dropped until the client closes its side or LINGER_MS pass.
 *
 * Node's HTTP server ends the socket of a `Connection: close` answer with `destroySoon()`, which
 * destroys it as soon as the answer is written; this request's socket gets a lingering one.
 */
export function lingerAfterAnswer(request: IncomingMessage, lingerMs = LINGER_MS) {
  const socket = request.socket;
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
    // Read the rest of the body (the parser keeps it flowing) and drop it.
    request.resume();
    const cut = setTimeout(() => socket.destroy(), lingerMs);
    socket.once('end', () => socket.destroy());
    socket.once('close', () => clearTimeout(cut));
  };
}
