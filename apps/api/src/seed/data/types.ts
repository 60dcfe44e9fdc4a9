// Shapes of the demo content. The seed turns these into rows; tests reuse them through the factories.

/** A pair of texts, one per language. */
export interface Bilingual {
  ar: string;
  en: string;
}

/** A theme for a generated illustration (see ../images.ts). */
export type ImageTheme =
  | 'crescent'
  | 'lantern'
  | 'iftar'
  | 'water'
  | 'orphans'
  | 'education'
  | 'health'
  | 'mosque'
  | 'zakat'
  | 'dates'
  | 'family'
  | 'relief'
  | 'quran'
  | 'community';

export interface CountrySeed {
  iso2: string;
  name: Bilingual;
  /** Dialling code, digits only, e.g. "966". */
  mobCode: string;
}

export interface CurrencySeed {
  code: string; // ISO 4217
  name: Bilingual;
  symbol: Bilingual;
  minorUnits: number;
  /** Value of one major unit in the base currency (SAR), as a decimal string with up to 8 places. */
  rateToBase: string;
  isDefault: boolean;
}

export interface CategorySeed {
  key: string; // stable key the campaigns refer to, e.g. "iftar"
  name: Bilingual;
  theme: ImageTheme;
}

export interface SocialSeed {
  name: string; // e.g. "X", "Instagram"
  url: string;
  icon: 'x' | 'instagram' | 'facebook' | 'youtube' | 'whatsapp' | 'tiktok' | 'snapchat' | 'linkedin';
}

export interface PageSeed {
  title: Bilingual;
  /** Plain text, paragraphs separated by a blank line. */
  content: Bilingual;
}

export interface FaqSeed {
  title: Bilingual;
  /** Sanitisable HTML: <p>, <strong>, <em>, <ul>/<ol>/<li>, <a href="https://...">. */
  content: Bilingual;
}

export interface BlogSeed {
  title: Bilingual;
  /** One or two plain-text sentences for the card. */
  description: Bilingual;
  /** HTML as for FAQs, with <h2>/<h3> allowed; 3 to 6 paragraphs. */
  content: Bilingual;
  theme: ImageTheme;
  /** Days before the seed's reference date that it was published. */
  daysAgo: number;
}

export interface StorySeed {
  title: Bilingual;
  /** HTML as for blogs; 2 to 4 paragraphs. */
  content: Bilingual;
  theme: ImageTheme;
  daysAgo: number;
}

export interface VideoSeed {
  title: Bilingual;
  /** A YouTube watch URL: https://www.youtube.com/watch?v=<id> */
  videoUrl: string;
  theme: ImageTheme;
  daysAgo: number;
}

export interface PartnerSeed {
  name: Bilingual;
  url: string;
  theme: ImageTheme;
}

export interface CharitySeed {
  key: string;
  name: Bilingual;
  email: string;
  mobile: string; // digits only, with the country code
  countryIso2: string;
  approval: 'approved' | 'pending';
}

export interface DonorSeed {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  countryIso2: string;
}

/** News the charity posted on its campaign. */
export interface CampaignUpdateSeed {
  /** Days before the seed's reference date that it was posted. */
  daysAgo: number;
  title: Bilingual;
  /** HTML, one paragraph in <p>. */
  content: Bilingual;
}

export type CampaignSeedState = 'published' | 'paused' | 'ended' | 'completed' | 'pending' | 'rejected';

export interface CampaignSeed {
  name: Bilingual; // 3-150 characters each
  /** HTML, at most 500 characters: one or two sentences in <p>. */
  shortDesc: Bilingual;
  /** HTML, 3 to 6 paragraphs, may use <h3>, <ul>. */
  content: Bilingual;
  categoryKey: string;
  charityKey: string;
  /** Goal in major units of `currency`. */
  goal: number;
  currency: string; // ISO code from the currencies list
  state: CampaignSeedState;
  /** Start relative to the seed's reference date, in days (negative = in the past). */
  startOffsetDays: number;
  totalDays: number;
  /** Share of the goal raised by seeded donations, 0 to 1 (1 or more for completed). */
  raisedShare: number;
  theme: ImageTheme;
  featured: boolean;
  /** Themes of the 2 to 4 gallery pictures of a campaign that has been approved. */
  gallery?: ImageTheme[];
  /** 1 to 3 news posts of a campaign that has been approved, oldest first. */
  updates?: CampaignUpdateSeed[];
}
