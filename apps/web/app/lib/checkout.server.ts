import { randomUUID } from 'node:crypto';
import type { Locale } from '@ataa/contract/locale';
import { data, redirectDocument } from 'react-router';
import { type ApiFetch, callApi } from './api.server.ts';
import { apiFailure, type FormFailure } from './form-action.server.ts';

type Context = { apiFetch?: ApiFetch };

/** A fresh key for one giving form: the same form sent twice makes one payment (contract §1.4). */
export const newIdempotencyKey = (): string => randomUUID();

interface Checkout {
  locale: Locale;
  /** `/donations` or `/visitor/cart`. */
  path: string;
  body: unknown;
  form: FormData;
  /** Whether the page shows a field of this name; errors of other fields are shown above the form. */
  shows: (field: string) => boolean;
}

/**
 * Creates the payment and sends the browser to the checkout page (a whole-page visit: the page is
 * the provider's, not ours). A refusal comes back to the form with its errors beside the fields.
 */
export async function startCheckout(context: Context, request: Request, checkout: Checkout) {
  const key = String(checkout.form.get('idempotency_key') ?? '') || newIdempotencyKey();
  const send = (withKey: string) =>
    callApi<{ gateway_url?: string; url?: string }>(context, request, checkout.path, {
      locale: checkout.locale,
      json: checkout.body,
      headers: { 'idempotency-key': withKey },
    });
  let answer = await send(key);
  // The key already made a payment for other values: the form was changed after its first
  // sending (back from the checkout page), so this is a new gift of its own.
  if (answer.status === 409) answer = await send(newIdempotencyKey());
  const checkoutPage = answer.ok ? (answer.result.gateway_url ?? answer.result.url) : undefined;
  if (checkoutPage) return redirectDocument(checkoutPage);
  const failure = apiFailure(answer, checkout.form);
  const unseen = Object.entries(answer.errors).find(([field]) => !checkout.shows(field));
  if (!unseen) return failure;
  return data<FormFailure>({ ...failure.data, formError: unseen[1][0] }, failure.init ?? undefined);
}
