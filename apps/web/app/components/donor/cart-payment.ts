// The cart payment form's rows and what it sends to the API (contract §8).
import type { CartPaymentForm } from '@ataa/contract/schemas/donor';
import { evenParts } from '../giving/amount-rules.ts';

/** The errors each way of splitting shows beside its fields; any other lands above the form. */
export function shownFields(split: CartPaymentForm['amount_split_type']) {
  const fields =
    split === 'manual'
      ? /^(currency_id|campaign\.\d+\.(id|amount))$/
      : /^(total_amount|currency_id|campaign\.\d+\.id)$/;
  return (field: string) => fields.test(field);
}

/** Whole amounts typed in English digits (already checked), added up exactly. */
export const sumAmounts = (amounts: readonly string[]): number =>
  amounts.reduce((sum, amount) => sum + Number(amount), 0);

/**
 * `POST /doner/campaigns/create` (sic): by hand, the rows' amounts and their sum; split equally,
 * the total alone, which the API divides (the remainder to the first campaigns).
 */
export function checkoutBody(value: CartPaymentForm) {
  const common = {
    amount_split_type: value.amount_split_type,
    currency_id: value.currency_id,
    gateway: value.gateway,
    share_email: value.share_email,
  };
  if (value.amount_split_type === 'automatic') {
    return {
      ...common,
      total_amount: value.total_amount,
      campaign: value.campaign.map(({ id }) => ({ id })),
    };
  }
  return {
    ...common,
    total_amount: sumAmounts(value.campaign.map((row) => row.amount)),
    campaign: value.campaign.map((row) => ({ id: row.id, amount: row.amount })),
  };
}

/**
 * The cart as a schedule's split (contract §17): each charge is the rows' sum, or the total split
 * equally in the currency's minor units (the remainder to the first campaigns, as §8 does).
 */
export function scheduleSplit(value: CartPaymentForm, minorUnits: number) {
  if (value.amount_split_type === 'manual') {
    return {
      amount: sumAmounts(value.campaign.map((row) => row.amount)),
      campaign: value.campaign.map((row) => ({ id: row.id, amount: row.amount })),
    };
  }
  const parts = evenParts(value.total_amount, value.campaign.length, minorUnits);
  return {
    amount: Number(value.total_amount),
    campaign: value.campaign.map((row, index) => ({ id: row.id, amount: parts[index]! })),
  };
}
