import { translate } from '@ataa/contract/messages';
import { HandHeart, Search, Settings } from 'lucide-react';
import { DashboardWelcome } from '../components/dashboard-welcome.tsx';
import { useI18n } from '../lib/i18n.ts';
import { metaLocale, seo } from '../lib/seo.ts';
import type { Route } from './+types/donor-home';

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'account.dashboard.donor_title'), noindex: true });
}

export default function DonorHome() {
  const { t } = useI18n();
  return (
    <DashboardWelcome
      status={t('account.dashboard.donor_status')}
      links={[
        {
          to: '/campaigns',
          title: t('account.dashboard.browse'),
          text: t('account.dashboard.browse_text'),
          icon: <Search aria-hidden="true" />,
        },
        {
          to: '/donate/all',
          title: t('site.donate_all'),
          text: t('account.dashboard.donate_all_text'),
          icon: <HandHeart aria-hidden="true" />,
        },
        {
          to: '/dashboard/donor/settings',
          title: t('site.dashboard.settings'),
          text: t('account.dashboard.settings_text'),
          icon: <Settings aria-hidden="true" />,
        },
      ]}
    />
  );
}
