import { IntlMessageFormat } from 'intl-messageformat';
import { intlLocale, type Locale } from './locale.ts';
import arAccount from './locales/ar/account.json' with { type: 'json' };
import arCampaigns from './locales/ar/campaigns.json' with { type: 'json' };
import arContent from './locales/ar/content.json' with { type: 'json' };
import arDonor from './locales/ar/donor.json' with { type: 'json' };
import arGiving from './locales/ar/giving.json' with { type: 'json' };
import arReceipt from './locales/ar/receipt.json' with { type: 'json' };
import arSite from './locales/ar/site.json' with { type: 'json' };
import ar from './locales/ar.json' with { type: 'json' };
import enAccount from './locales/en/account.json' with { type: 'json' };
import enCampaigns from './locales/en/campaigns.json' with { type: 'json' };
import enContent from './locales/en/content.json' with { type: 'json' };
import enDonor from './locales/en/donor.json' with { type: 'json' };
import enGiving from './locales/en/giving.json' with { type: 'json' };
import enReceipt from './locales/en/receipt.json' with { type: 'json' };
import enSite from './locales/en/site.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

// The API's messages live in `<locale>.json`; the site's pages keep theirs in one file per area
// under `<locale>/`, so each area can change without touching the others.
const catalogues = {
  ar: {
    ...ar,
    site: arSite,
    content: arContent,
    account: arAccount,
    campaigns: arCampaigns,
    giving: arGiving,
    donor: arDonor,
    receipt: arReceipt,
  },
  en: {
    ...en,
    site: enSite,
    content: enContent,
    account: enAccount,
    campaigns: enCampaigns,
    giving: enGiving,
    donor: enDonor,
    receipt: enReceipt,
  },
};

type Catalogue = (typeof catalogues)['en'];
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message key, e.g. "validation.required". */
export type MessageKey = Leaves<Catalogue>;
export type MessageParams = Record<string, string | number>;

export function isMessageKey(value: string): value is MessageKey {
  return lookup(catalogues.en, value) !== undefined;
}

// Messages with plural or select forms are ICU messages (Arabic has six plural forms); they
// are compiled once. Plain messages only have `{name}` placeholders and skip the parser.
const ICU_ARGUMENT = /\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/;
const compiled = new Map<string, IntlMessageFormat>();

/** The message for a key in a language, with `{name}` placeholders and ICU plurals filled in. */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = messageTemplate(locale, key);
  if (ICU_ARGUMENT.test(template)) {
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
  return lookup(catalogues[locale], key) ?? lookup(catalogues.en, key) ?? key;
}

/** Every key of a catalogue, for checks that both languages say the same things. */
export function catalogueKeys(locale: Locale): string[] {
  const walk = (node: object, prefix: string): string[] =>
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null ? walk(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    );
  return walk(catalogues[locale], '');
}

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
