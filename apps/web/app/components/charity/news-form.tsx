import { direction, LOCALES } from '@ataa/contract/locale';
import { campaignNewsFields } from '@ataa/contract/schemas/charity';
import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n.ts';
import { SchemaForm, SubmitButton, TextField, useSchemaForm } from '../form.tsx';
import { useEditFetcher } from './campaign-edit-answer.ts';
import { RichTextField } from './rich-text-field.tsx';

/**
 * A news update's title and text in both languages, side by side, and an optional picture
 * (named by `imageLabel`: a first picture, or one that replaces the current).
 */
export function NewsFields({ imageLabel }: { imageLabel?: string }) {
  const { t } = useI18n();
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-2">
        {LOCALES.map((locale) => {
          const language = t(`campaign_form.languages.${locale}`);
          return (
            <div key={locale} className="flex min-w-0 flex-col gap-4">
              <TextField
                name={`title:${locale}`}
                lang={locale}
                dir={direction(locale)}
                label={t('campaign_form.news.title_field', { language })}
              />
              <RichTextField
                name={`content:${locale}`}
                lang={locale}
                tools="short"
                label={t('campaign_form.news.content_field', { language })}
              />
            </div>
          );
        })}
      </div>
      <TextField
        name="image"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        label={imageLabel ?? t('campaign_form.news.image')}
        hint={t('campaign_form.news.image_hint')}
      />
    </>
  );
}

/**
 * Posts a news update without leaving the page; once posted, the fields start empty again. Its
 * one-time key (new with each page load) makes a double click or a resent form post one update.
 */
export function NewsForm({ idempotencyKey }: { idempotencyKey: string }) {
  const { t } = useI18n();
  const { fetcher, answer } = useEditFetcher('news');
  const form = useSchemaForm(campaignNewsFields, answer);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!answer?.done) return;
    form.reset({});
    setRound((value) => value + 1);
  }, [answer, form]);
  return (
    <SchemaForm form={form} failure={answer} fetcher={fetcher} encType="multipart/form-data">
      <input type="hidden" name="intent" value="news" />
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <NewsFields key={round} />
      <div className="sm:max-w-xs">
        <SubmitButton>{t('campaign_form.news.post')}</SubmitButton>
      </div>
    </SchemaForm>
  );
}
