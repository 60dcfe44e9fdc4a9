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
