// The giving forms: the API's bodies (contract §6) with the site's rules on top, so the browser
// and the page's action check exactly what the API will.
import { email, englishNumbersOnly, mobile, text } from '@ataa/contract/fields';
import { toMajor, toMinor } from '@ataa/contract/money';
import { donationBody, typedAmount, visitorCartBody } from '@ataa/contract/schemas/giving';
import { splitEvenly } from '@ataa/contract/split';
import { z } from '@ataa/contract/validation';

/** What the forms accept, in whole major units (the API's default limits, contract §6). */
export const AMOUNT_LIMITS = { min: 1, max: 1_000_000 } as const;

/** The currency fields a split needs. */
export interface SplitCurrency {
  id: number;
  minor_units: number;
  is_default: 'yes' | 'no';
}

const typedAmountInRange = () =>
  typedAmount().transform(Number).pipe(z.number().min(AMOUNT_LIMITS.min).max(AMOUNT_LIMITS.max));

/** Numbers typed on the site's forms take English digits only (spec §5). */
const typedMobile = () => englishNumbersOnly().pipe(mobile());

/** A gift's recipient's mobile, typed like the giver's; it may stay empty. */
const typedLoveMobile = () =>
  z.preprocess((value) => (value === '' ? undefined : value), typedMobile().optional());

/** Guests name themselves; a donor's details come from the account (contract §6). */
const guestFields = { name: text(1, 100), email: email(), mobile: typedMobile() };

type Values = Record<string, unknown>;

/** A typed amount wins; with none typed, the chosen suggestion is the amount. */
export const typedOrPreset = (typed: unknown, preset: unknown): unknown => typed || preset;

/**
 * The form as the API reads it: the typed amount or the chosen suggestion, and the gift's fields
 * only for a gift (contract §6 ignores them otherwise), so a hidden field can never hold it back.
 */
function asSent(amountField: string) {
  return (input: unknown): Values => {
    const { love_name, love_email, love_mobile, love_comment, ...values } = input as Values;
    const gift = values.love_donation === 'yes' || values.love_donation === true;
    return {
      ...values,
      ...(gift ? { love_name, love_email, love_mobile, love_comment } : {}),
      [amountField]: typedOrPreset(values[amountField], values.preset),
    };
  };
}

const donorDonation = donationBody.safeExtend({
  amount: typedAmountInRange(),
  love_mobile: typedLoveMobile(),
});

/** `/campaigns/donate/{id}`, for guests and for signed-in donors. */
export const donateForm = {
  guest: z.preprocess(asSent('amount'), donorDonation.safeExtend(guestFields)),
  donor: z.preprocess(asSent('amount'), donorDonation),
};

/** The chosen campaigns: checkbox values (an array, or one value or false), or a comma list from a plain post. */
export function chosenIds(value: unknown): string[] {
  const list = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  return list.map(String).filter((id) => id !== '' && id !== 'false');
}

/** The currency a form is in: the one chosen, else the site's default (as the API reads it). */
export function currencyOf<C extends SplitCurrency>(currencies: C[], id: unknown): C | undefined {
  return (
    currencies.find((item) => String(item.id) === String(id)) ??
    currencies.find((item) => item.is_default === 'yes')
  );
}

/**
 * Equal parts of a typed total in major units, the minor units left over going to the first
 * campaigns (contract §8); all zero while the total is not a positive amount.
 */
export function evenParts(total: unknown, count: number, minorUnits: number): number[] {
  if (count === 0) return [];
  const minor = typeof total === 'string' || typeof total === 'number' ? toMinor(total, minorUnits) : null;
  if (minor === null || minor <= 0) return Array(count).fill(0);
  return splitEvenly(minor, count).map((part) => toMajor(part, minorUnits));
}

/** The chosen campaigns as the API's rows, each with its equal part of the total. */
function withEvenSplit(currencies: SplitCurrency[]) {
  return (input: unknown) => {
    const values = asSent('total_amount')(input);
    const ids = chosenIds(values.campaign);
    const units = currencyOf(currencies, values.currency_id)?.minor_units ?? 0;
    const parts = evenParts(values.total_amount, ids.length, units);
    return { ...values, campaign: ids.map((id, index) => ({ id, amount: parts[index] })) };
  };
}

/** `/donate/all`: one total for the chosen campaigns, split evenly in the chosen currency. */
export function donateAllForm(guest: boolean, currencies: SplitCurrency[]) {
  const donor = visitorCartBody.safeExtend({
    total_amount: typedAmountInRange(),
    love_mobile: typedLoveMobile(),
  });
  return z.preprocess(
    withEvenSplit(currencies),
    (guest ? donor.safeExtend(guestFields) : donor).superRefine((value, ctx) => {
      // A total too small to give every campaign at least one minor unit.
      if (value.campaign.some((row) => Number(row.amount) <= 0))
        ctx.addIssue({ code: 'custom', path: ['total_amount'], message: 'payments.errors.split_mismatch' });
    }),
  );
}
