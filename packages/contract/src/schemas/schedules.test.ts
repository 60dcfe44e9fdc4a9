import { describe, expect, it } from 'vitest';
import { scheduleUpdateBody } from './schedules.ts';

describe('a schedule’s numbers as people type them', () => {
  it('reads the hour and the multiplier in Arabic-Indic digits, as the other numbers of the site', () => {
    expect(scheduleUpdateBody.parse({ hour: '٢٠', odd_nights_multiplier: '٣' })).toMatchObject({
      hour: 20,
      odd_nights_multiplier: 3,
    });
  });

  it('refuses an hour past 23 or not a number, on its key', () => {
    for (const hour of ['24', 'nine', '٢٤']) {
      const result = scheduleUpdateBody.safeParse({ hour });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['hour']);
    }
  });
});
