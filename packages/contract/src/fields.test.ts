import { describe, expect, it } from 'vitest';
import { blankAsMissing, calendarDay, email, multilineText, searchText, text } from './fields.ts';
import { z } from './validation.ts';

describe('blankAsMissing', () => {
  const form = z.object({
    love_email: blankAsMissing(email().optional()),
    gateway: blankAsMissing(z.string().default('sandbox')),
  });

  it('reads an empty field or a null as not sent', () => {
    expect(form.parse({ love_email: '', gateway: '' })).toEqual({
      love_email: undefined,
      gateway: 'sandbox',
    });
    expect(form.parse({ love_email: null, gateway: null })).toEqual({
      love_email: undefined,
      gateway: 'sandbox',
    });
    expect(form.parse({})).toEqual({ gateway: 'sandbox' });
  });

  it('still checks a value that was sent', () => {
    expect(form.safeParse({ love_email: 'not-an-e-mail' }).success).toBe(false);
    expect(form.parse({ love_email: 'Huda@Example.test', gateway: 'stripe' })).toEqual({
      love_email: 'huda@example.test',
      gateway: 'stripe',
    });
  });
});

describe('control characters in text', () => {
  const messageOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
    result.error?.issues[0]?.message;

  it('refuses NUL, other C0 characters and DEL in one-line text, tabs and line breaks included', () => {
    for (const value of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\tb', 'a\nb', 'a\r\nb']) {
      expect(messageOf(text(1, 100).safeParse(value)), JSON.stringify(value)).toBe(
        'validation.control_characters',
      );
    }
    expect(text(1, 100).parse('  حسنات رمضان  ')).toBe('حسنات رمضان');
  });

  it('keeps tabs and line breaks in multi-line text, and refuses the rest', () => {
    expect(multilineText(1, 100).parse('one\n\ttwo\r\nthree')).toBe('one\n\ttwo\r\nthree');
    expect(messageOf(multilineText(1, 100).safeParse('one\u0000two'))).toBe('validation.control_characters');
    expect(multilineText(0, 100).parse('   ')).toBe('');
  });

  it('reads control characters in a search as spaces', () => {
    expect(searchText(100).parse('\u0000زكاة\tfood\u0000')).toBe('زكاة food');
  });
});

describe('calendarDay', () => {
  it('takes the days of the calendar, the 29th of February of a leap year included', () => {
    for (const day of ['2024-02-29', '2025-12-31', '0001-01-01', ' 2025-03-10 ']) {
      expect(calendarDay().safeParse(day).success, day).toBe(true);
    }
  });

  it('refuses a day no calendar has, with its own message', () => {
    for (const day of [
      '2024-02-30',
      '2023-02-29',
      '2024-04-31',
      '2024-13-45',
      '0000-00-00',
      '0000-01-01',
      '2024-2-3',
      'tomorrow',
    ]) {
      const result = calendarDay().safeParse(day);
      expect(
        result.error?.issues.map((issue) => issue.message),
        day,
      ).toEqual(['validation.day']);
    }
  });
});
