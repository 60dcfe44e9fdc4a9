import type { Locale } from '@ataa/contract/locale';
import { inBothCalendarsText } from '@ataa/contract/opening-day';
import { type CharityCampaign, campaignNewsFields } from '@ataa/contract/schemas/charity';
import { translate } from '@ataa/contract/translate';
import { data } from 'react-router';
import type {
  CampaignEditAnswer,
  CampaignEditIntent,
} from '../../components/charity/campaign-edit-answer.ts';
import { campaignFormRules } from '../../components/charity/campaign-form-rules.ts';
import type { Api, ApiAnswer } from '../../lib/api.server.ts';
import { apiFailure, type FormFailure, parseForm } from '../../lib/form-action.server.ts';
import { uploadOf } from '../../lib/form-upload.server.ts';
import { idempotent, sendOnce } from '../../lib/idempotency.server.ts';
import { itemId } from '../../lib/page-address.server.ts';
import { campaignFailure, campaignUpload } from './campaign-form.server.ts';

type Failure = ReturnType<typeof data<FormFailure>>;

/** One of the edit page's forms, for one campaign. */
interface EditRequest {
  api: Api;
  locale: Locale;
  id: string;
  form: FormData;
}

const answered = (intent: CampaignEditIntent, done: string) =>
  data<CampaignEditAnswer>({ intent, fieldErrors: {}, done });

const refused = (intent: CampaignEditIntent, failure: Failure) =>
  data<CampaignEditAnswer>({ ...failure.data, intent }, failure.init ?? undefined);

/** The API's answer as the page's: what was done, or the refusal with its intent. */
function outcome(
  intent: CampaignEditIntent,
  answer: ApiAnswer<unknown>,
  form: FormData,
  done = answer.message,
) {
  return answer.ok ? answered(intent, done) : refused(intent, apiFailure(answer, form));
}

async function save({ api, locale, id, form }: EditRequest) {
  const parsed = parseForm(campaignFormRules.edit, form, locale);
  if (!parsed.ok) return refused('save', parsed.failure);
  const answer = await api.call('POST /charity/campaigns/:id', {
    params: { id },
    form: campaignUpload(form),
  });
  if (!answer.ok) return refused('save', campaignFailure(answer, form));
  return data<CampaignEditAnswer>({
    intent: 'save',
    fieldErrors: {},
    done: answer.message,
    savedAt: answer.result.updated_at,
  });
}

/** Pause, resume or cancel: the status a charity chooses (contract §10); cancelling only when confirmed. */
function setStatus(intent: 'pause' | 'resume' | 'cancel', status: 'paused' | 'published' | 'cancelled') {
  return async ({ api, locale, id, form }: EditRequest) => {
    if (intent === 'cancel' && form.get('confirm') !== 'yes') {
      return data<CampaignEditAnswer>(
        { intent, fieldErrors: { confirm: [translate(locale, 'form.required')] } },
        { status: 422 },
      );
    }
    const answer = await api.call('POST /charity/campaigns/:id', { params: { id }, json: { status } });
    if (!answer.ok) return outcome(intent, answer, form);
    const done =
      intent === 'resume'
        ? resumed(locale, answer.result)
        : translate(locale, `campaign_form.actions.${intent === 'pause' ? 'paused' : 'cancelled'}`);
    return answered(intent, done);
  };
}

/**
 * What resuming did, as the campaign now stands: taking donations again only when it does; before
 * its first day it opens on that day; ended or otherwise closed, it was resumed but takes none.
 */
function resumed(locale: Locale, campaign: Pick<CharityCampaign, 'accepts_donations' | 'opens_on'>) {
  if (campaign.accepts_donations) return translate(locale, 'campaign_form.actions.resumed');
  if (campaign.opens_on) {
    return translate(locale, 'campaign_form.actions.resumed_upcoming', {
      date: inBothCalendarsText(locale, campaign.opens_on),
    });
  }
  return translate(locale, 'campaign_form.actions.resumed_closed');
}

async function postNews({ api, locale, id, form }: EditRequest) {
  const parsed = parseForm(campaignNewsFields, form, locale);
  if (!parsed.ok) return refused('news', parsed.failure);
  const upload = uploadOf(form, (key) => key === 'intent' || key === 'idempotency_key');
  // Under the form's one-time key: a double click or a resent form posts one update.
  const answer = await sendOnce(form, (key) =>
    api.call('POST /charity/campaigns/:id/updates', {
      params: { id },
      form: upload,
      headers: idempotent(key),
    }),
  );
  return outcome('news', answer, form);
}

async function deleteNews({ api, id, form }: EditRequest) {
  const updateId = itemId(String(form.get('update_id') ?? ''));
  const answer = await api.call('DELETE /charity/campaigns/:id/updates/:updateId', {
    params: { id, updateId },
  });
  return outcome('delete-news', answer, form);
}

const INTENTS: Record<CampaignEditIntent, (request: EditRequest) => Promise<ReturnType<typeof answered>>> = {
  save,
  pause: setStatus('pause', 'paused'),
  resume: setStatus('resume', 'published'),
  cancel: setStatus('cancel', 'cancelled'),
  news: postNews,
  'delete-news': deleteNews,
};

/** Runs the form the edit page sent, by its `intent` (the campaign form's when it names none). */
export function runEdit(request: EditRequest) {
  const intent = String(request.form.get('intent') ?? 'save');
  return (Object.hasOwn(INTENTS, intent) ? INTENTS[intent as CampaignEditIntent] : save)(request);
}
