import { z } from 'zod';
import { keyWithParams, readMessage } from './form-messages.ts';
import type { Locale } from './locale.ts';
import { type MessageKey, translate } from './translate.ts';

type RawIssue = z.core.$ZodRawIssue;

// Schemas carry message keys instead of prose, so one schema answers in either language: the
// key is chosen here, from the kind of failure, and translated when the answer is written.
// In the browser, zod must not compile parsers with `new Function`: the site's
// Content-Security-Policy forbids eval, and even zod's probe for it is a reported violation.
z.config({ customError: (issue) => messageKeyFor(issue), jitless: 'document' in globalThis });

export { z };

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** The key of a failed bound with the bound itself, which the forms' messages name too. */
function boundKey(key: MessageKey, issue: { minimum?: unknown; maximum?: unknown }): string {
  const bound = issue.minimum ?? issue.maximum;
  const name = issue.minimum === undefined ? 'max' : 'min';
  return bound === undefined ? key : keyWithParams(key, { [name]: String(bound) });
}

function messageKeyFor(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(issue.input)) return 'validation.required';
      return issue.expected === 'number' || issue.expected === 'int'
        ? 'validation.number'
        : 'validation.invalid';
    case 'too_small':
      if (isBlank(issue.input)) return 'validation.required';
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.too_short';
      if (issue.origin === 'array' || issue.origin === 'set') return boundKey('validation.too_few', issue);
      return boundKey(issue.inclusive === false ? 'validation.greater_than' : 'validation.min_value', issue);
    case 'too_big':
      if (issue.origin === 'string') return boundKey('validation.too_long', issue);
      if (issue.origin === 'array' || issue.origin === 'set') return boundKey('validation.too_many', issue);
      return boundKey('validation.max_value', issue);
    case 'invalid_format':
      if (issue.format === 'email') return 'validation.email';
      if (issue.format === 'url') return 'validation.url';
      return 'validation.invalid';
    case 'invalid_value':
      return 'validation.one_of';
    case 'invalid_union':
      // A discriminated union reports on the whole body; the discriminator field is what is wrong.
      if (issue.note === 'No matching discriminator') {
        const input = issue.input as Record<string, unknown> | undefined;
        return isBlank(input?.[String(issue.discriminator)]) ? 'validation.required' : 'validation.one_of';
      }
      return isBlank(issue.input) ? 'validation.required' : 'validation.invalid';
    default:
      return isBlank(issue.input) ? 'validation.required' : 'validation.invalid';
  }
}

/** Field errors keyed exactly as the request keys (contract §1.2): `name:ar`, `campaign.2.amount`. */
export type FieldErrors = Record<string, string[]>;

export function translateIssue(issue: z.core.$ZodIssue, locale: Locale): string {
  const read = readMessage(issue.message);
  const bounds = issue as { minimum?: unknown; maximum?: unknown };
  return translate(locale, read?.key ?? 'validation.invalid', {
    min: bounds.minimum === undefined ? '' : String(bounds.minimum),
    max: bounds.maximum === undefined ? '' : String(bounds.maximum),
    ...read?.params,
  });
}

/**
 * Turns zod issues into translated field errors. A field keeps only its first failed rule, as
 * forms stop at the first one; issues about the body as a whole have no field and are left out.
 */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[], locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (field === '' || errors[field]) continue;
    errors[field] = [translateIssue(issue, locale)];
  }
  return errors;
}

export { formMessage } from './form-messages.ts';
