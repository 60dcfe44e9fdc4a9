import { LOCALES, type Locale } from '@ataa/contract/locale';
import type { PreviewSetup } from '../../components/charity/campaign-form-preview.ts';
import { scheduleToSend } from '../../components/charity/campaign-form-schedule.ts';
import type { ApiAnswer } from '../../lib/api.server.ts';
import { type ApiFetch, apiFor } from '../../lib/api.server.ts';
import { apiFailure, formFields } from '../../lib/form-action.server.ts';
import { uploadOf } from '../../lib/form-upload.server.ts';

type Context = { apiFetch?: ApiFetch };

/** What the campaign form shows besides the campaign: categories and the charity, in both languages. */
export async function loadFormSetup(
  context: Context,
  request: Request,
): Promise<Omit<PreviewSetup, 'currencies'>> {
  const [ar, en] = LOCALES.map((locale) => apiFor(context, request, locale));
  const [arabic, english, account] = await Promise.all([
    ar!.read('GET /categories'),
    en!.read('GET /categories'),
    ar!.read('GET /me'),
  ]);
  const names = Object.fromEntries(
    (account.charity_name_translations ?? []).map((item) => [item.locale, item.charity_name]),
  ) as Partial<Record<Locale, string>>;
  return {
    categories: { ar: arabic.data, en: english.data },
    charity: {
      id: account.id,
      photo: account.photo,
      names: { ar: names.ar ?? account.name, en: names.en ?? names.ar ?? account.name },
    },
  };
}

/** The page's keys: what the form does, its one-time key, and the dates as the form shows them. */
const CAMPAIGN_PAGE_KEYS = new Set([
  'intent',
  'idempotency_key',
  'schedule',
  'start_at',
  'total_days',
  'end_at',
]);

/** The campaign form as the API reads it: its fields and files, and the chosen days as instants. */
export function campaignUpload(form: FormData): FormData {
  const upload = uploadOf(form, (key) => CAMPAIGN_PAGE_KEYS.has(key) || key.startsWith('was:'));
  const was = form.has('was:start_at')
    ? { start_at: String(form.get('was:start_at')), end_at: String(form.get('was:end_at')) }
    : undefined;
  for (const [key, value] of Object.entries(scheduleToSend(formFields(form), was))) upload.set(key, value);
  return upload;
}

const SHOWN =
  /^(?:(?:name|short_desc|content):(?:ar|en)|price_target|currency_id|category_id|video_url|start_at|status|image|gallery(?:\.\d+)?)$/;

/**
 * The API's refusal beside the campaign form's fields; an error of a field the form does not show
 * (the hidden way of giving the dates, say) goes on top of it.
 */
export function campaignFailure(answer: ApiAnswer<unknown>, form: FormData) {
  const schedule = form.get('schedule') === 'days' ? 'total_days' : 'end_at';
  return apiFailure(answer, form, (field) => SHOWN.test(field) || field === schedule);
}
