// Field rules shared by the API and the web forms (contract §1.13, §2).
import { isEnglishNumbersOnly, type ParseResult, parseAmount, parseMobile, toAsciiDigits } from './digits.ts';
import { z } from './validation.ts';

/**
 * `""` and null mean "not sent": forms post empty fields, JSON clients send null. The schema says
 * what "not sent" becomes (`.optional()`, `.default(…)`).
 */
export const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema);

/** C0 control characters and DEL, which no field keeps (PostgreSQL refuses NUL in text). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is what this pattern is for
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** The same, with tabs and line breaks, which only multi-line fields keep. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is what this pattern is for
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001F\u007F]/;

const trimmedText = (min: number, max: number, refused: RegExp) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !refused.test(value), { error: 'validation.control_characters' });

/** Trimmed one-line text between `min` and `max` characters; empty counts as missing. */
export const text = (min: number, max: number) => trimmedText(Math.max(min, 1), max, CONTROL_OR_LINE_BREAK);

/** A search's words: nothing is stored, so control characters are read as spaces rather than refused. */
export const searchText = (max: number) =>
  z
    .string()
    .overwrite((value) => value.replace(new RegExp(CONTROL_OR_LINE_BREAK, 'g'), ' '))
    .trim()
    .max(max);

/** Trimmed text that may hold tabs and line breaks (a message, a comment); `min` 0 lets it be blank. */
export const multilineText = (min: number, max: number) => trimmedText(min, max, CONTROL_CHARACTERS);

/** What a reader sees of HTML: tags dropped, each entity one character, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:#\d+|#x[\da-f]+|\w+);/gi, '_')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Markup may at most add this much to a rich text's visible characters. */
const MARKUP_ALLOWANCE = 4;

/** The longest a rich text field's HTML may be, in UTF-16 units, for `max` characters of text. */
export const richTextLength = (max: number) => max * MARKUP_ALLOWANCE + 1000;

/**
 * Rich text (HTML; the API sanitises it when it is written): required, at most `max` characters
 * that a reader sees, and a bounded amount of markup around them.
 */
export const richText = (max: number) =>
  z
    .string()
    .trim()
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: 'validation.control_characters' })
    .check((ctx) => {
      const visible = visibleText(ctx.value).length;
      if (visible === 0)
        ctx.issues.push({ code: 'custom', message: 'validation.required', input: ctx.value });
      else if (visible > max || ctx.value.length > richTextLength(max))
        ctx.issues.push({
          code: 'too_big',
          origin: 'string',
          maximum: max,
          inclusive: true,
          input: ctx.value,
        });
    });

/**
 * Whether `YYYY-MM-DD` names a day of the calendar: not 2024-02-30, 2024-13-45 or 0000-00-00 (nor
 * the year 0, which PostgreSQL does not have).
 */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  // A day past its month's end is read as one of the next month, so it is the same only when real.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const calendarDay = () => z.string().trim().refine(isCalendarDay, { error: 'validation.day' });

/** Trimmed, lower-cased e-mail address of at most 254 characters. */
export const email = () => z.string().trim().toLowerCase().min(1).max(254).pipe(z.email());

/** A typed value read by `parse`, or the issue that says what is wrong with it. */
function readTyped(
  parse: (typed: string) => ParseResult,
  typed: string,
  ctx: z.core.$RefinementCtx<unknown>,
) {
  const parsed = parse(typed);
  if (parsed.ok) return parsed.value;
  const blank = typed.trim() === '';
  ctx.issues.push({ code: 'custom', message: blank ? 'validation.required' : parsed.problem, input: typed });
  return z.NEVER;
}

const parsedText = (parse: (typed: string) => ParseResult) =>
  z
    .string()
    .min(1)
    .transform((typed, ctx) => readTyped(parse, typed, ctx));

/** A mobile number as typed (decision 030), stored as its 7 to 15 digits. */
export const mobile = () => parsedText(parseMobile);

/** An amount typed as text, with Arabic digits and separators (decision 030): a plain decimal. */
export const amountText = () => parsedText(parseAmount);

/** An amount sent as a JSON number (kept as it is) or typed as text (read as `amountText`). */
export const amountValue = () =>
  z
    .union([z.number(), z.string()])
    .transform((value, ctx) => (typeof value === 'number' ? value : readTyped(parseAmount, value, ctx)));

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
