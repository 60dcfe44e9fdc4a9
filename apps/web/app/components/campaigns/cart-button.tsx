import type { CampaignCard } from '@ataa/contract/schemas/campaigns';
import { ShoppingCart, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useCartCount } from '../cart-count.tsx';
import { toast } from '../toasts.tsx';

/** What a cart button learns from its post, to move the header badge and say what happened. */
export interface CartOutcome {
  ok: boolean;
  intent: 'add' | 'remove';
  message: string;
}

const BUTTON = 'btn btn-outline btn-sm relative z-10';

type CartFields = Pick<CampaignCard, 'id' | 'name' | 'accepts_donations' | 'in_cart' | 'cart_id'>;

/**
 * The cart toggle of a campaign (spec §4): donors add or remove it, the badge in the header moves
 * at once and a toast says what happened; without scripts the form posts and comes back. Visitors
 * are sent to sign in first, and come back here afterwards.
 */
export function CartButton({ campaign, className = '' }: { campaign: CartFields; className?: string }) {
  const { t, path } = useI18n();
  const { viewer } = useRootData();
  const { pathname, search } = useLocation();
  const { adjust } = useCartCount();
  const fetcher = useFetcher<CartOutcome>();
  const pending = fetcher.formData?.get('intent');
  const inCart = pending ? pending === 'add' : campaign.in_cart;
  const busy = fetcher.state !== 'idle';

  // Each answer is told once, however often the page renders afterwards.
  const told = useRef<CartOutcome | undefined>(undefined);
  useEffect(() => {
    const outcome = fetcher.data;
    if (!outcome || told.current === outcome) return;
    told.current = outcome;
    if (outcome.ok)
      toast.success(t(outcome.intent === 'add' ? 'campaigns.cart.added' : 'campaigns.cart.removed'));
    else {
      // The badge moved before the answer came; put it back.
      adjust(outcome.intent === 'add' ? -1 : 1);
      toast.error(outcome.message);
    }
  }, [fetcher.data, adjust, t]);

  // Only campaigns open for donations go into a cart; one already there can always come out.
  if (!inCart && !campaign.accepts_donations) return null;
  const here = `${pathname}${search}`;
  if (!viewer) {
    return (
      <Link
        to={`${path('/login')}?redirect=${encodeURIComponent(here)}`}
        className={`${BUTTON} ${className}`}
        aria-label={t('campaigns.cart.sign_in_named', { name: campaign.name })}
      >
        <ShoppingCart aria-hidden="true" className="size-4" />
        {t('campaigns.cart.add')}
      </Link>
    );
  }
  if (viewer.role !== 'donor') return null;

  const intent = inCart ? 'remove' : 'add';
  // Adding names the campaign; removing names the cart item.
  const id = inCart ? campaign.cart_id : campaign.id;
  const action = path('/campaigns');
  return (
    <form
      method="post"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy || id === null) return;
        adjust(intent === 'add' ? 1 : -1);
        fetcher.submit({ intent, id }, { method: 'post', action });
      }}
      className="contents"
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id ?? ''} />
      <input type="hidden" name="back" value={here} />
      <button
        type="submit"
        // Busy from the click until the list shows the cart as it now is (the new cart item's id
        // arrives with that reload): a second click meanwhile would be lost, so it says it waits.
        // Not `disabled`, which would drop the keyboard's focus.
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        className={`${BUTTON} aria-disabled:cursor-wait aria-disabled:opacity-60 ${className}`}
        aria-label={t(inCart ? 'campaigns.cart.remove_named' : 'campaigns.cart.add_named', {
          name: campaign.name,
        })}
      >
        {inCart ? (
          <X aria-hidden="true" className="size-4" />
        ) : (
          <ShoppingCart aria-hidden="true" className="size-4" />
        )}
        {t(inCart ? 'campaigns.cart.remove' : 'campaigns.cart.add')}
      </button>
    </form>
  );
}
