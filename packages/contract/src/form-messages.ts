import type { Locale } from './locale.ts';
import { isMessageKey, type MessageKey, type MessageParams, translate } from './translate.ts';

// Apart from the schemas (and zod) on purpose: a page shows these messages before its form's
// rules have been downloaded.

// The spec's messages for its own rules (spec §5). Every other rule says what is wrong in its own
// words (decision 030), and only a rule with nothing more to say is "invalid".
const FORM_MESSAGES: Partial<Record<MessageKey, MessageKey>> = {
  'validation.required': 'form.required',
  'validation.email': 'form.email',
  'validation.too_short': 'form.min',
  'validation.english_numbers_only': 'form.english_numbers_only',
  'validation.invalid': 'form.invalid',
};

/** Between a key and the numbers its message names. */
const PARAMS_SEPARATOR = '|';

/**
 * A message key with the numbers its text names, `validation.min_value|min=1`: a zod issue, and a
 * browser form's error after it, keep only the message, so the bounds travel inside it.
 */
export function keyWithParams(key: MessageKey, params: MessageParams): string {
  const values = Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]);
  return `${key}${PARAMS_SEPARATOR}${new URLSearchParams(values)}`;
}

/** The key and numbers of a message a schema reported, or nothing when it is already prose. */
export function readMessage(message: string): { key: MessageKey; params: MessageParams } | undefined {
  const [key = '', params] = message.split(PARAMS_SEPARATOR, 2);
  if (!isMessageKey(key)) return undefined;
  return { key, params: Object.fromEntries(new URLSearchParams(params)) };
}

/**
 * A form field's message for a failed rule, from the key a schema reported. Text that is not a
 * key (a message the server already translated) is shown as it is.
 */
export function formMessage(message: string, locale: Locale): string {
  const read = readMessage(message);
  if (!read) return message;
  const spec = FORM_MESSAGES[read.key];
  if (spec) return translate(locale, spec);
  const specific = translate(locale, read.key, read.params);
  // A rule that did not say its numbers cannot be shown with holes in it.
  return /\{\w+\}/.test(specific) ? translate(locale, 'form.invalid') : specific;
}
