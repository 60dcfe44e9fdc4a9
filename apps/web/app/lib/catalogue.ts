import type { Locale } from '@ataa/contract/locale';
import { hasCatalogue, registerCatalogue } from '@ataa/contract/translate';

// Each language's messages are a chunk of their own, so a page downloads only its own language.
const chunks = {
  ar: () => import('@ataa/contract/catalogues/ar'),
  en: () => import('@ataa/contract/catalogues/en'),
};

/** Loads a language's messages in the browser, once (the server has both from the start). */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (hasCatalogue(locale)) return;
  registerCatalogue(locale, (await chunks[locale]()).default);
}
