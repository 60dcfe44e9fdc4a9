import type { CartItem } from '@ataa/contract/schemas/donor';
import { translate } from '@ataa/contract/translate';
import { HandHeart } from 'lucide-react';
import { Link, useFetchers } from 'react-router';
import { CartButton } from '../../components/campaigns/cart-button.tsx';
import { CampaignProgress } from '../../components/campaigns/progress.tsx';
import { CoverImage } from '../../components/content/cards.tsx';
import { CampaignTitle } from '../../components/donor/campaign-title.tsx';
import { DonorList } from '../../components/donor/donor-list.tsx';
import { EmptyNote } from '../../components/donor/empty-note.tsx';
import { PageIntro } from '../../components/donor/page-intro.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { useI18n } from '../../lib/i18n.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/donor-cart';
import { donorListQuery } from './donor-list.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    cart: await apiFor(context, request).read('GET /doner/index', { query: donorListQuery(request) }),
  };
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'donor.nav.cart'), noindex: true });
}

/** Cart items whose removal is on its way: they leave the list at once (the badge moves too). */
function useLeaving(): Set<string> {
  const leaving = useFetchers()
    .filter((fetcher) => fetcher.formData?.get('intent') === 'remove')
    .map((fetcher) => String(fetcher.formData?.get('id')));
  return new Set(leaving);
}

function CartRow({ item }: { item: CartItem }) {
  const { t } = useI18n();
  const { campaign } = item;
  return (
    <article className="card flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
      <CoverImage
        src={item.image}
        alt=""
        sizes="(min-width: 640px) 12rem, calc(100vw - 2rem)"
        className="rounded-xl sm:w-48"
      />
      <div className="flex min-w-0 grow flex-col gap-2">
        <CampaignTitle campaign={campaign} />
        <p className="text-sm text-muted">{t('donor.cart.by', { name: campaign.charity_name })}</p>
        <CampaignProgress campaign={campaign} />
      </div>
      <div className="shrink-0">
        {/* Only ever a remove button here: the item is in the cart until it goes. */}
        <CartButton
          campaign={{
            id: campaign.id,
            name: campaign.name,
            accepts_donations: false,
            in_cart: true,
            cart_id: item.id,
          }}
        />
      </div>
    </article>
  );
}

/** The donor's cart (spec §2): what waits to be given to, with a way out for each and the way to pay. */
export default function DonorCart({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const leaving = useLeaving();
  const { cart } = loaderData;
  const items = cart.data.filter((item) => !leaving.has(String(item.id)));
  const total = cart.meta.total - (cart.data.length - items.length);
  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title={t('donor.nav.cart')}
        lead={t('donor.cart.lead')}
        action={
          items.length > 0 ? (
            <Link to={path('/dashboard/donor/donations-cart')} className="btn">
              <HandHeart aria-hidden="true" className="size-5" />
              {t('donor.cart.pay')}
            </Link>
          ) : null
        }
      />
      {items.length === 0 ? (
        <EmptyNote text={t('donor.cart.empty')} to="/campaigns" label={t('donor.cart.browse')} />
      ) : (
        <DonorList summary={t('donor.cart.count', { count: total })} list={{ ...cart, data: items }}>
          {(item) => <CartRow item={item} />}
        </DonorList>
      )}
    </div>
  );
}
