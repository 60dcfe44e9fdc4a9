import { randomUUID } from 'node:crypto';
import { data, redirectDocument } from 'react-router';
import type { ApiAnswer } from './api.server.ts';
import { apiFailure, type FormFailure } from './form-action.server.ts';

/** A fresh key for one giving form: the same form sent twice makes one payment (contract §1.4). */
export const newIdempotencyKey = (): string => randomUUID();

/** The request headers that make a payment once per key. */
export const idempotent = (key: string) => ({ 'idempotency-key': key });

/** What the API answers a new payment: the provider's checkout page, by one name or the other. */
type CheckoutAnswer = ApiAnswer<{ gateway_url: string } | { url: string }>;

interface Checkout {
  /** Asks the API for the payment under this idempotency key. */
  send: (idempotencyKey: string) => Promise<CheckoutAnswer>;
  form: FormData;
  /** Whether the page shows a field of this name; errors of other fields are shown above the form. */
  shows: (field: string) => boolean;
}

/**
 * Creates the payment and sends the browser to the checkout page (a whole-page visit: the page is
 * the provider's, not ours). A refusal comes back to the form with its errors beside the fields.
 */
export async function startCheckout(checkout: Checkout) {
  const key = String(checkout.form.get('idempotency_key') ?? '') || newIdempotencyKey();
  let answer = await checkout.send(key);
  // The key already made a payment for other values: the form was changed after its first
  // sending (back from the checkout page), so this is a new gift of its own.
  if (answer.status === 409) answer = await checkout.send(newIdempotencyKey());
  if (answer.ok)
    return redirectDocument('url' in answer.result ? answer.result.url : answer.result.gateway_url);
  const failure = apiFailure(answer, checkout.form);
  const unseen = Object.entries(answer.errors).find(([field]) => !checkout.shows(field));
  if (!unseen) return failure;
  return data<FormFailure>({ ...failure.data, formError: unseen[1][0] }, failure.init ?? undefined);
}
