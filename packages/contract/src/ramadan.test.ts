import { describe, expect, it } from 'vitest';
import { comingRamadan, currentOrLatestRamadan, daysUntil, isRamadan } from './ramadan.ts';

describe('currentOrLatestRamadan', () => {
  it('is the Ramadan in progress on a day inside it', () => {
    // Ramadan 1447 ran from 18 February to 19 March 2026 (Umm al-Qura).
    expect(currentOrLatestRamadan(new Date('2026-03-01T12:00:00Z'))).toEqual({
      from: '2026-02-18',
      to: '2026-03-19',
    });
  });

  it('is the latest Ramadan on a day outside one', () => {
    expect(currentOrLatestRamadan(new Date('2026-11-26T12:00:00Z'))).toEqual({
      from: '2026-02-18',
      to: '2026-03-19',
    });
  });

  it('counts the first and last days in the site time zone', () => {
    // 21:30 UTC on 17 February is already 18 February in Riyadh, the first day of Ramadan.
    expect(currentOrLatestRamadan(new Date('2026-02-17T21:30:00Z')).from).toBe('2026-02-18');
  });
});

describe('comingRamadan and daysUntil, across a year boundary', () => {
  // Ramadan 1451 runs from 5 January to 3 February 2030; Ramadan 1452 from 26 December 2030 to
  // 23 January 2031 (Umm al-Qura).
  it('finds, in December, the Ramadan that begins in the next January', () => {
    const now = new Date('2029-12-01T09:00:00Z');
    expect(isRamadan(now)).toBe(false);
    expect(comingRamadan(now)).toEqual({ from: '2030-01-05', to: '2030-02-03' });
    expect(daysUntil(now, '2030-01-05')).toBe(35);
    expect(currentOrLatestRamadan(now)).toEqual({ from: '2029-01-16', to: '2029-02-13' });
  });

  it('keeps a Ramadan that spans two years whole, whichever year the clock is in', () => {
    const ramadan = { from: '2030-12-26', to: '2031-01-23' };
    expect(currentOrLatestRamadan(new Date('2031-01-10T12:00:00Z'))).toEqual(ramadan);
    expect(isRamadan(new Date('2031-01-10T12:00:00Z'))).toBe(true);
    expect(comingRamadan(new Date('2030-12-20T12:00:00Z'))).toEqual(ramadan);
    expect(daysUntil(new Date('2030-12-20T12:00:00Z'), ramadan.from)).toBe(6);
  });

  it('during Ramadan, the coming one is the next year’s', () => {
    expect(comingRamadan(new Date('2030-01-20T12:00:00Z'))).toEqual({ from: '2030-12-26', to: '2031-01-23' });
  });

  it('counts days in the site time zone: 22:00 UTC is already the next day in Riyadh', () => {
    expect(daysUntil(new Date('2030-12-24T22:00:00Z'), '2030-12-26')).toBe(1);
  });
});
