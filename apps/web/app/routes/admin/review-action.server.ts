import type { Locale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/translate';
import { data } from 'react-router';
import type { IntentAnswer } from '../../components/intent-fetcher.ts';
import type { ApiAnswer } from '../../lib/api.server.ts';
import { apiFailure } from '../../lib/form-action.server.ts';

/** A step that needs the ticked box of `ReasonForm`; the API never sees one that lacks it. */
export function unconfirmed(intent: string, form: FormData, locale: Locale) {
  if (form.get('confirm') === 'yes') return undefined;
  return data<IntentAnswer<string>>(
    { intent, fieldErrors: { confirm: [translate(locale, 'form.required')] } },
    { status: 422 },
  );
}

/** The API's answer to one of the page's forms: its message for a toast, or the refusal. */
export function reviewOutcome(intent: string, answer: ApiAnswer<unknown>, form: FormData) {
  if (answer.ok) return data<IntentAnswer<string>>({ intent, fieldErrors: {}, done: answer.message });
  const failure = apiFailure(answer, form);
  return data<IntentAnswer<string>>({ ...failure.data, intent }, failure.init ?? undefined);
}
