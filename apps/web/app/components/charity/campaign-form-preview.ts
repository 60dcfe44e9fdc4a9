import { parseAmount } from '@ataa/contract/digits';
import type { Locale } from '@ataa/contract/locale';
import type { CampaignCard } from '@ataa/contract/schemas/campaigns';
import type { CharityCampaign } from '@ataa/contract/schemas/charity';
import type { RootData } from '../../lib/root-data.ts';
import { previewDays, type ScheduleValues } from './campaign-form-schedule.ts';

/** What the preview knows besides the form: the lookups in both languages and who runs it. */
export interface PreviewSetup {
  categories: Record<Locale, Array<{ id: number; name: string }>>;
  charity: { id: number; photo: string | null; names: Record<Locale, string> };
  currencies: RootData['currencies'];
}

type Base = Pick<
  CharityCampaign,
  'id' | 'status' | 'total_amount' | 'total_donors' | 'is_featured' | 'opens_on' | 'suspended'
>;

interface PreviewInput {
  values: Record<string, unknown> & ScheduleValues;
  locale: Locale;
  setup: PreviewSetup;
  /** The picture chosen or kept as the cover; empty shows the card's placeholder. */
  cover: string;
  /** The campaign as saved, when editing; a new one is pending with nothing raised. */
  campaign?: Base;
  /** Shown while the name in this language is still empty. */
  untitled: string;
  now: Date;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The campaign's card in one language, as the form's values would make it. */
export function previewCard({
  values,
  locale,
  setup,
  cover,
  campaign,
  untitled,
  now,
}: PreviewInput): CampaignCard {
  const currency =
    setup.currencies.find((item) => String(item.id) === String(values.currency_id)) ??
    setup.currencies.find((item) => item.is_default === 'yes') ??
    setup.currencies[0]!;
  const categoryId = Number(values.category_id);
  const category = setup.categories[locale].find((item) => item.id === categoryId) ?? { id: 0, name: '' };
  // The goal as the charity types it ("120,000", "١٢٠٬٠٠٠"), read as the server reads it.
  const typedGoal = parseAmount(text(values.price_target));
  const goal = typedGoal.ok ? Number(typedGoal.value) : 0;
  const days = previewDays(values, now);
  return {
    id: campaign?.id ?? 0,
    name: text(values[`name:${locale}`]) || untitled,
    short_desc: text(values[`short_desc:${locale}`]),
    image: cover,
    status: campaign?.status ?? 'pending',
    price_target: Number.isFinite(goal) && goal > 0 ? goal : 0,
    total_amount: campaign?.total_amount ?? 0,
    total_donors: campaign?.total_donors ?? 0,
    currency: {
      id: currency.id,
      code: currency.code,
      name: currency.currency_name,
      symbol: currency.currency_symbol,
      minor_units: currency.minor_units,
    },
    category,
    user: { id: setup.charity.id, name: setup.charity.names[locale], photo: setup.charity.photo },
    start_at: now.toISOString(),
    end_at: now.toISOString(),
    // The card shows `previewDays` itself (none until dates are chosen); this is the same count.
    remaining_days: days === null ? 0 : 'runs' in days ? days.runs : days.left,
    is_featured: campaign?.is_featured ?? false,
    // A preview takes no gifts and sits in no cart: the card shows no buttons.
    accepts_donations: false,
    opens_on: campaign?.opens_on ?? null,
    suspended: campaign?.suspended ?? false,
    in_cart: false,
    cart_status: null,
    cart_id: null,
  };
}
