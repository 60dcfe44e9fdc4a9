import { translate } from '@ataa/contract/translate';
import { CirclePlus, Search, Settings } from 'lucide-react';
import { DashboardWelcome } from '../../components/dashboard-welcome.tsx';
import { requireRole } from '../../lib/access.server.ts';
import { requestLocale, useI18n } from '../../lib/i18n.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/charity-home';

/** The charity's home needs the platform's approval; before that the charity waits on /pending. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(context, request, requestLocale(request), {
    role: 'charity',
    approved: true,
  });
  return null;
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'account.dashboard.charity_title'), noindex: true });
}

export default function CharityHome() {
  const { t } = useI18n();
  return (
    <DashboardWelcome
      status={t('account.dashboard.charity_status')}
      links={[
        {
          to: '/start-campaign',
          title: t('campaign_form.start.title'),
          text: t('campaign_form.start.home_text'),
          icon: <CirclePlus aria-hidden="true" />,
        },
        {
          to: '/campaigns',
          title: t('account.dashboard.browse'),
          text: t('account.dashboard.browse_text'),
          icon: <Search aria-hidden="true" />,
        },
        {
          to: '/dashboard/charity/settings',
          title: t('site.dashboard.settings'),
          text: t('account.dashboard.settings_text'),
          icon: <Settings aria-hidden="true" />,
        },
      ]}
    />
  );
}
