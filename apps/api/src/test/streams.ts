// The live notification stream as a browser's EventSource reads it: its events as they arrive, and
// whether the server ended it.

const WAIT_MS = 5000;
const STEP_MS = 25;

async function until(done: () => boolean, what: () => string, timeoutMs = WAIT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(what());
    await new Promise((resolve) => setTimeout(resolve, STEP_MS));
  }
}

/** Opens `GET /notifications/stream` of the server at `url` (by bearer token or session cookie). */
export async function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/v1/notifications/stream`, { headers, signal: controller.signal });
  /** The `unread` counts, in order. */
  const counts: number[] = [];
  /** Every event's name, in order. */
  const events: string[] = [];
  let ended = false;
  void (async () => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
          const lines = text.slice(0, end).split('\n');
          text = text.slice(end + 2);
          const event = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length);
          const data = lines.find((line) => line.startsWith('data: '))?.slice('data: '.length);
          if (!event) continue;
          events.push(event);
          if (event === 'unread') counts.push(JSON.parse(data!).count);
        }
      }
    } catch {
      // Aborted by the test.
    }
    ended = true;
  })();

  return {
    response,
    counts,
    events,
    /** Whether the server ended the stream. */
    ended: () => ended,
    /** Waits for `count` among the counts after the first `seen`. */
    waitFor: (count: number, seen = 0) =>
      until(
        () => counts.slice(seen).includes(count),
        () => `no count ${count} in ${JSON.stringify(counts)}`,
      ),
    /** Waits until the server ends the stream. */
    waitForEnd: (timeoutMs?: number) =>
      until(
        () => ended,
        () => 'the stream is still open',
        timeoutMs,
      ),
    close: () => controller.abort(),
  };
}

export type OpenStream = Awaited<ReturnType<typeof openStream>>;

/** Waits until the server holds `size` open streams. */
export const waitForStreams = (hub: { readonly size: number }, size: number) =>
  until(
    () => hub.size === size,
    () => `${hub.size} streams open, not ${size}`,
  );
