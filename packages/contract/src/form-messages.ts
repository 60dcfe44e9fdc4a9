import type { Locale } from './locale.ts';
import { isMessageKey, type MessageKey, translate } from './translate.ts';

// Apart from the schemas (and zod) on purpose: a page shows these messages before its form's
// rules have been downloaded.

// The site's forms speak with the spec's four messages (spec §5); any other rule is "invalid".
const FORM_MESSAGES: Partial<Record<MessageKey, MessageKey>> = {
  'validation.required': 'form.required',
  'validation.email': 'form.email',
  'validation.too_short': 'form.min',
  'validation.english_numbers_only': 'form.english_numbers_only',
};

/**
 * A form field's message for a failed rule, from the key a schema reported. Text that is not a
 * key (a message the server already translated) is shown as it is.
 */
export function formMessage(message: string, locale: Locale): string {
  if (!isMessageKey(message)) return message;
  return translate(locale, FORM_MESSAGES[message] ?? 'form.invalid');
}
