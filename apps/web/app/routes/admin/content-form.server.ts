import type { Locale } from '@ataa/contract/locale';
import type { Fields } from '@ataa/contract/schemas/admin-content';
import type { z } from '@ataa/contract/validation';
import { data } from 'react-router';
import type { ContentAnswer } from '../../components/admin/content-form.tsx';
import type { ApiAnswer } from '../../lib/api.server.ts';
import { apiFailure, parseForm } from '../../lib/form-action.server.ts';
import { uploadOf } from '../../lib/form-upload.server.ts';

/**
 * A content form as the API reads it: its fields and chosen pictures; a yes/no box that is not
 * ticked sends nothing, so each is said outright, or an edit could never untick one.
 */
function contentUpload(form: FormData, fields: Fields): FormData {
  const upload = uploadOf(form, (key) => key === 'intent' || key === 'confirm');
  for (const [field, spec] of Object.entries(fields))
    if (spec.kind === 'flag') upload.set(field, form.get(field) === 'yes' ? 'yes' : 'no');
  return upload;
}

/**
 * Checks the form with the rules the page used (for a browser whose scripts did not run), then
 * sends it. Answers the API's item, or the refusal to show beside the fields.
 */
export async function sendContent<T>(
  form: FormData,
  { fields, rules, locale }: { fields: Fields; rules: z.ZodType; locale: Locale },
  send: (upload: FormData) => Promise<ApiAnswer<T>>,
): Promise<{ saved: ApiAnswer<T> } | { refused: ReturnType<typeof data<ContentAnswer>> }> {
  const parsed = parseForm(rules, form, locale);
  if (!parsed.ok) return { refused: parsed.failure };
  const answer = await send(contentUpload(form, fields));
  return answer.ok ? { saved: answer } : { refused: apiFailure(answer, form) };
}

/** What was done, for the page's toast. */
export const done = (message: string) => data<ContentAnswer>({ fieldErrors: {}, done: message });
