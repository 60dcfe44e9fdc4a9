import { DONATION_LIMITS } from '@ataa/contract/donation-limits';
// The giving forms: the API's bodies (contract §6) with the site's rules on top, so the browser
// and the page's action check exactly what the API will.
import { blankAsMissing, email, mobile, text } from '@ataa/contract/fields';
import { donationBody, typedAmount, visitorCartBody } from '@ataa/contract/schemas/giving';
import { z } from '@ataa/contract/validation';
import { chosenIds, currencyOf, evenParts, type SplitCurrency, typedOrPreset } from './amount-rules.ts';

const typedAmountInRange = () =>
  typedAmount().transform(Number).pipe(z.number().min(DONATION_LIMITS.min).max(DONATION_LIMITS.max));

/** A gift's recipient's mobile, typed like the giver's (decision 030); it may stay empty. */
const typedLoveMobile = () => blankAsMissing(mobile().optional());

/** Guests name themselves; a donor's details come from the account (contract §6). */
const guestFields = { name: text(1, 100), email: email(), mobile: mobile() };

type Values = Record<string, unknown>;

/**
 * The form as the API reads it: the typed amount or the chosen suggestion, and the gift's fields
 * only for a gift (contract §6 ignores them otherwise), so a hidden field can never hold it back.
 * The plan's choice ("once", "every night of Ramadan"…) is the page's own, read apart from the
 * body (`postedPlan`): the API's `plan` of a one-time gift's body would refuse "once".
 */
function asSent(amountField: string) {
  return (input: unknown): Values => {
    const {
      love_name,
      love_email,
      love_mobile,
      love_comment,
      plan: _choice,
      odd_nights_multiplier: _oddNights,
      ...values
    } = input as Values;
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
