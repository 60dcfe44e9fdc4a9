import { visibleText } from '@ataa/contract/fields';
import { AppError } from '../http/errors.ts';
import { sanitizeRichText } from '../security/sanitize.ts';

/** Sanitised rich text that still says something: markup alone (or only a script) is no text. */
export function cleanRichText(field: string, html: string): string {
  const clean = sanitizeRichText(html);
  if (visibleText(clean).length === 0) throw AppError.validation(field, 'validation.required');
  return clean;
}
