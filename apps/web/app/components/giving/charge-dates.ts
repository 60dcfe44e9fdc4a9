import { intlLocale } from '@ataa/contract/locale';
import { dateFormat } from '../../lib/formats.ts';
import type { PlannedCharge } from '../../lib/giving-plans.ts';
import { useI18n } from '../../lib/i18n.ts';

/** A civil day as "7 March", and the charge's night or Hijri day beside it. */
export function useChargeDates() {
  const { t, locale, hijriDay, number } = useI18n();
  const civil = dateFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    civil: (charge: PlannedCharge) => civil.format(new Date(`${charge.day}T00:00:00Z`)),
    hijri: (charge: PlannedCharge) =>
      charge.night === null ? hijriDay(charge.day) : t('giving.plan.night', { night: number(charge.night) }),
  };
}
