// The sandbox's page for a schedule (contract §17): what is charged now, if anything (nothing when
// it replaces the saved method), and the tester's choice of the first outcome and of what later
// charges do, in the page's language.
import { intlLocale, type Locale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/messages';
import { formatMinor } from '@ataa/contract/money';
import { SANDBOX_LATER_OUTCOMES } from '@ataa/contract/schemas/schedules';
import { escapeHtml, sandboxPage } from '../payments/index.ts';
import type { sandboxView } from './service.ts';

type View = Awaited<ReturnType<typeof sandboxView>>;

/** When the first charge falls, as the donor reads a date, on the schedule's own clock. */
function firstChargeWords(locale: Locale, schedule: View['presented']) {
  if (!schedule.next_charge_at) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: schedule.time_zone,
  }).format(new Date(schedule.next_charge_at));
}

export function renderScheduleSandboxPage(locale: Locale, { schedule, replacing, presented, payment }: View) {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    escapeHtml(translate(locale, key, params));
  const money = (minor: number) =>
    escapeHtml(
      formatMinor(locale, minor, {
        code: presented.currency.code,
        minorUnits: presented.currency.minor_units,
      }),
    );
  const now = replacing
    ? `<p>${t('schedules.sandbox_page.replacing')}</p>`
    : payment
      ? `<p class="total"><span>${t('schedules.sandbox_page.now')}</span><span>${money(payment.totalMinor)}</span></p>`
      : `<p>${t('schedules.sandbox_page.setup_only', { day: firstChargeWords(locale, presented) })}</p>`;
  const options = SANDBOX_LATER_OUTCOMES.map(
    (later) => `<option value="${later}">${t(`schedules.sandbox_page.later_${later}`)}</option>`,
  ).join('');
  const form =
    replacing || schedule.status === 'awaiting_payment_method'
      ? `<form method="post"><label>${t('schedules.sandbox_page.later')}<select name="later">${options}</select></label><button name="outcome" value="paid" class="pay">${t('schedules.sandbox_page.pay')}</button><button name="outcome" value="failed">${t('schedules.sandbox_page.decline')}</button><button name="outcome" value="cancelled">${t('schedules.sandbox_page.cancel')}</button></form>`
      : `<p role="status">${t('schedules.sandbox_page.closed')}</p>`;
  return sandboxPage(
    locale,
    t('schedules.sandbox_page.title'),
    `<p class="note">${t('schedules.sandbox_page.note')}</p><p class="total"><span>${t('schedules.sandbox_page.per_charge')}</span><span>${money(schedule.amountMinor)}</span></p>${now}${form}`,
  );
}
