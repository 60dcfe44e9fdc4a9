import '@ataa/contract/messages';
import { siteDayStart } from '@ataa/contract/site-days';
import { describe, expect, it } from 'vitest';
import { openingWords } from './opening.ts';

/** Mid-morning in Riyadh on a site day. */
const morningOf = (day: string) => new Date(siteDayStart(day).getTime() + 10 * 3_600_000);

describe('openingWords', () => {
  it('says today and tomorrow in words, then counts the days with Arabic plural forms', () => {
    const now = morningOf('2027-01-30');
    const startsIn = (day: string, locale: 'ar' | 'en') => openingWords(locale, day, now).startsIn;
    expect(startsIn('2027-01-30', 'ar')).toBe('تبدأ استقبال التبرعات اليوم');
    expect(startsIn('2027-01-31', 'ar')).toBe('تبدأ استقبال التبرعات غدًا');
    expect(startsIn('2027-02-01', 'ar')).toBe('تبدأ استقبال التبرعات بعد يومين');
    expect(startsIn('2027-02-02', 'ar')).toBe('تبدأ استقبال التبرعات بعد 3 أيام');
    expect(startsIn('2027-02-09', 'ar')).toBe('تبدأ استقبال التبرعات بعد 10 أيام');
    expect(startsIn('2027-02-10', 'ar')).toBe('تبدأ استقبال التبرعات بعد 11 يومًا');
    expect(startsIn('2027-05-10', 'ar')).toBe('تبدأ استقبال التبرعات بعد 100 يوم');
    expect(startsIn('2027-01-30', 'en')).toBe('Opens to donations today');
    expect(startsIn('2027-01-31', 'en')).toBe('Opens to donations tomorrow');
    expect(startsIn('2027-02-09', 'en')).toBe('Opens to donations in 10 days');
  });

  it('counts calendar days in Riyadh, not 24-hour spans', () => {
    // 23:30 in Riyadh: the next day begins in half an hour and is still "tomorrow".
    const lateEvening = new Date(siteDayStart('2027-01-31').getTime() - 30 * 60_000);
    expect(openingWords('en', '2027-01-31', lateEvening).startsIn).toBe('Opens to donations tomorrow');
    expect(openingWords('en', '2027-01-30', lateEvening).startsIn).toBe('Opens to donations today');
  });

  it('writes the first day in the Hijri (Umm al-Qura) and Gregorian calendars', () => {
    const now = morningOf('2027-01-30');
    expect(openingWords('ar', '2027-02-08', now).day).toBe('اليوم الأول: 1 رمضان 1448 هـ (8 فبراير 2027)');
    expect(openingWords('en', '2027-02-08', now).day).toBe(
      'First day: Ramadan 1, 1448 AH (February 8, 2027)',
    );
  });
});
