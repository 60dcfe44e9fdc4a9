// Arabic-Indic (U+0660..) and Eastern Arabic-Indic (U+06F0..) digits become ASCII (contract §1.6).
const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;

export function toAsciiDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= EASTERN_ARABIC_INDIC_ZERO ? EASTERN_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

/** Mobile numbers are compared and stored as digits only (contract §1.13). */
export function normalizeMobile(value: string): string {
  return toAsciiDigits(value).replace(/\D/g, '');
}

/** The spec's englishNumbersOnly rule: only 0-9; an empty value passes. */
export function isEnglishNumbersOnly(value: string): boolean {
  return /^[0-9]*$/.test(value);
}

/** What a typed number failed on, as the catalogue key that says so. */
export type ParseResult = { ok: true; value: string } | { ok: false; problem: string };

/** The shortest and longest mobile numbers, in digits (E.164 allows at most 15). */
export const MOBILE_DIGITS = { min: 7, max: 15 } as const;
/** Room in a mobile field for the number as dialled: its plus, spaces, dashes and brackets. */
export const MOBILE_TYPED_MAX = 30;

/**
 * Directional marks that copying a number out of Arabic text brings along (LRM, RLM, ALM, and the
 * isolates), which nobody typed on purpose.
 */
const INVISIBLE_MARKS = /[\u200E\u200F\u061C\u2066-\u2069\u202A-\u202E]/g;

/**
 * A mobile number as people type it (decision 030): "+44 7700 900123", "(050) 123-4567",
 * "٠٥٠١٢٣٤٥٦٧". Arabic-Indic and Persian digits are read as ASCII; spaces, dashes, dots and
 * brackets are dropped, as is one leading "+" (stored as digits only, contract §1.13). Letters or
 * other signs are refused rather than dropped, so a mistyped number is never stored as another.
 */
export function parseMobile(typed: string): ParseResult {
  const value = toAsciiDigits(typed.replace(INVISIBLE_MARKS, '')).trim();
  if (/\p{L}/u.test(value)) return { ok: false, problem: 'validation.mobile_letters' };
  if (!/^\+?[\d\s().-]+$/u.test(value)) return { ok: false, problem: 'validation.mobile' };
  const digits = value.replace(/\D/g, '');
  if (digits.length < MOBILE_DIGITS.min) return { ok: false, problem: 'validation.mobile_too_short' };
  if (digits.length > MOBILE_DIGITS.max) return { ok: false, problem: 'validation.mobile_too_long' };
  return { ok: true, value: digits };
}

/** The Arabic decimal separator (٫), which Arabic keyboards type for a decimal point. */
const ARABIC_DECIMAL_SEPARATOR = '\u066B';
/** Thousands separators: comma, Arabic thousands separator (٬), apostrophe and the spaces. */
const THOUSANDS = "[,\u066C'\\s\u00A0\u202F]";
const GROUPED = new RegExp(`^\\d{1,3}(${THOUSANDS})\\d{3}(?:\\1\\d{3})*(?:\\.\\d+)?$`, 'u');
const PLAIN = /^\d+(?:\.\d+)?$/;

/**
 * An amount as people type it: "120,000", "120 000", "١٢٠٬٠٠٠", "١٢٠٫٥". Digits become ASCII, the
 * Arabic decimal separator a point, and thousands separators are dropped when they group by three
 * (so "1,5" is refused rather than guessed). The answer is a plain decimal, "120000" or "120.5".
 */
export function parseAmount(typed: string): ParseResult {
  const value = toAsciiDigits(typed.replace(INVISIBLE_MARKS, ''))
    .trim()
    .replaceAll(ARABIC_DECIMAL_SEPARATOR, '.');
  if (PLAIN.test(value)) return { ok: true, value };
  if (GROUPED.test(value)) return { ok: true, value: value.replace(new RegExp(THOUSANDS, 'gu'), '') };
  if (value.startsWith('-')) return { ok: false, problem: 'validation.amount_negative' };
  return { ok: false, problem: 'validation.amount_format' };
}

/** How many decimals a plain decimal amount has. */
export function decimalsOf(amount: string): number {
  return amount.split('.')[1]?.length ?? 0;
}
