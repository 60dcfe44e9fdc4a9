import type { CharityCampaign } from '@ataa/contract/schemas/charity';
import { useState } from 'react';
import type { FormFailure } from '../../lib/form-action.server.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useRootData } from '../../lib/root-data.ts';
import { SchemaForm, SubmitButton, useSchemaForm } from '../form.tsx';
import { CampaignGoalFields } from './campaign-form-goal.tsx';
import { LeaveGuard } from './campaign-form-leave.tsx';
import { CoverField, GalleryField } from './campaign-form-pictures.tsx';
import type { PreviewSetup } from './campaign-form-preview.ts';
import { CampaignPreview } from './campaign-form-preview.tsx';
import type { CampaignFormMode } from './campaign-form-rules.ts';
import { scheduleDays } from './campaign-form-schedule.ts';
import { FormSection } from './campaign-form-section.tsx';
import { CampaignWords } from './campaign-form-words.tsx';

// The rules carry zod: they arrive when the form is first used, not with the page.
const rules = (mode: CampaignFormMode) => () =>
  import('./campaign-form-rules.ts').then((module) => module.campaignFormRules[mode]);
const RULES = { create: rules('create'), edit: rules('edit') };

interface CampaignFormProps {
  setup: PreviewSetup;
  failure?: FormFailure;
  /** The campaign being edited; a new one when absent. */
  campaign?: CharityCampaign;
  /** Hidden fields the page's action reads (the form's one-time key, what is being done). */
  hidden: Record<string, string>;
  submit: string;
}

/** The form's starting values: a campaign's own, in both languages, or a new one's defaults. */
function startingValues(campaign: CharityCampaign | undefined, defaultCurrency: number | undefined) {
  if (!campaign)
    return {
      schedule: 'days',
      status: 'published',
      currency_id: defaultCurrency ? String(defaultCurrency) : '',
    };
  const words = Object.fromEntries(
    campaign.translations.flatMap((item) => [
      [`name:${item.locale}`, item.name],
      [`short_desc:${item.locale}`, item.short_desc],
      [`content:${item.locale}`, item.content],
    ]),
  );
  return {
    ...words,
    ...scheduleDays(campaign.start_at, campaign.end_at),
    schedule: 'dates',
    total_days: String(campaign.total_days),
    price_target: String(campaign.price_target),
    currency_id: String(campaign.currency.id),
    category_id: String(campaign.category.id),
    video_url: campaign.video_url ?? '',
    status: campaign.requested_status,
  };
}

/**
 * The campaign form of `/start-campaign` and of a campaign's edit page: the words in Arabic and
 * English side by side (stacked on a phone), the pictures, the goal and dates, and a live
 * preview of the card in both languages. A real multipart form: it works before scripts run.
 */
export function CampaignForm({ setup, failure, campaign, hidden, submit }: CampaignFormProps) {
  const { t, locale } = useI18n();
  const { currencies } = useRootData();
  const defaultCurrency = currencies.find((item) => item.is_default === 'yes')?.id;
  const mode: CampaignFormMode = campaign ? 'edit' : 'create';
  const form = useSchemaForm(RULES[mode], failure, startingValues(campaign, defaultCurrency));
  const [cover, setCover] = useState<string | null>(campaign?.image ?? null);
  // A campaign that is live is paused and resumed by its own buttons; before approval, it asks.
  const asksStatus = !campaign || campaign.status === 'pending' || campaign.status === 'rejected';
  // The days shown at first: the action leaves out a day that was not changed.
  const was = campaign ? scheduleDays(campaign.start_at, campaign.end_at) : undefined;
  return (
    <SchemaForm form={form} failure={failure} encType="multipart/form-data" className="flex flex-col gap-6">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {was ? (
        <>
          <input type="hidden" name="was:start_at" value={was.start_at} />
          <input type="hidden" name="was:end_at" value={was.end_at} />
        </>
      ) : null}
      <FormSection id="campaign-words" title={t('campaign_form.sections.words')}>
        <div className="grid gap-4 lg:grid-cols-2">
          <CampaignWords locale="ar" />
          <CampaignWords locale="en" />
        </div>
      </FormSection>
      <FormSection id="campaign-pictures" title={t('campaign_form.sections.pictures')}>
        <CoverField current={campaign?.image ?? null} onPreview={setCover} />
        <GalleryField existing={campaign?.gallery ?? []} failure={failure} />
      </FormSection>
      <FormSection id="campaign-goal" title={t('campaign_form.sections.goal')}>
        <CampaignGoalFields categories={setup.categories[locale]} asksStatus={asksStatus} isNew={!campaign} />
      </FormSection>
      <CampaignPreview setup={setup} cover={cover} campaign={campaign} />
      <div className="sm:max-w-sm">
        <SubmitButton>{submit}</SubmitButton>
      </div>
      <LeaveGuard />
    </SchemaForm>
  );
}
