import type { Locale } from './locale.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

type Catalogue = typeof en;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message key, e.g. "validation.required". */
export type MessageKey = Leaves<Catalogue>;
export type MessageParams = Record<string, string | number>;

const catalogues: Record<Locale, Catalogue> = { ar, en };

export function isMessageKey(value: string): value is MessageKey {
  return lookup(catalogues.en, value) !== undefined;
}

/** The message for a key in a language, with `{name}` placeholders filled in. */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = lookup(catalogues[locale], key) ?? lookup(catalogues.en, key) ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
