import type { Locale } from '@ataa/contract/locale';
import { type FieldErrors, formMessage, type z } from '@ataa/contract/validation';
import { data } from 'react-router';
import type { ApiAnswer } from './api.server.ts';

/** What a form's action answers when it did not go through: errors beside fields, or one on top. */
export interface FormFailure {
  fieldErrors: FieldErrors;
  formError?: string;
  /** What was typed, so a page rendered without scripts shows it again (never passwords). */
  values?: Record<string, string>;
}

/** The form's fields as the schema reads them; files and repeated keys are left to the caller. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') fields[key] = value;
  return fields;
}

/** The fields to show again after a failure: everything typed except secrets. */
function typedValues(form: FormData): Record<string, string> {
  return Object.fromEntries(Object.entries(formFields(form)).filter(([key]) => !/password/i.test(key)));
}

/** Checks a form with the same schema the page used, for visitors whose scripts did not run. */
export function parseForm<S extends z.ZodType>(schema: S, form: FormData, locale: Locale) {
  const parsed = schema.safeParse(formFields(form));
  if (parsed.success) return { ok: true as const, value: parsed.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    if (field && !fieldErrors[field]) fieldErrors[field] = [formMessage(issue.message, locale)];
  }
  return {
    ok: false as const,
    failure: data<FormFailure>({ fieldErrors, values: typedValues(form) }, { status: 422 }),
  };
}

/**
 * The API's refusal, passed to the page: field errors beside their fields, else its message. When
 * the page says which fields it `shows`, the first error of any other goes on top of the form.
 */
export function apiFailure(
  answer: ApiAnswer<unknown>,
  form: FormData,
  shows: (field: string) => boolean = () => true,
) {
  const unseen = Object.entries(answer.errors).find(([field]) => !shows(field));
  const hasFieldErrors = Object.keys(answer.errors).length > 0;
  return data<FormFailure>(
    {
      fieldErrors: answer.errors,
      formError: unseen ? unseen[1][0] : hasFieldErrors ? undefined : answer.message,
      values: typedValues(form),
    },
    { status: answer.status },
  );
}

/** The answer to one of a page's forms named by its `intent`: the API's message when done, or its refusal. */
export interface IntentOutcome extends FormFailure {
  intent: string;
  done?: string;
}

/** The API's answer to one of a page's forms: its message to show, or the refusal beside the form. */
export function intentOutcome(intent: string, answer: ApiAnswer<unknown>, form: FormData) {
  if (answer.ok) return data<IntentOutcome>({ intent, fieldErrors: {}, done: answer.message });
  const failure = apiFailure(answer, form);
  return data<IntentOutcome>({ ...failure.data, intent }, failure.init ?? undefined);
}
