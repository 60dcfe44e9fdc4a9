import { describe, expect, it } from 'vitest';
import { isEnglishNumbersOnly, normalizeMobile, toAsciiDigits } from './digits.ts';
import { parseLocale } from './locale.ts';

describe('digits', () => {
  it('converts Arabic-Indic and Eastern Arabic-Indic digits to ASCII', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toAsciiDigits('a١b')).toBe('a1b');
  });

  it('keeps only the digits of a mobile number', () => {
    expect(normalizeMobile('+966 (55) 123-٤٥٦٧')).toBe('966551234567');
  });

  it('englishNumbersOnly accepts 0-9 and the empty value only', () => {
    expect(isEnglishNumbersOnly('')).toBe(true);
    expect(isEnglishNumbersOnly('0123')).toBe(true);
    expect(isEnglishNumbersOnly('١٢')).toBe(false);
    expect(isEnglishNumbersOnly('12.5')).toBe(false);
  });
});

describe('locale', () => {
  it('reads the lang header as the contract says', () => {
    expect(parseLocale('en')).toBe('en');
    expect(parseLocale('EN-us')).toBe('en');
    expect(parseLocale('fr')).toBe('ar');
    expect(parseLocale(undefined)).toBe('ar');
  });
});
