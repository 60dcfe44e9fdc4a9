import type { CampaignDetail } from '@ataa/contract/schemas/campaigns';
import { reminderBody } from '@ataa/contract/schemas/reminders';
import { BellRing, CalendarClock, CircleCheckBig, Info } from 'lucide-react';
import type { FormFailure } from '../../lib/form-action.server.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useRootData } from '../../lib/root-data.ts';
import { SchemaForm, SubmitButton, TextField, useSchemaForm } from '../form.tsx';
import { openingWords } from './opening.ts';

/** What the page's action answers once a reminder is kept: the API's words for it. */
export interface ReminderOutcome {
  reminded: { message: string };
}

export interface ReminderAnswer {
  outcome?: ReminderOutcome;
  failure?: FormFailure;
}

/**
 * A campaign before its first day (decision 028): when it opens, in both calendars, and in place
 * of the donate button a form to be reminded by e-mail on that day.
 */
export function OpeningPanel({
  campaign,
  reminder,
}: {
  campaign: CampaignDetail & { opens_on: string };
  reminder: ReminderAnswer;
}) {
  const { t, locale } = useI18n();
  const words = openingWords(locale, campaign.opens_on);
  return (
    <div className="space-y-4">
      <div className="rounded-2xl bg-primary/10 p-4">
        <p className="flex items-center gap-2 text-lg font-bold text-primary-dark">
          <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
          {words.startsIn}
        </p>
        <p className="mt-1 text-sm text-ink">
          <time dateTime={campaign.opens_on}>{words.day}</time>
        </p>
      </div>
      <p className="flex gap-2 text-sm text-muted">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('campaigns.upcoming.not_yet')}
      </p>
      <ReminderForm reminder={reminder} />
    </div>
  );
}

function ReminderForm({ reminder }: { reminder: ReminderAnswer }) {
  const { t } = useI18n();
  const { viewer } = useRootData();
  const form = useSchemaForm(reminderBody, reminder.failure, { email: '' });
  if (reminder.outcome) {
    return (
      <p role="status" className="flex gap-2 rounded-2xl bg-sand p-4 font-bold text-primary-dark">
        <CircleCheckBig aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {reminder.outcome.reminded.message}
      </p>
    );
  }
  return (
    <section aria-labelledby="campaign-reminder" className="space-y-2">
      <h2 id="campaign-reminder" className="font-bold">
        {t('campaigns.reminder.title')}
      </h2>
      <p className="text-sm text-muted">{t('campaigns.reminder.lead')}</p>
      <SchemaForm form={form} failure={reminder.failure} className="flex flex-col gap-3">
        {/* A signed-in account is reminded at its own address: one click. */}
        {viewer ? (
          <p className="text-sm">{t('campaigns.reminder.account')}</p>
        ) : (
          <TextField
            name="email"
            type="email"
            label={t('campaigns.reminder.email')}
            autoComplete="email"
            maxLength={254}
          />
        )}
        <SubmitButton>
          <BellRing aria-hidden="true" className="size-5" />
          {t('campaigns.reminder.submit')}
        </SubmitButton>
      </SchemaForm>
    </section>
  );
}
