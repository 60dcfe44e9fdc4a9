import { translate } from '@ataa/contract/translate';
import { CampaignGrid } from '../../components/campaigns/campaign-card.tsx';
import { CampaignUpdates } from '../../components/campaigns/campaign-sections.tsx';
import { CharityPhoto } from '../../components/campaigns/charity-link.tsx';
import { ListEmpty, listTitle } from '../../components/content/list.tsx';
import { PageHeader } from '../../components/content/page-header.tsx';
import { Pager } from '../../components/content/pagination.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { WITH_DONATE_ALL_BUTTON } from '../../lib/donate-all-button.ts';
import { useI18n } from '../../lib/i18n.ts';
import { assertPageExists, itemId, requestedPage } from '../../lib/page-address.server.ts';
import { publicPageHeaders } from '../../lib/public-page.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/charity';

/** Four rows of three on a wide screen, as on the campaign list. */
const PAGE_SIZE = 12;

export const headers = publicPageHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const list = await apiFor(context, request).read('GET /charity/referral/link/:id', {
    params: { id: itemId(params.id) },
    query: { page: requestedPage(request), per_page: PAGE_SIZE },
  });
  assertPageExists(list);
  return { list };
}

export const handle = WITH_DONATE_ALL_BUTTON;

export function meta(args: Route.MetaArgs) {
  const locale = metaLocale(args);
  const list = args.loaderData?.list;
  if (!list) return seo(args, { title: translate(locale, 'site.not_found.title'), noindex: true });
  return seo(args, {
    title: listTitle(locale, list.charity.name, list.meta),
    description: translate(locale, 'campaigns.charity.lead'),
    image: list.charity.photo,
  });
}

export default function Charity({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { charity, data, meta, news } = loaderData.list;
  return (
    <main id="main">
      <PageHeader
        title={charity.name}
        lead={t('campaigns.charity.lead')}
        crumbs={[{ label: t('campaigns.title'), to: path('/campaigns') }, { label: charity.name }]}
      >
        <div className="mt-5 flex items-center gap-4">
          <CharityPhoto charity={charity} size="lg" />
          <p className="text-sm font-bold text-primary-dark">
            {t('campaigns.charity.count', { count: meta.total })}
          </p>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pt-10 sm:pt-12">
        {data.length === 0 ? (
          <ListEmpty>{t('campaigns.charity.empty')}</ListEmpty>
        ) : (
          <CampaignGrid campaigns={data} list />
        )}
        <Pager meta={meta} />
        {news.length > 0 ? (
          // A reading column, as on a campaign's page, so the pictures stay their size there.
          <div className="mt-12 max-w-3xl">
            <CampaignUpdates updates={news} title={t('charity.public.news')} />
          </div>
        ) : null}
      </div>
    </main>
  );
}
