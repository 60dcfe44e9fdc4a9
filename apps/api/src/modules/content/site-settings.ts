// The site settings (`site_settings`): the single records the back office edits with its content
// (`modules/admin/content/single-records.ts`): the home page's banner and the main video (`modules/home`, `modules/content`).
import type { Queryable } from '../../db/client.ts';
import { findSetting, upsertSetting } from './queries.ts';

/** The single records admins edit (contract §13). */
export interface SiteSettings {
  main_video: { title_ar: string; title_en: string; video_url: string | null };
  banner: {
    title_ar: string | null;
    title_en: string | null;
    subtitle_ar: string | null;
    subtitle_en: string | null;
    image_path: string | null;
    extra_collected_minor: number;
    extra_donors: number;
    extra_campaigns: number;
  };
}

export const DEFAULT_SETTINGS: SiteSettings = {
  main_video: { title_ar: '', title_en: '', video_url: null },
  banner: {
    title_ar: null,
    title_en: null,
    subtitle_ar: null,
    subtitle_en: null,
    image_path: null,
    extra_collected_minor: 0,
    extra_donors: 0,
    extra_campaigns: 0,
  },
};

export async function readSetting<K extends keyof SiteSettings>(
  db: Queryable,
  key: K,
): Promise<SiteSettings[K]> {
  const row = await findSetting(db, key);
  return { ...DEFAULT_SETTINGS[key], ...(row?.value as Partial<SiteSettings[K]> | undefined) };
}

export async function writeSetting<K extends keyof SiteSettings>(
  db: Queryable,
  key: K,
  value: SiteSettings[K],
) {
  await upsertSetting(db, key, value);
}
