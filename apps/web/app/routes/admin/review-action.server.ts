import type { Locale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/translate';
import { data } from 'react-router';
import type { IntentAnswer } from '../../components/intent-fetcher.ts';

/** A step that needs the ticked box of `ReasonForm`; the API never sees one that lacks it. */
export function unconfirmed(intent: string, form: FormData, locale: Locale) {
  if (form.get('confirm') === 'yes') return undefined;
  return data<IntentAnswer<string>>(
    { intent, fieldErrors: { confirm: [translate(locale, 'form.required')] } },
    { status: 422 },
  );
}

export { intentOutcome as reviewOutcome } from '../../lib/form-action.server.ts';
