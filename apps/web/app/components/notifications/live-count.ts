// Keeps the header's unread count current without a reload: Server-Sent Events from the API (any
// server process hears a new notification through the database), and where they cannot be
// opened, asking now and then, less often the longer nothing changes. Loaded after the page.
import { REPLACED_EVENT, UNREAD_EVENT } from '@ataa/contract/live-stream';

const FIRST_POLL_MS = 10_000;
const LONGEST_POLL_MS = 120_000;

/** Calls `onCount` with each new unread count until the returned function is called. */
export function followUnreadCount(onCount: (count: number) => void, lang: string): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let source: EventSource | undefined;

  const poll = (delay: number) => {
    timer = setTimeout(async () => {
      if (stopped) return;
      let next = Math.min(delay * 2, LONGEST_POLL_MS);
      try {
        const answer = await fetch(`/notifications/latest?lang=${lang}&count=1`, {
          credentials: 'same-origin',
        });
        if (answer.ok) {
          const { count } = (await answer.json()) as { count: number };
          onCount(count);
          next = delay;
        }
      } catch {
        // Offline for now: the next try comes later.
      }
      poll(next);
    }, delay);
  };

  if (typeof EventSource === 'function') {
    const stream = new EventSource('/api/v1/notifications/stream', { withCredentials: true });
    source = stream;
    stream.addEventListener(UNREAD_EVENT, (event) => {
      const { count } = JSON.parse((event as MessageEvent<string>).data) as { count: number };
      onCount(count);
    });
    // The account's newer pages took this one's place on the server: it asks now and then instead.
    stream.addEventListener(REPLACED_EVENT, () => {
      stream.close();
      if (!stopped) poll(FIRST_POLL_MS);
    });
    // The browser reconnects by itself after a dropped connection; a refusal closes it for good.
    source.onerror = () => {
      if (source?.readyState === EventSource.CLOSED && !stopped) poll(FIRST_POLL_MS);
    };
  } else {
    poll(FIRST_POLL_MS);
  }

  return () => {
    stopped = true;
    source?.close();
    clearTimeout(timer);
  };
}
