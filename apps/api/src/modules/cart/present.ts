import type { Locale } from '@ataa/contract/locale';
import type { CartItem } from '@ataa/contract/schemas/donor';
import type { Infrastructure } from '../../context.ts';
import type { cartItems } from '../../db/schema.ts';
import { type CardRow, presentCampaignCard } from '../campaigns/index.ts';

/** A waiting item of the cart with its campaign's card row. */
type WaitingItem = typeof cartItems.$inferSelect & { card: CardRow };

/** The CartItem entity (contract §14); the top-level copies are for the original client's tables. */
export function presentCartItem(
  ctx: Pick<Infrastructure, 'config' | 'storage'>,
  locale: Locale,
  item: WaitingItem,
  now: Date,
) {
  const campaign = presentCampaignCard(ctx, locale, item.card, now);
  return {
    id: item.id,
    status: item.status,
    created_at: item.createdAt.toISOString(),
    campaign: {
      id: campaign.id,
      name: campaign.name,
      charity_name: campaign.user.name,
      image: campaign.image,
      status: campaign.status,
      price_target: campaign.price_target,
      total_amount: campaign.total_amount,
      currency: campaign.currency,
    },
    name: campaign.name,
    image: campaign.image,
    total_amount: campaign.total_amount,
    currency: campaign.currency,
  } satisfies CartItem;
}
