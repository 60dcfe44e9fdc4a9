import type { Schedule } from '@ataa/contract/schemas/schedules';
import { translate } from '@ataa/contract/translate';
import { Link } from 'react-router';
import { DonorList } from '../../components/donor/donor-list.tsx';
import { EmptyNote } from '../../components/donor/empty-note.tsx';
import { PageIntro } from '../../components/donor/page-intro.tsx';
import { ScheduleFacts, ScheduleHold, ScheduleStatusBadge } from '../../components/donor/schedule-parts.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { useI18n } from '../../lib/i18n.ts';
import { planWords } from '../../lib/schedule-words.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/donor-schedules';
import { donorListQuery } from './donor-list.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const schedules = await apiFor(context, request).read('GET /schedules', { query: donorListQuery(request) });
  // The instant the next charges are told from, the same on the server and in the hydrated page.
  return { schedules, renderedAt: new Date().toISOString() };
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'donor.schedules.title'), noindex: true });
}

function ScheduleCard({ schedule, renderedAt }: { schedule: Schedule; renderedAt: string }) {
  const { t, path, locale } = useI18n();
  const { title } = planWords(locale, schedule);
  return (
    <article className="card flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-bold text-primary-dark">{title}</h2>
        <ScheduleStatusBadge status={schedule.status} />
      </div>
      <ScheduleHold schedule={schedule} />
      <ScheduleFacts schedule={schedule} renderedAt={renderedAt} />
      <Link
        to={path(`/dashboard/donor/schedules/${schedule.id}`)}
        className="btn btn-outline btn-sm self-start"
        aria-label={t('donor.schedules.manage_named', { name: title })}
      >
        {t('donor.schedules.manage')}
      </Link>
    </article>
  );
}

/** The donor's schedules (contract §17): each plan in words, where it gives, and when it next charges. */
export default function DonorSchedules({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { schedules, renderedAt } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('donor.schedules.title')} lead={t('donor.schedules.lead')} />
      {schedules.meta.total === 0 ? (
        <EmptyNote text={t('donor.schedules.empty')} to="/campaigns" label={t('donor.schedules.browse')} />
      ) : (
        <DonorList summary={t('donor.schedules.count', { count: schedules.meta.total })} list={schedules}>
          {(schedule) => <ScheduleCard schedule={schedule} renderedAt={renderedAt} />}
        </DonorList>
      )}
    </div>
  );
}
