import type { Schedule, ScheduleStatus } from '@ataa/contract/schemas/schedules';
import { type ReactNode, useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n.ts';
import { countdownWords, nextChargeWords, nextTickIn, planWords } from '../../lib/schedule-words.ts';
import { useExactMoney } from '../giving/amounts.ts';

// Every pair reads at small sizes (WCAG AA), and each status has its own word, never colour alone.
const TONE: Record<ScheduleStatus, string> = {
  awaiting_payment_method: 'bg-[#8a5a00] text-white',
  active: 'bg-primary-dark text-white',
  paused: 'bg-[#5b4b8a] text-white',
  cancelled: 'bg-muted text-white',
  completed: 'bg-primary text-white',
};

export function ScheduleStatusBadge({ status }: { status: ScheduleStatus }) {
  const { t } = useI18n();
  return (
    <span className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold ${TONE[status]}`}>
      {t(`donor.schedules.statuses.${status}`)}
    </span>
  );
}

/** Why nothing is being charged, for a schedule that is paused or has no method. */
export function ScheduleHold({ schedule }: { schedule: Pick<Schedule, 'status' | 'paused_reason'> }) {
  const { t } = useI18n();
  const text =
    schedule.status === 'paused' && schedule.paused_reason
      ? t(`donor.schedules.paused_reasons.${schedule.paused_reason}`)
      : schedule.status === 'awaiting_payment_method'
        ? t('donor.schedules.awaiting_text')
        : null;
  return text ? <p className="rounded-lg bg-sand p-3 text-sm">{text}</p> : null;
}

/**
 * The time left until a charge, ticking in the browser. It starts from the instant the page was
 * rendered for, so the hydrated page reads as the server wrote it (and as it stays without
 * scripts); its figures are tabular and it has a line of its own, so ticking moves nothing.
 */
function Countdown({ to, renderedAt }: { to: string; renderedAt: string }) {
  const { locale } = useI18n();
  const target = Date.parse(to);
  const [now, setNow] = useState(() => Date.parse(renderedAt));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const left = target - current;
      if (left > 0) timer = setTimeout(tick, nextTickIn(left));
    };
    tick();
    return () => clearTimeout(timer);
  }, [target]);
  // A timer is not read out as it changes (its live region is off): the words above say when.
  return (
    <span role="timer" className="block text-sm font-normal text-muted tabular-nums">
      {countdownWords(locale, target - now)}
    </span>
  );
}

/** One term of a schedule and its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="break-words font-bold">{children}</dd>
    </div>
  );
}

/** A count of charges and their sum: "3 charges · SAR 300". */
function Charges({
  count,
  amount,
  currency,
}: {
  count: number;
  amount: number;
  currency: Schedule['currency'];
}) {
  const { t } = useI18n();
  const exact = useExactMoney();
  return (
    <>
      {t('donor.schedules.charges', { count })}
      {count > 0 ? <span className="tabular-nums"> · {exact(amount, currency)}</span> : null}
    </>
  );
}

/** What a schedule gives, where, when it next charges (with the time left), and how far it has gone. */
export function ScheduleFacts({ schedule, renderedAt }: { schedule: Schedule; renderedAt: string }) {
  const { t, locale } = useI18n();
  const exact = useExactMoney();
  const next = nextChargeWords(locale, schedule, new Date(renderedAt));
  const { until } = planWords(locale, schedule);
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Fact label={t('donor.schedules.campaigns')}>
        {schedule.target.type === 'all' ? (
          t('donor.schedules.every_campaign')
        ) : (
          <ul>
            {schedule.target.campaigns.map((campaign) => (
              <li key={campaign.id}>
                <bdi>{campaign.name}</bdi>
                {schedule.target.type === 'split' && campaign.amount !== null ? (
                  <span className="font-normal tabular-nums">
                    {' '}
                    · {exact(campaign.amount, schedule.currency)}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Fact>
      <Fact label={t('donor.schedules.per_charge')}>
        <span className="tabular-nums">{exact(schedule.amount, schedule.currency)}</span>
      </Fact>
      <Fact label={t('donor.schedules.next')}>
        {/* A paused schedule charges nothing until it resumes, so it shows no next charge. */}
        {next && schedule.status === 'active' && schedule.next_charge_at ? (
          <>
            {next}
            <Countdown to={schedule.next_charge_at} renderedAt={renderedAt} />
          </>
        ) : (
          t('donor.schedules.next_none')
        )}
      </Fact>
      <Fact label={t('donor.schedules.charged')}>
        <Charges
          count={schedule.charged_count}
          amount={schedule.charged_amount}
          currency={schedule.currency}
        />
      </Fact>
      <Fact label={t('donor.schedules.remaining')}>
        {schedule.remaining_count === null ? (
          t('donor.schedules.open_ended')
        ) : (
          <Charges
            count={schedule.remaining_count}
            amount={schedule.remaining_amount ?? 0}
            currency={schedule.currency}
          />
        )}
        {until ? <span className="block text-sm font-normal text-muted">{until}</span> : null}
      </Fact>
      {schedule.payment_method ? (
        <Fact label={t('donor.schedules.method')}>
          <bdi>
            {schedule.payment_method.last4
              ? `${schedule.payment_method.brand ?? schedule.payment_method.label} •••• ${schedule.payment_method.last4}`
              : schedule.payment_method.label}
          </bdi>
        </Fact>
      ) : null}
    </dl>
  );
}
