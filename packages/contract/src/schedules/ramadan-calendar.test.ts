import { describe, expect, it } from 'vitest';
import {
  eveningOfNight,
  nightOfEvening,
  ramadanFrom,
  ramadanOf,
  ummAlQuraRamadan,
} from './ramadan-calendar.ts';

describe('Ramadan on the Umm al-Qura calendar', () => {
  // Ramadan moves about 11 days earlier each year; 2030 holds two of them.
  it.each([
    [1447, '2026-02-18', '2026-03-19', 30],
    [1448, '2027-02-08', '2027-03-08', 29],
    [1449, '2028-01-28', '2028-02-25', 29],
    [1450, '2029-01-16', '2029-02-13', 29],
    [1451, '2030-01-05', '2030-02-03', 30],
    [1452, '2030-12-26', '2031-01-23', 29],
  ])('Ramadan %i runs from %s to %s (%i nights)', (hijriYear, firstDay, lastDay, nights) => {
    expect(ummAlQuraRamadan(hijriYear)).toEqual({ hijriYear, firstDay, lastDay, nights });
  });
});

describe('a country whose first day the staff set', () => {
  const firstDays = new Map([[1448, '2027-02-09']]);

  it('starts on that day and keeps the month length', () => {
    expect(ramadanOf(1448, firstDays)).toEqual({
      hijriYear: 1448,
      firstDay: '2027-02-09',
      lastDay: '2027-03-09',
      nights: 29,
    });
  });

  it('is still in progress on the day after Umm al-Qura ends it', () => {
    expect(ramadanFrom('2027-03-09', firstDays).hijriYear).toBe(1448);
    expect(ramadanFrom('2027-03-09').hijriYear).toBe(1449);
  });
});

describe('ramadanFrom', () => {
  it('is the coming Ramadan outside one', () => {
    expect(ramadanFrom('2026-11-27').firstDay).toBe('2027-02-08');
  });

  it('is the coming Ramadan on the eve of its first night', () => {
    expect(ramadanFrom('2027-02-07').firstDay).toBe('2027-02-08');
  });

  it('is the Ramadan in progress up to its last day', () => {
    expect(ramadanFrom('2027-03-08').hijriYear).toBe(1448);
    expect(ramadanFrom('2027-03-09').hijriYear).toBe(1449);
  });

  it('finds the second Ramadan of 2030', () => {
    expect(ramadanFrom('2030-02-04').firstDay).toBe('2030-12-26');
  });
});

describe('nights', () => {
  const ramadan = ummAlQuraRamadan(1448);

  it('night 1 is the evening before the first day, the last the evening before the last day', () => {
    expect(eveningOfNight(1, ramadan)).toBe('2027-02-07');
    expect(eveningOfNight(27, ramadan)).toBe('2027-03-05');
    expect(nightOfEvening('2027-02-07', ramadan)).toBe(1);
    expect(nightOfEvening('2027-03-07', ramadan)).toBe(29);
  });

  it('the evening of the last day (the eve of Eid) and the one before night 1 are no night', () => {
    expect(nightOfEvening('2027-03-08', ramadan)).toBeNull();
    expect(nightOfEvening('2027-02-06', ramadan)).toBeNull();
  });
});
