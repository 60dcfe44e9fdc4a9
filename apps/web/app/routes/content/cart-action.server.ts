import { redirect } from 'react-router';
import type { CartOutcome } from '../../components/campaigns/cart-button.tsx';
import { type Api, type ApiFetch, apiFor } from '../../lib/api.server.ts';
import { localizePath, requestLocale } from '../../lib/i18n.ts';
import { safeReturnPath } from '../../lib/safe-return-path.ts';

/**
 * Adds a campaign to the donor's cart or removes a cart item (contract §8), for the cart buttons
 * on every campaign card. A plain form post (no scripts) carries `back` and returns there; the
 * buttons' scripted posts leave it out and get the outcome instead.
 */
export async function cartAction(context: { apiFetch?: ApiFetch }, request: Request) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const intent = form.get('intent') === 'remove' ? 'remove' : 'add';
  const id = String(form.get('id') ?? '');
  const back = form.get('back');
  const answer = /^[1-9]\d{0,9}$/.test(id)
    ? await changeCart(apiFor(context, request, locale), intent, id)
    : null;
  if (typeof back === 'string') throw redirect(safeReturnPath(back, localizePath('/campaigns', locale)));
  if (!answer) throw new Response('Not found', { status: 404 });
  return { ok: answer.ok, intent, message: answer.message } satisfies CartOutcome;
}

/** The campaign's id to add it, the cart item's id to remove it. */
function changeCart(api: Api, intent: CartOutcome['intent'], id: string) {
  return intent === 'add'
    ? api.call('POST /doner/cart/add/:campaignId', { params: { campaignId: id } })
    : api.call('POST /doner/cart/remove/:cartItemId', { params: { cartItemId: id } });
}
