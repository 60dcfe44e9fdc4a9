import { direction, type Locale } from '@ataa/contract/locale';
import { useI18n } from '../../lib/i18n.ts';
import { TextField } from '../form.tsx';
import { RichTextField } from './rich-text-field.tsx';

/**
 * The campaign's words in one language: its name, short description and story, written in that
 * language's direction (the labels stay in the page's language).
 */
export function CampaignWords({ locale }: { locale: Locale }) {
  const { t } = useI18n();
  const language = t(`campaign_form.languages.${locale}`);
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-line p-3 sm:p-4">
      <legend className="px-1 text-lg font-bold text-primary-dark">
        {t('campaign_form.sections.in_language', { language })}
      </legend>
      <TextField
        name={`name:${locale}`}
        lang={locale}
        dir={direction(locale)}
        label={t('campaign_form.fields.name', { language })}
      />
      <RichTextField
        name={`short_desc:${locale}`}
        lang={locale}
        tools="short"
        label={t('campaign_form.fields.short_desc', { language })}
        hint={t('campaign_form.fields.short_desc_hint')}
      />
      <RichTextField
        name={`content:${locale}`}
        lang={locale}
        tools="full"
        label={t('campaign_form.fields.content', { language })}
        hint={t('campaign_form.fields.content_hint')}
      />
    </fieldset>
  );
}
