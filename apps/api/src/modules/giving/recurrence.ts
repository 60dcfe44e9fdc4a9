// The original client's recurrence (contract §6 `ongoing_charity`, §8 `pay_type`, §16 item 12):
// which giving requests ask for a schedule whose first charge is their checkout, and which plan.
import type { CartCheckoutBody, DonationBody, VisitorCartBody } from '@ataa/contract/schemas/giving';
import type { Recurrence } from './service.ts';

/** The schedule fields a giving body may send with `ongoing_charity` (contract §6). */
const chosen = (body: DonationBody | VisitorCartBody) => ({
  hour: body.hour,
  timeZone: body.time_zone,
  endDay: body.end_at,
  oddNightsMultiplier: body.odd_nights_multiplier,
});

/** `POST /donations`: `ongoing_charity` "yes" makes a schedule of `plan`, monthly when unsent. */
export function donationRecurrence(body: DonationBody): Recurrence | null {
  if (!body.ongoing_charity) return null;
  return { plan: body.plan ?? 'monthly', target: 'campaign', ...chosen(body) };
}

/** `POST /visitor/cart`: `pay_type` "daily" or "weekly" is that plan; else as `POST /donations`. */
export function visitorCartRecurrence(body: VisitorCartBody): Recurrence | null {
  if (body.pay_type !== 'one_time') return { plan: body.pay_type, target: 'split', ...chosen(body) };
  if (!body.ongoing_charity) return null;
  return { plan: body.plan ?? 'monthly', target: 'split', ...chosen(body) };
}

/** `POST /doner/campaigns/create` (sic): `pay_type` "daily" makes a daily schedule of the split. */
export function cartCheckoutRecurrence(body: CartCheckoutBody): Recurrence | null {
  return body.pay_type === 'daily' ? { plan: 'daily', target: 'split' } : null;
}
