import type { Infrastructure } from '../../context.ts';
import type { payments } from '../../db/schema.ts';
import { answerOrigin } from '../../http/request-origin.ts';

type Payment = typeof payments.$inferSelect;

/** The gift page's address on the site, in the giver's language. */
export function giftUrl(
  ctx: Pick<Infrastructure, 'config'>,
  payment: Pick<Payment, 'giftToken' | 'locale'>,
): string {
  const language = payment.locale === 'en' ? '/en' : '';
  return `${answerOrigin(ctx.config)}${language}/gift/${payment.giftToken}`;
}
