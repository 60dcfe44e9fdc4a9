import { direction, LOCALES, type Locale } from '@ataa/contract/locale';
import type { FieldSpec, Fields } from '@ataa/contract/schemas/admin-content';
import { isBilingual } from '@ataa/contract/schemas/admin-content';
import type { MessageKey } from '@ataa/contract/translate';
import { useEffect, useId, useState } from 'react';
import { useI18n } from '../../lib/i18n.ts';
import { RichTextField } from '../charity/rich-text-field.tsx';
import { TextAreaField } from '../content/textarea-field.tsx';
import { TextField } from '../form.tsx';

/** What the form starts from: the item's values as the form's keys hold them. */
export type StartingValues = Record<string, string | number | boolean | null | undefined>;

/** A field's label, from the back office's words for the fields. */
const fieldLabel = (field: string) => `back_office.fields.${field}` as MessageKey;

/** One value in one language: a line, several lines, or rich text. */
function OneLanguageControl({
  name,
  spec,
  label,
  lang,
}: {
  name: string;
  spec: FieldSpec;
  label: string;
  lang: Locale;
}) {
  if (spec.kind === 'rich') return <RichTextField name={name} label={label} lang={lang} tools="full" />;
  if (spec.kind === 'plain')
    return (
      <TextAreaField
        name={name}
        label={label}
        lang={lang}
        dir={direction(lang)}
        maxLength={spec.max}
        rows={8}
      />
    );
  const max = spec.kind === 'text' || spec.kind === 'symbol' ? spec.max : undefined;
  return <TextField name={name} label={label} lang={lang} dir={direction(lang)} maxLength={max} />;
}

/** A picture: the current one, the chosen one shown before it is sent. */
function PictureField({ name, label, current }: { name: string; label: string; current?: string | null }) {
  const { t } = useI18n();
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen)), [chosen]);
  const shown = chosen ?? current;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {shown ? (
        <img
          src={shown}
          alt={t(chosen ? 'back_office.content.chosen_picture' : 'back_office.content.current_picture')}
          className="max-h-48 w-auto self-start rounded-lg border border-line object-contain"
        />
      ) : null}
      <input
        id={id}
        name={name}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby={`${id}-hint`}
        className="field-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setChosen(file ? URL.createObjectURL(file) : null);
        }}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('back_office.content.picture_hint')}
      </p>
    </div>
  );
}

/** One field of the definitions, as its kind is edited. */
function ContentField({ field, spec, start }: { field: string; spec: FieldSpec; start: StartingValues }) {
  const { t } = useI18n();
  const label = t(fieldLabel(field));
  if (isBilingual(spec)) {
    return (
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="sr-only">{label}</legend>
        {LOCALES.map((lang) => (
          <OneLanguageControl
            key={lang}
            name={`${field}:${lang}`}
            spec={spec}
            lang={lang}
            label={t(lang === 'ar' ? 'back_office.content.arabic' : 'back_office.content.english', {
              field: label,
            })}
          />
        ))}
      </fieldset>
    );
  }
  switch (spec.kind) {
    case 'file':
      return <PictureField name={field} label={label} current={start[field] as string | null | undefined} />;
    case 'flag':
      return (
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            name={field}
            value="yes"
            defaultChecked={start[field] === true}
            className="size-5"
          />
          {label}
        </label>
      );
    case 'url':
      return <TextField name={field} label={label} type="url" dir="ltr" inputMode="url" />;
    case 'code':
      return (
        <TextField
          name={field}
          label={label}
          dir="ltr"
          maxLength={3}
          autoCapitalize="characters"
          className="field-input max-w-32 uppercase"
        />
      );
    case 'rate':
    case 'money':
      return (
        <TextField
          name={field}
          label={label}
          dir="ltr"
          inputMode="decimal"
          className="field-input max-w-60"
        />
      );
    case 'sort':
    case 'count':
    case 'minor_units':
      return <TextField name={field} label={label} inputMode="numeric" className="field-input max-w-40" />;
    default:
      return <TextField name={field} label={label} maxLength={spec.kind === 'text' ? spec.max : undefined} />;
  }
}

/** Every field of a resource or a single record, in the order the definitions list them. */
export function ContentFields({ fields, start }: { fields: Fields; start: StartingValues }) {
  return (
    <>
      {Object.entries(fields).map(([field, spec]) => (
        <ContentField key={field} field={field} spec={spec} start={start} />
      ))}
    </>
  );
}

/**
 * The form's starting values from an item as the API answers it: each language's text from its
 * `translations`, the rest from the item itself (pictures and yes/no fields are not form values).
 */
export function startingValues(fields: Fields, item: Record<string, unknown> | null): StartingValues {
  if (!item) return {};
  const values: StartingValues = {};
  const translations = (item.translations ?? []) as Array<Record<string, string>>;
  for (const [field, spec] of Object.entries(fields)) {
    if (isBilingual(spec)) {
      for (const translation of translations)
        values[`${field}:${translation.locale}`] = translation[field] ?? '';
    } else {
      const value = item[field];
      values[field] = value === null || value === undefined ? '' : (value as string | number | boolean);
    }
  }
  return values;
}
