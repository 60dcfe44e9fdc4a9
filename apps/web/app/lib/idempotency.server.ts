import { randomUUID } from 'node:crypto';
import type { ApiAnswer } from './api.server.ts';

/** The hidden field that carries a form's key from its page to its action. */
const IDEMPOTENCY_FIELD = 'idempotency_key';

/** A fresh key for one form: the same form sent twice makes one payment or campaign (contract §1.4). */
export const newIdempotencyKey = (): string => randomUUID();

/** The request headers that make a creating request once per key. */
export const idempotent = (key: string) => ({ 'idempotency-key': key });

/**
 * Sends a creating request under the key its form carried, so a double click or a replayed post
 * gets the first answer. A key the API already saw with other values (409) means the form was
 * changed after its first sending (back from the next page): that is a new request of its own,
 * sent again under a fresh key.
 */
export async function sendOnce<T>(
  form: FormData,
  send: (idempotencyKey: string) => Promise<ApiAnswer<T>>,
): Promise<ApiAnswer<T>> {
  const answer = await send(String(form.get(IDEMPOTENCY_FIELD) ?? '') || newIdempotencyKey());
  return answer.status === 409 ? send(newIdempotencyKey()) : answer;
}
