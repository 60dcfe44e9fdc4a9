import { translate } from '@ataa/contract/translate';
import { ReceiptText, Search, ShoppingCart } from 'lucide-react';
import { DashboardWelcome } from '../../components/dashboard-welcome.tsx';
import { GivingFigures, TopDonors } from '../../components/donor/statistics.tsx';
import { MonthlyChart } from '../../components/monthly-chart.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { useI18n } from '../../lib/i18n.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/donor-home';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { statistics: await apiFor(context, request).read('GET /doner/statistics') };
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'account.dashboard.donor_title'), noindex: true });
}

/** The donor's overview: a welcome, where to go next, their figures, giving by month and the top donors. */
export default function DonorHome({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { statistics } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <DashboardWelcome
        status={t('donor.overview.status')}
        links={[
          {
            to: '/dashboard/donor/cart',
            title: t('donor.nav.cart'),
            text: t('donor.overview.cart_text'),
            icon: <ShoppingCart aria-hidden="true" />,
          },
          {
            to: '/dashboard/donor/donation-history',
            title: t('donor.nav.donations'),
            text: t('donor.overview.history_text'),
            icon: <ReceiptText aria-hidden="true" />,
          },
          {
            to: '/campaigns',
            title: t('account.dashboard.browse'),
            text: t('account.dashboard.browse_text'),
            icon: <Search aria-hidden="true" />,
          },
        ]}
      />
      <GivingFigures statistics={statistics} />
      <MonthlyChart monthly={statistics.monthly} currency={statistics.currency} words="donor.chart" />
      <TopDonors statistics={statistics} />
    </div>
  );
}
