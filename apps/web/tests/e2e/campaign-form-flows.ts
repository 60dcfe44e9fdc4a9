// The campaign form's steps, shared by the tests that start campaigns in the browser.
import type { MessageKey, MessageParams } from '@ataa/contract/messages';
import { beforeAll, expect } from 'vitest';
import { renderThemeImage } from '../../../api/src/seed/images.ts';
import { cameraPhoto, posterPng } from '../../../api/src/test/photos.ts';
import { ready, t } from './flows.ts';
import { LOCALES, type Locale, type Page } from './site.ts';

type Picture = { name: string; mimeType: string; buffer: Buffer };
export const pictures: Record<'cover' | 'first' | 'second' | 'small', Picture> = {} as never;

/** Renders the form's test pictures once for the file. */
export function usePictures() {
  beforeAll(async () => {
    const picture = async (
      name: string,
      theme: 'water' | 'iftar' | 'lantern',
      size?: { width: number; height: number },
    ) => ({
      name,
      mimeType: 'image/webp',
      buffer: await renderThemeImage(theme, 1, size),
    });
    // Real uploads: a 3 MB camera photo stored on its side, and a 400 KB PNG.
    pictures.cover = { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto() };
    pictures.first = { name: 'first.png', mimeType: 'image/png', buffer: await posterPng() };
    pictures.second = await picture('second.webp', 'lantern');
    pictures.small = await picture('small.webp', 'water', { width: 300, height: 200 });
  });
}

/** The words of a field of the form in a language, as its label reads. */
export function wordsLabel(locale: Locale, key: MessageKey, written: Locale) {
  return t(locale, key, { language: t(locale, `campaign_form.languages.${written}`) });
}

/** The rich-text editors are there (the text areas under them step aside). */
export async function editorsReady(page: Page, count: number) {
  await ready(page);
  await expect.poll(() => page.locator('.ProseMirror').count()).toBe(count);
}

export async function typeInEditor(page: Page, label: string, text: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.keyboard.type(text);
}

/** Fills every field a new campaign needs, with words of its own in each language. */
export async function fillCampaign(page: Page, locale: Locale, name: { ar: string; en: string }) {
  const field = (key: MessageKey, params?: MessageParams) =>
    page.getByLabel(t(locale, key, params), { exact: true });
  for (const written of LOCALES) {
    await page
      .getByLabel(wordsLabel(locale, 'campaign_form.fields.name', written), { exact: true })
      .fill(name[written]);
  }
  await typeInEditor(page, wordsLabel(locale, 'campaign_form.fields.short_desc', 'ar'), 'مياه نظيفة لكل بيت');
  await typeInEditor(
    page,
    wordsLabel(locale, 'campaign_form.fields.short_desc', 'en'),
    'Clean water for every home',
  );
  await typeInEditor(page, wordsLabel(locale, 'campaign_form.fields.content', 'en'), 'We dig wells.');
  // Arabic-Indic digits become Latin as they are typed.
  await field('campaign_form.fields.price_target').pressSequentially('٢٥٠٠٠');
  await field('campaign_form.fields.category').selectOption({ index: 1 });
  await field('campaign_form.fields.total_days').fill('30');
}
