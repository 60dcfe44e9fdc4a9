import { intlLocale } from '@ataa/contract/locale';
import type { OCCURRENCE_STATES, scheduleDetail } from '@ataa/contract/schemas/schedules';
import type { z } from '@ataa/contract/validation';
import { dateFormat } from '../../lib/formats.ts';
import { useI18n } from '../../lib/i18n.ts';
import { clockTime } from '../../lib/schedule-words.ts';
import { Pager } from '../content/pagination.tsx';
import { useExactMoney } from '../giving/amounts.ts';

type ScheduleDetail = z.infer<typeof scheduleDetail>;
type OccurrenceState = (typeof OCCURRENCE_STATES)[number];

// Each state has its own word, never colour alone; every pair reads at small sizes (WCAG AA).
const TONE: Record<OccurrenceState, string> = {
  scheduled: 'bg-sand text-ink',
  paid: 'bg-primary-dark text-white',
  failed: 'bg-danger text-white',
  action_required: 'bg-[#8a5a00] text-white',
  missed: 'bg-muted text-white',
  skipped: 'bg-muted text-white',
  refunded: 'bg-[#5b4b8a] text-white',
};

/** A schedule's charges, newest first, a page at a time: when, which night, how much, and what became of it. */
export function OccurrenceList({ schedule }: { schedule: ScheduleDetail }) {
  const { t, locale } = useI18n();
  const exact = useExactMoney();
  const { occurrences } = schedule;
  const day = (at: Date) =>
    dateFormat(intlLocale(locale), { dateStyle: 'long', timeZone: schedule.time_zone }).format(at);
  return (
    <section aria-labelledby="schedule-occurrences" id="charges" className="flex flex-col gap-3">
      <h2 id="schedule-occurrences" className="text-lg font-bold">
        {t('donor.schedules.occurrences')}
      </h2>
      <p className="text-sm text-muted">
        {t('donor.schedules.occurrences_count', { count: occurrences.meta.total })}
      </p>
      <ol className="flex flex-col gap-2">
        {occurrences.data.map((occurrence) => {
          const due = new Date(occurrence.due_at);
          return (
            <li
              key={occurrence.seq}
              className="card flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-3"
            >
              <div className="min-w-0">
                <p className="font-bold">
                  <time dateTime={occurrence.due_at}>
                    {day(due)} · {clockTime(locale, due, schedule.time_zone)}
                  </time>
                </p>
                {occurrence.night ? (
                  <p className="text-sm text-muted">
                    {t('donor.schedules.occurrence_night', { n: occurrence.night })}
                  </p>
                ) : null}
              </div>
              <div className="flex items-center gap-3">
                <span className="tabular-nums">{exact(occurrence.amount, schedule.currency)}</span>
                <span
                  className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ${TONE[occurrence.state]}`}
                >
                  {t(`donor.schedules.occurrence_states.${occurrence.state}`)}
                </span>
                {occurrence.attempts > 1 ? (
                  <span className="text-sm text-muted">
                    {t('donor.schedules.occurrence_attempts', { count: occurrence.attempts })}
                  </span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      <Pager meta={occurrences.meta} section="charges" />
    </section>
  );
}
