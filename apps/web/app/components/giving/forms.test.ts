import { DONATION_LIMITS } from '@ataa/contract/donation-limits';
import '@ataa/contract/messages';
import { translate } from '@ataa/contract/translate';
import { describe, expect, it } from 'vitest';
import { parseForm } from '../../lib/form-action.server.ts';
import { formOf } from '../../test/form-of.ts';
import { donateAllForm, donateForm } from './forms.ts';

const SAR = { id: 1, minor_units: 2, is_default: 'yes' as const };
const guest = { name: 'Sami', email: 'sami@example.com', mobile: '0501234567', gateway: 'sandbox' };

/** The field errors a page shows when its action refuses the post. */
function refusal(result: ReturnType<typeof parseForm>) {
  if (result.ok) throw new Error('the form was accepted');
  return result.failure.data.fieldErrors;
}

describe('the donate form', () => {
  const donation = { ...guest, campaign_id: '3', currency_id: '1' };

  it('takes an amount within the limits', () => {
    const parsed = parseForm(donateForm.guest, formOf({ ...donation, amount: '250' }), 'en');
    expect(parsed.ok && parsed.value).toMatchObject({ amount: 250, campaign_id: 3 });
  });

  it('takes a one-time gift posted with the page’s plan choice, which is no field of the API’s body', () => {
    for (const plan of ['once', 'ramadan_nights', 'fridays_ramadan']) {
      const form = formOf({ ...donation, amount: '50', plan, odd_nights_multiplier: '2' });
      const parsed = parseForm(donateForm.guest, form, 'ar');
      expect(parsed.ok, plan).toBe(true);
      expect(parsed.ok && parsed.value).not.toHaveProperty('plan');
    }
  });

  it('takes the chosen suggestion when no amount is typed', () => {
    const parsed = parseForm(donateForm.guest, formOf({ ...donation, amount: '', preset: '100' }), 'en');
    expect(parsed.ok && parsed.value).toMatchObject({ amount: 100 });
  });

  it('refuses an amount below the minimum or above the maximum, saying the bound', () => {
    const below = refusal(parseForm(donateForm.guest, formOf({ ...donation, amount: '0' }), 'ar'));
    expect(below.amount).toEqual([translate('ar', 'validation.min_value', { min: DONATION_LIMITS.min })]);
    const above = refusal(parseForm(donateForm.guest, formOf({ ...donation, amount: '1,000,001' }), 'en'));
    expect(above.amount).toEqual(['The value must be no more than 1000000.']);
  });

  it('takes an amount as people type it: Arabic digits and separators (decision 030)', () => {
    for (const [amount, value] of [
      ['١٠٠', 100],
      ['١٢٠٬٠٠٠', 120000],
      ['120,000', 120000],
      ['120 000', 120000],
      ['١٢٠٫٥', 120.5],
    ] as const) {
      const parsed = parseForm(donateForm.guest, formOf({ ...donation, amount }), 'en');
      expect(parsed.ok && parsed.value, amount).toMatchObject({ amount: value });
    }
  });

  it('says what is wrong with an amount that is still not one', () => {
    const errors = refusal(parseForm(donateForm.guest, formOf({ ...donation, amount: '1,5' }), 'ar'));
    expect(errors.amount).toEqual([translate('ar', 'validation.amount_format')]);
  });

  it("takes the guest's mobile as typed, and says why one is not a number", () => {
    const typed = parseForm(
      donateForm.guest,
      formOf({ ...donation, amount: '50', mobile: '+44 7700 900123' }),
      'en',
    );
    expect(typed.ok && typed.value).toMatchObject({ mobile: '447700900123' });
    const short = refusal(
      parseForm(donateForm.guest, formOf({ ...donation, amount: '50', mobile: '050 12' }), 'ar'),
    );
    expect(short.mobile).toEqual([translate('ar', 'validation.mobile_too_short')]);
  });

  it('ignores the gift fields unless the donation is a gift', () => {
    const plain = parseForm(donateForm.guest, formOf({ ...donation, amount: '50', love_email: 'x' }), 'en');
    expect(plain.ok).toBe(true);
    const gift = { ...donation, amount: '50', love_donation: 'yes', love_name: 'Huda', love_email: 'x' };
    expect(refusal(parseForm(donateForm.guest, formOf(gift), 'en')).love_email).toEqual([
      translate('en', 'form.email'),
    ]);
  });
});

describe('the give-to-all form', () => {
  // The page's action joins the ticked boxes into one field, as a plain post sends it.
  const all = { ...guest, currency_id: '1', campaign: '4,5,6' };

  it('sends every chosen campaign its equal part of the total, which sum to the total', () => {
    const parsed = parseForm(donateAllForm(true, [SAR]), formOf({ ...all, total_amount: '100' }), 'en');
    if (!parsed.ok) throw new Error('the form was refused');
    expect(parsed.value.campaign.map((row) => Number(row.amount))).toEqual([33.34, 33.33, 33.33]);
  });

  it('refuses a post with no campaign chosen', () => {
    const form = formOf({ ...all, campaign: '', total_amount: '100' });
    expect(refusal(parseForm(donateAllForm(true, [SAR]), form, 'en')).campaign).toEqual([
      translate('en', 'validation.too_few', { min: 1 }),
    ]);
  });

  it('refuses a total too small to give every campaign at least one unit of the currency', () => {
    const JPY = { id: 3, minor_units: 0, is_default: 'no' as const };
    const form = formOf({ ...all, currency_id: '3', total_amount: '2' });
    expect(refusal(parseForm(donateAllForm(true, [SAR, JPY]), form, 'en')).total_amount).toEqual([
      translate('en', 'payments.errors.split_mismatch'),
    ]);
  });
});
