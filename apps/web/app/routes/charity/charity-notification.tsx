import { translate } from '@ataa/contract/translate';
import { EmptyNote } from '../../components/donor/empty-note.tsx';
import { PageIntro } from '../../components/donor/page-intro.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/charity-notification';

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'charity.nav.notifications'), noindex: true });
}

/** The charity's notifications: none are sent yet (contract §12 comes later), and the page says so. */
export default function CharityNotification() {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('charity.nav.notifications')} lead={t('charity.notifications.lead')} />
      <EmptyNote
        text={t('charity.notifications.empty')}
        to="/dashboard/charity/campaigns"
        label={t('charity.nav.campaigns')}
      />
    </div>
  );
}
