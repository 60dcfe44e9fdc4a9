// The single records of the back office (contract §13): the home page's main video and its banner,
// kept in `site_settings`. The same fields, values, audit and cache drop as the resources; only the
// place they are kept differs. The banner's `extra_collected` is in minor units of the base currency.
import type { Locale } from '@ataa/contract/locale';
import { SINGLE_RECORDS, type SingleRecordName } from '@ataa/contract/schemas/admin-content';
import { changedFields, recordAudit } from '../../../audit/audit-log.ts';
import type { Infrastructure } from '../../../context.ts';
import type { UploadedFile } from '../../../http/multipart.ts';
import { readSetting, type SiteSettings, writeSetting } from '../../content/index.ts';
import { currencyRef, readBaseCurrency } from '../../lookups/index.ts';
import {
  presentValues,
  removeStoredFiles,
  replacedFiles,
  saveFormPictures,
  settingNaming,
  storedOf,
  valuesFromInput,
  valuesOf,
} from './fields.ts';
import type { Actor } from './service.ts';
import { lockSetting } from './single-record-queries.ts';

const SETTING_OF = { 'main-video': 'main_video', banner: 'banner' } as const satisfies Record<
  SingleRecordName,
  keyof SiteSettings
>;

/** The audit log's object: one of each, so always id 1. */
const SINGLE_ID = 1;

const baseCurrency = (ctx: Pick<Infrastructure, 'config' | 'db'>) =>
  readBaseCurrency(ctx.db, ctx.config.BASE_CURRENCY);

export async function readSingle(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  name: SingleRecordName,
) {
  const [stored, base] = await Promise.all([readSetting(ctx.db, SETTING_OF[name]), baseCurrency(ctx)]);
  const fields = SINGLE_RECORDS[name];
  const values = valuesOf(fields, settingNaming, stored as unknown as Record<string, unknown>);
  const record = presentValues(ctx, locale, fields, values, { nullable: true, minorUnits: base.minorUnits });
  return name === 'banner' ? { ...record, currency: currencyRef(base, locale) } : record;
}

/** A partial update of a single record: the keys sent change, the rest stay. */
export async function updateSingle(
  { ctx, locale, actorId }: Actor,
  name: SingleRecordName,
  input: Record<string, unknown>,
  files: Record<string, UploadedFile[]>,
) {
  const fields = SINGLE_RECORDS[name];
  const key = SETTING_OF[name];
  const base = await baseCurrency(ctx);
  const words = valuesFromInput(fields, input, base.minorUnits);
  const pictures = await saveFormPictures(ctx, name, fields, files);
  const values = { ...words, ...pictures.values };
  let replaced: Array<string | null> = [];
  try {
    await ctx.db.transaction(async (tx) => {
      // The row is locked, when there is one, so two updates of different fields both hold.
      await lockSetting(tx, key);
      const stored = (await readSetting(tx, key)) as unknown as Record<string, unknown>;
      const before = valuesOf(fields, settingNaming, stored);
      const changed = changedFields(before, values);
      if (Object.keys(changed).length === 0) return;
      const changes = Object.fromEntries(Object.keys(changed).map((field) => [field, values[field]]));
      await writeSetting(tx, key, { ...stored, ...storedOf(fields, settingNaming, changes) } as never);
      await recordAudit(tx, {
        actorId,
        action: `${key}.update`,
        objectType: key,
        objectId: SINGLE_ID,
        before,
        after: changes,
      });
      await ctx.caches.invalidate(tx, ['content']);
      replaced = replacedFiles(fields, before, changes);
    });
  } catch (error) {
    await pictures.discard();
    throw error;
  }
  await removeStoredFiles(ctx, replaced);
  return readSingle(ctx, locale, name);
}
