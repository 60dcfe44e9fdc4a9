import { describe, expect, it } from 'vitest';
import { isEnglishNumbersOnly, normalizeMobile, parseAmount, parseMobile, toAsciiDigits } from './digits.ts';
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

describe('mobile numbers as people type them (decision 030)', () => {
  it.each([
    ['+44 7700 900123', '447700900123'],
    ['(050) 123-4567', '0501234567'],
    ['٠٥٠١٢٣٤٥٦٧', '0501234567'],
    ['۰۵۰۱۲۳۴۵۶۷', '0501234567'],
    ['+٩٦٦ ٥٥ ١٢٣ ٤٥٦٧', '966551234567'],
    ['050.123.4567', '0501234567'],
    [' 0501234567 ', '0501234567'],
    ['\u200E+966 55 123 4567\u200E', '966551234567'],
    ['+1 (415) 555-0132', '14155550132'],
    ['0501234567', '0501234567'],
  ])('reads %j as %s', (typed, digits) => {
    expect(parseMobile(typed)).toEqual({ ok: true, value: digits });
  });

  it.each([
    ['050 123 456O', 'validation.mobile_letters'],
    ['call 0501234567', 'validation.mobile_letters'],
    ['+44 7700', 'validation.mobile_too_short'],
    ['٠٥٥', 'validation.mobile_too_short'],
    ['+44 7700 900123 4567 89', 'validation.mobile_too_long'],
    ['44+7700900123', 'validation.mobile'],
    ['++447700900123', 'validation.mobile'],
    ['0501234567#', 'validation.mobile'],
  ])('refuses %j: %s', (typed, problem) => {
    expect(parseMobile(typed)).toEqual({ ok: false, problem });
  });
});

describe('amounts as people type them (decision 030)', () => {
  it.each([
    ['120000', '120000'],
    ['120,000', '120000'],
    ['120 000', '120000'],
    ['1 200 000', '1200000'],
    ['١٢٠٬٠٠٠', '120000'],
    ['١٢٠٫٥', '120.5'],
    ['١٢٠٬٠٠٠٫٧٥', '120000.75'],
    ['۱۲۰۰۰۰', '120000'],
    ['1,234,567.89', '1234567.89'],
    ['120\u00A0000', '120000'],
    [" 5'000 ", '5000'],
    ['0.5', '0.5'],
  ])('reads %j as %s', (typed, plain) => {
    expect(parseAmount(typed)).toEqual({ ok: true, value: plain });
  });

  it.each([
    ['1,5', 'validation.amount_format'],
    ['12,00,000', 'validation.amount_format'],
    ['120,000 000', 'validation.amount_format'],
    ['SAR 100', 'validation.amount_format'],
    ['100$', 'validation.amount_format'],
    ['1.2.3', 'validation.amount_format'],
    ['', 'validation.amount_format'],
    ['-50', 'validation.amount_negative'],
  ])('refuses %j: %s', (typed, problem) => {
    expect(parseAmount(typed)).toEqual({ ok: false, problem });
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
