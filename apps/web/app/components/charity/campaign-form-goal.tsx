import { REQUESTED_STATUSES } from '@ataa/contract/schemas/charity';
import { useI18n } from '../../lib/i18n.ts';
import { useRootData } from '../../lib/root-data.ts';
import { SelectField } from '../account-fields.tsx';
import { TextField } from '../form.tsx';
import { ChoiceField } from './campaign-form-choice.tsx';

interface GoalFieldsProps {
  categories: Array<{ id: number; name: string }>;
  /** A new or not yet approved campaign says what it becomes once approved. */
  asksStatus: boolean;
  /** A new campaign may leave its first day empty (today); an edited one keeps its own. */
  isNew: boolean;
}

/** The goal and its currency, the category, the dates, the video and the status asked for. */
export function CampaignGoalFields({ categories, asksStatus, isNew }: GoalFieldsProps) {
  const { t } = useI18n();
  const { currencies } = useRootData();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        name="price_target"
        inputMode="decimal"
        dir="ltr"
        label={t('campaign_form.fields.price_target')}
        hint={t('campaign_form.fields.price_target_hint')}
      />
      <SelectField
        name="currency_id"
        label={t('campaign_form.fields.currency')}
        placeholder={t('campaign_form.fields.currency_choose')}
        options={currencies.map((item) => ({
          value: String(item.id),
          label: `${item.currency_name} (${item.currency_symbol})`,
        }))}
      />
      <SelectField
        name="category_id"
        label={t('campaign_form.fields.category')}
        placeholder={t('campaign_form.fields.category_choose')}
        options={categories.map((item) => ({ value: String(item.id), label: item.name }))}
      />
      <TextField
        name="video_url"
        type="url"
        dir="ltr"
        label={t('campaign_form.fields.video_url')}
        hint={t('campaign_form.fields.video_url_hint')}
      />
      <TextField
        name="start_at"
        type="date"
        label={t('campaign_form.fields.start_at')}
        hint={isNew ? t('campaign_form.fields.start_at_hint') : undefined}
      />
      {/* Only the chosen way's field shows (app.css), before scripts run as well. */}
      <div className="campaign-schedule flex flex-col gap-4">
        <ChoiceField
          name="schedule"
          legend={t('campaign_form.fields.schedule')}
          options={[
            { value: 'days', label: t('campaign_form.fields.schedule_days') },
            { value: 'dates', label: t('campaign_form.fields.schedule_dates') },
          ]}
        />
        <div className="schedule-days">
          <TextField
            name="total_days"
            inputMode="numeric"
            label={t('campaign_form.fields.total_days')}
            hint={t('campaign_form.fields.total_days_hint')}
          />
        </div>
        <div className="schedule-dates">
          <TextField
            name="end_at"
            type="date"
            label={t('campaign_form.fields.end_at')}
            hint={t('campaign_form.fields.end_at_hint')}
          />
        </div>
      </div>
      {asksStatus ? (
        <ChoiceField
          name="status"
          legend={t('campaign_form.fields.status')}
          className="sm:col-span-2"
          options={REQUESTED_STATUSES.map((status) => ({
            value: status,
            label: t(`campaign_form.fields.status_${status}`),
          }))}
        />
      ) : null}
    </div>
  );
}
