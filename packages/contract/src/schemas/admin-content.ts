// The back office's content (contract §13): nine resources edited the same way (blogs, stories,
// videos, pages, FAQs, partners, social links, categories, currencies) and two single records
// (the main video and the home banner). Each is a list of fields of a few kinds; the request
// schemas, the answer schemas and the endpoint entries are all built from these definitions.
import { toAsciiDigits } from '../digits.ts';
import {
  blankAsMissing,
  httpUrl,
  id as idField,
  multilineText,
  richText,
  searchText,
  text,
  yesNo,
} from '../fields.ts';
import { z } from '../validation.ts';
import { currencyRef } from './entities.ts';

/** What a field is, and so how it is read, checked, stored and answered. */
export type FieldSpec =
  /** One line of text; `bilingual` sends it as `<field>:ar` and `<field>:en`. */
  | { kind: 'text'; max: number; bilingual: boolean }
  /** Plain text of several lines in both languages (page content). */
  | { kind: 'plain'; max: number }
  /** HTML in both languages, sanitised when written. */
  | { kind: 'rich'; max: number }
  /** An http(s) link; `youtube` holds it to a YouTube video. */
  | { kind: 'url'; youtube?: true }
  /** An image (multipart); a plain string in its place keeps the current one (§1.13). */
  | { kind: 'file' }
  /** The admin order: a whole number, lower first. */
  | { kind: 'sort' }
  /** A whole number of at least 0 (banner adjustments). */
  | { kind: 'count' }
  /** An amount in major units of the base currency, at least 0. */
  | { kind: 'money' }
  /** An ISO 4217 code, three letters. */
  | { kind: 'code' }
  /** ISO 4217 minor units, 0 to 4. */
  | { kind: 'minor_units' }
  /** A rate to the base currency: greater than 0, at most 8 decimals. */
  | { kind: 'rate' }
  /** Yes or no (§1.13). */
  | { kind: 'flag' }
  /** A currency symbol: `<field>` sets both languages, `<field>:ar` / `<field>:en` one each (NEW). */
  | { kind: 'symbol'; max: number };

export type Fields = Record<string, FieldSpec>;

const TITLE = { kind: 'text', max: 200, bilingual: true } as const;
const NAME = { kind: 'text', max: 150, bilingual: true } as const;
const FILE = { kind: 'file' } as const;
const SORT = { kind: 'sort' } as const;
const URL_FIELD = { kind: 'url' } as const;
const YOUTUBE = { kind: 'url', youtube: true } as const;

/** The nine resources of `/admin/{resource}` and their writable fields (contract §13, resource table). */
export const CONTENT_RESOURCES = {
  blogs: {
    title: TITLE,
    description: { kind: 'plain', max: 1_000 },
    content: { kind: 'rich', max: 50_000 },
    image: FILE,
  },
  stories: { title: TITLE, content: { kind: 'rich', max: 50_000 }, image: FILE },
  videos: { title: TITLE, video_url: YOUTUBE, thumbnail: FILE },
  pages: { title: TITLE, content: { kind: 'plain', max: 50_000 }, sort: SORT },
  faqs: {
    title: { kind: 'text', max: 300, bilingual: true },
    content: { kind: 'rich', max: 10_000 },
    sort: SORT,
  },
  partners: { name: NAME, url: URL_FIELD, image: FILE, sort: SORT },
  socials: { name: { kind: 'text', max: 100, bilingual: false }, url: URL_FIELD, icon: FILE, sort: SORT },
  categories: { name: NAME, sort: SORT },
  currencies: {
    currency_name: { kind: 'text', max: 100, bilingual: true },
    currency_symbol: { kind: 'symbol', max: 10 },
    code: { kind: 'code' },
    minor_units: { kind: 'minor_units' },
    rate_to_base: { kind: 'rate' },
    is_default: { kind: 'flag' },
    is_active: { kind: 'flag' },
  },
} as const satisfies Record<string, Fields>;

/** The single records of `/admin/main-video` and `/admin/banner`. */
export const SINGLE_RECORDS = {
  'main-video': { title: TITLE, video_url: YOUTUBE },
  banner: {
    title: { kind: 'text', max: 150, bilingual: true },
    subtitle: { kind: 'text', max: 300, bilingual: true },
    image: FILE,
    extra_collected: { kind: 'money' },
    extra_donors: { kind: 'count' },
    extra_campaigns: { kind: 'count' },
  },
} as const satisfies Record<string, Fields>;

export type ContentResourceName = keyof typeof CONTENT_RESOURCES;
export type SingleRecordName = keyof typeof SINGLE_RECORDS;
export const CONTENT_RESOURCE_NAMES = Object.keys(CONTENT_RESOURCES) as ContentResourceName[];

/** Fields whose value differs by language, sent as `<field>:ar` and `<field>:en`. */
export const isBilingual = (spec: FieldSpec) =>
  (spec.kind === 'text' && spec.bilingual) ||
  spec.kind === 'plain' ||
  spec.kind === 'rich' ||
  spec.kind === 'symbol';

/** Fields a create may leave out: files, the order and yes/no fields (they have defaults). */
const isOptionalOnCreate = (spec: FieldSpec) =>
  spec.kind === 'file' || spec.kind === 'sort' || spec.kind === 'flag';

/** The request keys of a field: `title:ar` and `title:en`, or the field's own name. */
export function requestKeys(field: string, spec: FieldSpec): string[] {
  if (spec.kind === 'symbol') return [field, `${field}:ar`, `${field}:en`];
  return isBilingual(spec) ? [`${field}:ar`, `${field}:en`] : [field];
}

// ---- Request values --------------------------------------------------------------------------

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be']);

/** A link to a YouTube video: a watch, short, embed or youtu.be address. */
export const youtubeUrl = () =>
  httpUrl(500).refine(
    (value) => {
      let parsed: URL;
      try {
        parsed = new URL(value);
      } catch {
        return false;
      }
      if (!YOUTUBE_HOSTS.has(parsed.hostname)) return false;
      if (parsed.hostname === 'youtu.be') return parsed.pathname.length > 1;
      return parsed.searchParams.has('v') || /^\/(?:shorts|embed|live)\/[\w-]+/.test(parsed.pathname);
    },
    { error: 'validation.youtube_url' },
  );

/** A number sent as a number or a numeric string; Arabic-Indic digits and `٫` are read too (§1.6). */
const numeric = (schema: z.ZodType<number>) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? Number(toAsciiDigits(value.trim()).replace('٫', '.')) : value),
    schema,
  );

export const wholeNumber = (min: number, max: number) => numeric(z.number().int().min(min).max(max));

export const MONEY_MAX = 1_000_000_000_000;

/** A rate to the base (§1.7): decimal, greater than 0, up to 8 places; kept as its exact decimal text. */
export const rateToBase = () =>
  z
    .preprocess(
      (value) =>
        typeof value === 'number'
          ? String(value)
          : typeof value === 'string'
            ? toAsciiDigits(value.trim()).replace('٫', '.')
            : value,
      z.string().regex(/^\d{1,12}(?:\.\d{1,8})?$/, { error: 'validation.rate' }),
    )
    .refine((value) => Number(value) > 0, { error: 'validation.rate' })
    .transform(canonicalDecimal);

/** A decimal's text without leading or trailing zeros (`03.7500` is `3.75`), as numeric columns compare. */
export function canonicalDecimal(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const integer = whole.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${integer}.${decimals}` : integer;
}

/** The checks of one request key of a field (files have none: they are read from the form). */
function valueSchema(spec: FieldSpec): z.ZodType | null {
  switch (spec.kind) {
    case 'text':
    case 'symbol':
      return text(1, spec.max);
    case 'plain':
      return multilineText(1, spec.max);
    case 'rich':
      return richText(spec.max);
    case 'url':
      return spec.youtube ? youtubeUrl() : httpUrl(500);
    case 'file':
      return null;
    case 'sort':
      return wholeNumber(0, 1_000_000);
    case 'count':
      return wholeNumber(0, 1_000_000_000);
    case 'money':
      return numeric(z.number().min(0).max(MONEY_MAX));
    case 'code':
      return z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{3}$/, { error: 'validation.currency_code' });
    case 'minor_units':
      return wholeNumber(0, 4);
    case 'rate':
      return rateToBase();
    case 'flag':
      return yesNo();
  }
}

const optional = <T extends z.ZodType>(schema: T) => blankAsMissing(schema.optional());

/**
 * The body of a create (`required`) or of an update (every key optional). A symbol is required as
 * `<field>`, or as both `<field>:ar` and `<field>:en`.
 */
export function bodySchema(fields: Fields, required: boolean) {
  const shape: Record<string, z.ZodType> = {};
  const symbols: string[] = [];
  for (const [field, spec] of Object.entries(fields)) {
    const schema = valueSchema(spec);
    if (!schema) continue;
    const needed = required && !isOptionalOnCreate(spec);
    // A symbol's own key is the one required; its language keys may stand in for it.
    for (const key of requestKeys(field, spec))
      shape[key] =
        needed && (spec.kind !== 'symbol' || key === field) ? blankAsMissing(schema) : optional(schema);
    if (spec.kind === 'symbol') symbols.push(field);
  }
  return z.preprocess((body) => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
    const given = { ...(body as Record<string, unknown>) };
    for (const field of symbols) {
      const [ar, en] = [given[`${field}:ar`], given[`${field}:en`]];
      if ((given[field] === undefined || given[field] === '') && ar && en) given[field] = ar;
    }
    return given;
  }, z.object(shape));
}

// ---- Answers ---------------------------------------------------------------------------------

const id = z.number().int().positive();
const datetime = z.string().describe('ISO 8601 UTC, e.g. 2025-03-10T18:45:00.000Z');
const url = z.string().describe('absolute URL');

function answerSchema(spec: FieldSpec): z.ZodType {
  switch (spec.kind) {
    case 'file':
      return url.nullable();
    case 'sort':
    case 'count':
    case 'minor_units':
      return z.number().int();
    case 'money':
    case 'rate':
      return z.number();
    case 'flag':
      return z.boolean();
    default:
      return z.string();
  }
}

/** The answer's type of a field, as `answerSchema` builds it. */
type AnswerOf<S> = S extends { kind: 'file' }
  ? string | null
  : S extends { kind: 'flag' }
    ? boolean
    : S extends { kind: 'sort' | 'count' | 'minor_units' | 'money' | 'rate' }
      ? number
      : string;
type BilingualKeys<F> = {
  [K in keyof F]: F[K] extends { kind: 'plain' | 'rich' | 'symbol' } | { kind: 'text'; bilingual: true }
    ? K
    : never;
}[keyof F];
type Translation<F> = { locale: 'ar' | 'en' } & { [K in BilingualKeys<F>]: string };
type Item<F, Null = never> = { [K in keyof F]: AnswerOf<F[K]> | Null } & { translations: Translation<F>[] };

/** The request keys of a body, as a client writes them (values as the form or JSON sends them). */
type BodyKeys<F> = {
  [K in keyof F & string]: F[K] extends { kind: 'file' }
    ? never
    : F[K] extends { kind: 'symbol' }
      ? K | `${K}:ar` | `${K}:en`
      : K extends BilingualKeys<F>
        ? `${K}:ar` | `${K}:en`
        : K;
}[keyof F & string];
type Body<F> = { [K in BodyKeys<F>]?: unknown };

/** One answer field per field (bilingual ones in the reader's language) and `translations`. */
function itemShape(fields: Fields, nullable: boolean) {
  const shape: Record<string, z.ZodType> = {};
  const translation: Record<string, z.ZodType> = { locale: z.enum(['ar', 'en']) };
  for (const [field, spec] of Object.entries(fields)) {
    shape[field] = nullable ? answerSchema(spec).nullable() : answerSchema(spec);
    if (isBilingual(spec)) translation[field] = z.string();
  }
  shape.translations = z.array(z.object(translation)).describe('one element per locale, `ar` first');
  return shape;
}

/** What each resource answers besides its fields. */
const RESOURCE_EXTRAS = {
  blogs: { created_at: datetime },
  stories: { created_at: datetime },
  videos: { created_at: datetime },
  pages: {
    slug: z.string().nullable().describe('read-only: the name the site links the page by, e.g. `terms`'),
    created_at: datetime,
  },
  faqs: {},
  partners: {},
  socials: {},
  categories: {},
  currencies: {
    is_base: z.boolean().describe('the base currency: never deleted, deactivated or re-rated'),
  },
} satisfies Record<ContentResourceName, z.ZodRawShape>;

type Extras<R extends ContentResourceName> = z.output<z.ZodObject<(typeof RESOURCE_EXTRAS)[R]>>;
export type AdminContentItem<R extends ContentResourceName> = { id: number } & Item<
  (typeof CONTENT_RESOURCES)[R]
> &
  Extras<R>;

type ContentSchemas = {
  [R in ContentResourceName]: {
    create: z.ZodType<Record<string, unknown>, Body<(typeof CONTENT_RESOURCES)[R]>>;
    update: z.ZodType<Record<string, unknown>, Body<(typeof CONTENT_RESOURCES)[R]>>;
    item: z.ZodType<AdminContentItem<R>>;
  };
};

export const contentSchemas = Object.fromEntries(
  CONTENT_RESOURCE_NAMES.map((name) => {
    const fields: Fields = CONTENT_RESOURCES[name];
    return [
      name,
      {
        create: bodySchema(fields, true),
        update: bodySchema(fields, false),
        item: z.object({ id, ...itemShape(fields, false), ...RESOURCE_EXTRAS[name] }),
      },
    ];
  }),
) as unknown as ContentSchemas;

export const adminContentQuery = z.object({
  page: z.unknown().optional().describe('1-based page, default 1'),
  per_page: z.unknown().optional().describe('default 15, at most 100'),
  q: optional(searchText(100)).describe('searched in both languages over the names, titles, links and codes'),
});

export type MainVideoRecord = Item<(typeof SINGLE_RECORDS)['main-video'], null>;
export type BannerRecord = Item<(typeof SINGLE_RECORDS)['banner'], null> & {
  currency: z.output<typeof currencyRef>;
};

export const mainVideoRecord = z.object(
  itemShape(SINGLE_RECORDS['main-video'], true),
) as unknown as z.ZodType<MainVideoRecord>;
export const mainVideoBody = bodySchema(SINGLE_RECORDS['main-video'], false) as z.ZodType<
  Record<string, unknown>,
  Body<(typeof SINGLE_RECORDS)['main-video']>
>;
export const bannerRecord = z.object({
  ...itemShape(SINGLE_RECORDS.banner, true),
  currency: currencyRef.describe('the base currency, which `extra_collected` is in'),
}) as unknown as z.ZodType<BannerRecord>;
export const bannerBody = bodySchema(SINGLE_RECORDS.banner, false) as z.ZodType<
  Record<string, unknown>,
  Body<(typeof SINGLE_RECORDS)['banner']>
>;

/** `PUT /admin/currencies/rates`: every rate in one go; the base currency's stays 1. */
export const ratesBody = z.object({
  rates: z
    .array(z.object({ id: idField(), rate_to_base: rateToBase() }))
    .min(1)
    .max(200),
});
export const ratesAnswer = z.object({ data: z.array(contentSchemas.currencies.item) });
