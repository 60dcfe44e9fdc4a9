import { describe, expect, it } from 'vitest';
import { currentOrLatestRamadan } from './ramadan.ts';

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
