import { IntlMessageFormat } from 'intl-messageformat';
import type englishBackOffice from './catalogues/back-office-en.ts';
import type english from './catalogues/en.ts';
import type englishServer from './catalogues/server-en.ts';
import { ICU_ARGUMENT } from './icu.ts';
import { intlLocale, type Locale } from './locale.ts';

// A browser loads only its page's language (`catalogues/<locale>.ts`), and the back office's
// messages (`catalogues/back-office-<locale>.ts`) only on its pages; the server loads everything
// (`messages.ts`), its own e-mails and notification texts (`catalogues/server-<locale>.ts`) too.
// Both languages hold the same keys (a test checks), so English gives the types.
type SiteCatalogue = typeof english;
type BackOfficeCatalogue = typeof englishBackOffice;
type ServerCatalogue = typeof englishServer;
type Catalogue = SiteCatalogue & ServerCatalogue & { back_office: BackOfficeCatalogue };
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message key, e.g. "validation.required". */
export type MessageKey = Leaves<Catalogue>;
export type MessageParams = Record<string, string | number>;

const catalogues: Partial<Record<Locale, SiteCatalogue & Partial<Omit<Catalogue, keyof SiteCatalogue>>>> = {};

export function registerCatalogue(locale: Locale, catalogue: SiteCatalogue): void {
  catalogues[locale] = { ...catalogues[locale], ...catalogue };
}

/** Adds the server's own messages (e-mails, notification texts) to a language already loaded. */
export function registerServerCatalogue(locale: Locale, messages: ServerCatalogue): void {
  Object.assign(catalogueOf(locale), messages);
}

export function hasCatalogue(locale: Locale): boolean {
  return catalogues[locale] !== undefined;
}

/** Adds the back office's messages to a language already loaded. */
export function registerBackOfficeCatalogue(locale: Locale, messages: BackOfficeCatalogue): void {
  catalogueOf(locale).back_office = messages;
}

export function hasBackOfficeCatalogue(locale: Locale): boolean {
  return catalogues[locale]?.back_office !== undefined;
}

function catalogueOf(locale: Locale) {
  const catalogue = catalogues[locale];
  // A page rendered without its language's messages is a bug to see at once, not a page of keys.
  if (!catalogue) throw new Error(`The ${locale} messages are not loaded`);
  return catalogue;
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.values(catalogues).some((catalogue) => lookup(catalogue, value) !== undefined);
}

/** A message as loaded: text, or an ICU message the browser build compiled ahead of time. */
type Message = ConstructorParameters<typeof IntlMessageFormat>[0];
const compiled = new Map<string, IntlMessageFormat>();

/** The message for a key in a language, with `{name}` placeholders and ICU plurals filled in. */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = lookup(catalogueOf(locale), key) ?? key;
  if (typeof template !== 'string' || ICU_ARGUMENT.test(template)) {
    const cacheKey = `${locale}\u0000${key}`;
    let format = compiled.get(cacheKey);
    if (!format) {
      format = new IntlMessageFormat(template, intlLocale(locale));
      compiled.set(cacheKey, format);
    }
    return String(format.format(params));
  }
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A message as written in the catalogue, before its arguments are filled in. */
export function messageTemplate(locale: Locale, key: MessageKey): string {
  const template = lookup(catalogueOf(locale), key);
  return typeof template === 'string' ? template : key;
}

/** Every key of a catalogue, for checks that both languages say the same things. */
export function catalogueKeys(locale: Locale): string[] {
  const walk = (node: object, prefix: string): string[] =>
    Object.entries(node).flatMap(([key, value]) =>
      isBranch(value) ? walk(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    );
  return walk(catalogueOf(locale), '');
}

/** A group of messages, not a message (a compiled message is an array). */
function isBranch(node: unknown): node is Record<string, unknown> {
  return typeof node === 'object' && node !== null && !Array.isArray(node);
}

function lookup(catalogue: unknown, key: string): Message | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!isBranch(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' || Array.isArray(node) ? (node as Message) : undefined;
}
