import { daysBetween } from '@ataa/contract/civil-days';
import type { RamadanDatesAnswer } from '@ataa/contract/schemas/ramadan';

/** The nights of Ramadan from `night` to its last, that night included. */
export function nightsLeft(
  ramadan: Pick<RamadanDatesAnswer, 'first_day' | 'last_day'>,
  night: number,
): number {
  const nights = daysBetween(ramadan.first_day, ramadan.last_day) + 1;
  return Math.max(0, nights - night + 1);
}
