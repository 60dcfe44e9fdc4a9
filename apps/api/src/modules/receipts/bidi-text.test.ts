import { describe, expect, it } from 'vitest';
import { visualRuns } from './bidi-text.ts';

/** The runs from left to right, Arabic ones marked, as the PDF writer receives them. */
const drawn = (line: string, direction: 'ltr' | 'rtl' | 'auto') =>
  visualRuns(line, direction).map((run) => (run.arabic ? `ar:${run.text}` : run.text));

describe('the visual order of a line', () => {
  it('puts a mixed Arabic line right to left, with its number and Latin word kept left to right', () => {
    expect(drawn('إفطار 300 صائم في Makkah', 'rtl')).toEqual([
      'Makkah',
      ' ',
      'ar:في',
      'ar: ',
      'ar:صائم',
      'ar: ',
      '300',
      ' ',
      'ar:إفطار',
    ]);
  });

  it('turns an Arabic name inside an English line around as a whole, with brackets facing it', () => {
    expect(drawn('Donor: محمد (علي)', 'ltr')).toEqual(['Donor:', ' ', '(', 'ar:علي', ')', ' ', 'ar:محمد']);
  });

  it('drops the direction marks Intl puts around an Arabic amount', () => {
    expect(drawn('\u200f150.50 ر.س.\u200f', 'rtl')).toEqual(['.', 'ar:س', '.', 'ar:ر', 'ar: ', '150.50']);
  });

  it('keeps an isolated currency sign whole in an Arabic line, and drops the isolate marks', () => {
    // "دفعت 150.50 US$ اليوم" with the sign isolated as formatMinor does; unisolated, the
    // sign's "$" follows the line's direction and the page shows "$US".
    expect(drawn('دفعت \u200f150.50 \u2068US$\u2069 اليوم', 'rtl')).toEqual([
      'ar:اليوم',
      'ar: ',
      'US$',
      ' ',
      '150.50',
      ' ',
      'ar:دفعت',
    ]);
  });

  it('reads a typed value in the direction of its first letter when asked', () => {
    expect(drawn('sara@example.com', 'auto')).toEqual(['sara@example.com']);
    expect(drawn('sara@example.com', 'rtl')).toEqual(['sara@example.com']);
    expect(drawn('user@', 'rtl')).toEqual(['@', 'user']);
    expect(drawn('user@', 'auto')).toEqual(['user@']);
  });
});
