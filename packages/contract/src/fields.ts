// Field rules shared by the API and the web forms (contract §1.13, §2).
import { isEnglishNumbersOnly, normalizeMobile, toAsciiDigits } from './digits.ts';
import { z } from './validation.ts';

/**
 * `""` and null mean "not sent": forms post empty fields, JSON clients send null. The schema says
 * what "not sent" becomes (`.optional()`, `.default(…)`).
 */
export const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema);

/** Trimmed text between `min` and `max` characters; empty counts as missing. */
export const text = (min: number, max: number) => z.string().trim().min(Math.max(min, 1)).max(max);

/** Trimmed, lower-cased e-mail address of at most 254 characters. */
export const email = () => z.string().trim().toLowerCase().min(1).max(254).pipe(z.email());

/** Digits only after normalisation, 7 to 15 of them. */
export const mobile = () =>
  z
    .string()
    .min(1)
    .overwrite(normalizeMobile)
    .regex(/^\d{7,15}$/, { error: 'validation.mobile' });

export const password = () =>
  z
    .string()
    .min(1)
    .refine((value) => value.length >= 8 && value.length <= 128 && /\p{L}/u.test(value) && /\d/.test(value), {
      error: 'validation.password_rules',
    });

/** A six-digit code; Arabic-Indic digits are accepted. */
export const code = () =>
  z
    .string()
    .trim()
    .min(1)
    .overwrite(toAsciiDigits)
    .regex(/^\d{6}$/, { error: 'validation.code_format' });

/** A positive integer id sent as a number or a numeric string. */
export const id = () =>
  z
    .union([z.number(), z.string().trim().min(1).overwrite(toAsciiDigits).regex(/^\d+$/).transform(Number)])
    .pipe(z.number().int().positive().max(2_147_483_647));

/** Yes/no fields accept "yes"/"no", true/false and 1/0 (contract §1.13). */
export const yesNo = () =>
  z
    .union([z.enum(['yes', 'no', 'true', 'false', '1', '0']), z.boolean(), z.literal(1), z.literal(0)])
    .transform(
      (value) => value === 'yes' || value === 'true' || value === '1' || value === true || value === 1,
    );

export const httpUrl = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .pipe(z.url({ protocol: /^https?$/ }));

/** The spec's englishNumbersOnly rule (§5): the digits 0-9 only; an empty value passes. */
export const englishNumbersOnly = () =>
  z.string().refine(isEnglishNumbersOnly, { error: 'validation.english_numbers_only' });
