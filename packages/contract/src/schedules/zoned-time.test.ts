import { describe, expect, it } from 'vitest';
import { isTimeZone, wallClockIn, zonedInstant } from './zoned-time.ts';

describe('zonedInstant', () => {
  it('reads a zone without daylight saving', () => {
    expect(zonedInstant('2027-03-05', 21, 'Asia/Riyadh').toISOString()).toBe('2027-03-05T18:00:00.000Z');
  });

  it('follows the clocks across a change in both directions', () => {
    expect(zonedInstant('2027-03-27', 21, 'Europe/London').toISOString()).toBe('2027-03-27T21:00:00.000Z');
    expect(zonedInstant('2027-03-28', 21, 'Europe/London').toISOString()).toBe('2027-03-28T20:00:00.000Z');
    expect(zonedInstant('2027-11-06', 21, 'America/New_York').toISOString()).toBe('2027-11-07T01:00:00.000Z');
    expect(zonedInstant('2027-11-07', 21, 'America/New_York').toISOString()).toBe('2027-11-08T02:00:00.000Z');
  });

  it('moves an hour the clocks skip forward past the gap', () => {
    // New York's clocks go from 2:00 to 3:00 on 14 March 2027: 2 am happens at 3 am (EDT).
    expect(zonedInstant('2027-03-14', 2, 'America/New_York').toISOString()).toBe('2027-03-14T07:00:00.000Z');
    expect(wallClockIn(zonedInstant('2027-03-14', 2, 'America/New_York'), 'America/New_York')).toEqual({
      day: '2027-03-14',
      hour: 3,
    });
  });

  it('takes the first of an hour that happens twice', () => {
    // London's clocks go back from 2:00 BST to 1:00 GMT on 31 October 2027.
    expect(zonedInstant('2027-10-31', 1, 'Europe/London').toISOString()).toBe('2027-10-31T00:00:00.000Z');
  });

  it('reads zones east of Greenwich across the date line', () => {
    expect(zonedInstant('2027-03-05', 2, 'Pacific/Auckland').toISOString()).toBe('2027-03-04T13:00:00.000Z');
  });
});

describe('isTimeZone', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
