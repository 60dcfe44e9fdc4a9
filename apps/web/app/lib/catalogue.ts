import type { Locale } from '@ataa/contract/locale';
import {
  hasBackOfficeCatalogue,
  hasCatalogue,
  registerBackOfficeCatalogue,
  registerCatalogue,
} from '@ataa/contract/translate';
import { barePath } from './i18n.ts';

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

// The back office's messages are a chunk of their own too: no visitor downloads the staff's words.
const backOfficeChunks = {
  ar: () => import('@ataa/contract/catalogues/back-office-ar'),
  en: () => import('@ataa/contract/catalogues/back-office-en'),
};

/** Whether a path is one of the back office's pages, in either language. */
export const isBackOfficePath = (pathname: string) => /^\/admin(\/|$)/.test(barePath(pathname));

/** Loads the back office's messages in the browser, once, after the language's own. */
export async function loadBackOfficeCatalogue(locale: Locale): Promise<void> {
  if (hasBackOfficeCatalogue(locale)) return;
  const [messages] = await Promise.all([backOfficeChunks[locale](), loadCatalogue(locale)]);
  registerBackOfficeCatalogue(locale, messages.default);
}
