import type { DonorCampaign } from '@ataa/contract/schemas/donor';
import { translate } from '@ataa/contract/translate';
import { CoverImage } from '../../components/content/cards.tsx';
import { CampaignTitle } from '../../components/donor/campaign-title.tsx';
import { DonorList } from '../../components/donor/donor-list.tsx';
import { EmptyNote } from '../../components/donor/empty-note.tsx';
import { PageIntro } from '../../components/donor/page-intro.tsx';
import { useExactMoney } from '../../components/giving/amounts.ts';
import { apiFor } from '../../lib/api.server.ts';
import { useI18n } from '../../lib/i18n.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/donor-campaigns-history';
import { donorListQuery } from './donor-list.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    campaigns: await apiFor(context, request).read('GET /doner/campaigns', {
      query: donorListQuery(request),
    }),
  };
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'donor.nav.campaigns'), noindex: true });
}

function GivenCampaign({ campaign }: { campaign: DonorCampaign }) {
  const { t, date } = useI18n();
  const exact = useExactMoney();
  return (
    <article className="card flex h-full flex-col">
      <CoverImage src={campaign.image} alt="" />
      <div className="flex grow flex-col gap-3 p-5">
        <CampaignTitle campaign={campaign} />
        <dl className="mt-auto grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-muted">{t('donor.campaigns.given')}</dt>
            <dd className="font-bold tabular-nums">{exact(campaign.amount, campaign.currency)}</dd>
            <dd className="text-muted">{t('donor.campaigns.donations', { count: campaign.donations })}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('donor.campaigns.last')}</dt>
            <dd>
              <time dateTime={campaign.created_at}>{date(campaign.created_at)}</time>
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

/** The campaigns the donor has given to (contract §9), the latest gift first. */
export default function DonorCampaignsHistory({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('donor.nav.campaigns')} lead={t('donor.campaigns.lead')} />
      {loaderData.campaigns.data.length === 0 ? (
        <EmptyNote text={t('donor.campaigns.empty')} to="/campaigns" label={t('donor.cart.browse')} />
      ) : (
        <DonorList
          summary={t('donor.campaigns.count', { count: loaderData.campaigns.meta.total })}
          list={loaderData.campaigns}
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        >
          {(campaign) => <GivenCampaign campaign={campaign} />}
        </DonorList>
      )}
    </div>
  );
}
