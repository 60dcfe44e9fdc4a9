// The fields of the back office's content, whatever holds them (a table row or a site setting):
// the values a request sends, the values a record holds, and the answer made from them. Values are
// keyed by request key (`title:ar`, `image`, `rate_to_base`), which is also what the audit log shows.
import type { Locale } from '@ataa/contract/locale';
import { toMajor, toMinor } from '@ataa/contract/money';
import {
  canonicalDecimal,
  type FieldSpec,
  type Fields,
  isBilingual,
} from '@ataa/contract/schemas/admin-content';
import type { Infrastructure } from '../../../context.ts';
import { AppError } from '../../../http/errors.ts';
import { pick } from '../../../http/localize.ts';
import type { UploadedFile } from '../../../http/multipart.ts';
import { cleanRichText } from '../../../rich-text/clean-rich-text.ts';
import { removeFiles, savePictures } from '../../../storage/form-pictures.ts';

export type Values = Record<string, unknown>;

const LOCALES = ['ar', 'en'] as const;

/** How a record names the value of a field (in one language, for a bilingual field). */
export type Naming = (field: string, spec: FieldSpec, locale?: Locale) => string;

const camel = (name: string) => name.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

/** Table columns: `title:ar` is `titleAr`, `image` is `imagePath`; `renamed` maps a field to its column's stem. */
export const columnNaming =
  (renamed: Record<string, string> = {}): Naming =>
  (field, spec, locale) => {
    const stem = renamed[field] ?? camel(field);
    if (locale) return `${stem}${locale === 'ar' ? 'Ar' : 'En'}`;
    return spec.kind === 'file' ? `${stem}Path` : stem;
  };

/** Site settings (`site-settings.ts`): `title:ar` is `title_ar`, `image` is `image_path`. */
export const settingNaming: Naming = (field, spec, locale) => {
  if (locale) return `${field}_${locale}`;
  if (spec.kind === 'file') return `${field}_path`;
  return spec.kind === 'money' ? `${field}_minor` : field;
};

/** Each value's key and where the record keeps it: a bilingual field has one per language. */
export function valueSlots(fields: Fields, naming: Naming) {
  return Object.entries(fields).flatMap(([field, spec]) =>
    isBilingual(spec)
      ? LOCALES.map((locale) => ({
          key: `${field}:${locale}`,
          field,
          spec,
          stored: naming(field, spec, locale),
        }))
      : [{ key: field, field, spec, stored: naming(field, spec) }],
  );
}

/** The values a record holds; a rate as its exact decimal without padding (`3.75`, not `3.75000000`). */
export function valuesOf(fields: Fields, naming: Naming, record: Record<string, unknown>): Values {
  return Object.fromEntries(
    valueSlots(fields, naming).map((slot) => {
      const value = record[slot.stored] ?? null;
      return [
        slot.key,
        slot.spec.kind === 'rate' && value !== null ? canonicalDecimal(String(value)) : value,
      ];
    }),
  );
}

/** The record's columns (or setting keys) for some values. */
export function storedOf(fields: Fields, naming: Naming, values: Values): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const slot of valueSlots(fields, naming))
    if (slot.key in values) stored[slot.stored] = values[slot.key];
  return stored;
}

/** The fields that hold a file. */
export const fileFields = (fields: Fields) =>
  Object.entries(fields)
    .filter(([, spec]) => spec.kind === 'file')
    .map(([field]) => field);

/**
 * The values a checked request sets: rich text sanitised (markup alone is no text), a symbol sent
 * once set in both languages, an amount in minor units of `minorUnits`. Files are not read here.
 */
export function valuesFromInput(fields: Fields, input: Record<string, unknown>, minorUnits = 0): Values {
  const values: Values = {};
  for (const [field, spec] of Object.entries(fields)) {
    if (spec.kind === 'file') continue;
    if (spec.kind === 'symbol') {
      for (const locale of LOCALES) {
        const value = input[`${field}:${locale}`] ?? input[field];
        if (value !== undefined) values[`${field}:${locale}`] = value;
      }
      continue;
    }
    for (const key of isBilingual(spec) ? LOCALES.map((locale) => `${field}:${locale}`) : [field]) {
      const value = input[key];
      if (value === undefined) continue;
      if (spec.kind === 'rich') values[key] = cleanRichText(key, value as string);
      else if (spec.kind === 'money') values[key] = moneyMinor(key, value as number, minorUnits);
      else values[key] = value;
    }
  }
  return values;
}

function moneyMinor(field: string, major: number, minorUnits: number) {
  const minor = toMinor(major, minorUnits);
  if (minor === null) throw AppError.validation(field, 'validation.number');
  return minor;
}

/**
 * The pictures of a form's file fields, checked and saved before the write that uses them (a bad
 * one saves nothing); `discard` removes them again when the write fails.
 */
export async function saveFormPictures(
  ctx: Pick<Infrastructure, 'storage'>,
  folder: string,
  fields: Fields,
  files: Record<string, UploadedFile[]>,
) {
  const sent = fileFields(fields).filter((field) => files[field]?.[0]);
  const saved = await savePictures(
    ctx,
    folder,
    sent.map((field) => files[field]![0]!),
    false,
  );
  const values: Values = Object.fromEntries(sent.map((field, index) => [field, saved.paths[index]]));
  return { values, discard: saved.discard };
}

/** The stored files `changes` replace, or (with no changes) every file of `before`: to remove after the commit. */
export function replacedFiles(fields: Fields, before: Values, changes?: Values) {
  return fileFields(fields)
    .filter((field) => !changes || field in changes)
    .map((field) => before[field] as string | null);
}

export const removeStoredFiles = removeFiles;

/**
 * The answer: each field once (a bilingual one in the reader's language, the other when empty), a
 * file as its absolute URL, and `translations` with both languages, `ar` first. `nullable`
 * answers `null` for a value not set (the single records).
 */
export function presentValues(
  ctx: Pick<Infrastructure, 'storage'>,
  locale: Locale,
  fields: Fields,
  values: Values,
  options: { nullable?: boolean; minorUnits?: number } = {},
) {
  const item: Record<string, unknown> = {};
  for (const [field, spec] of Object.entries(fields)) {
    if (isBilingual(spec)) {
      const shown = pick(locale, values[`${field}:ar`] as string, values[`${field}:en`] as string);
      item[field] = options.nullable && !shown ? null : shown;
      continue;
    }
    const value = values[field];
    if (spec.kind === 'file') item[field] = value ? ctx.storage.url(value as string) : null;
    else if (spec.kind === 'rate') item[field] = Number(value);
    else if (spec.kind === 'money') item[field] = toMajor(Number(value ?? 0), options.minorUnits ?? 0);
    else item[field] = value ?? null;
  }
  const bilingual = Object.entries(fields).filter(([, spec]) => isBilingual(spec));
  item.translations = LOCALES.map((locale) => ({
    locale,
    ...Object.fromEntries(
      bilingual.map(([field]) => [field, (values[`${field}:${locale}`] as string) ?? '']),
    ),
  }));
  return item;
}
