// A giving form sent with a plan (contract §17): the same form as a gift once, posted to
// `POST /schedules` instead, then on to its checkout as a one-time gift goes to its own.
import type { Locale } from '@ataa/contract/locale';
import type { ScheduleBody } from '@ataa/contract/schemas/schedules';
import { translate } from '@ataa/contract/translate';
import { data } from 'react-router';
import type { Api } from './api.server.ts';
import { startCheckout } from './checkout.server.ts';
import { type FormFailure, formFields } from './form-action.server.ts';
import { givingChoiceOf, planFields } from './giving-plans.ts';
import { idempotent } from './idempotency.server.ts';

/** The plan a giving form was sent with, as `POST /schedules` reads it; null for a gift once. */
export function postedPlan(form: FormData) {
  return planFields(givingChoiceOf(form.get('plan')), form.get('odd_nights_multiplier'));
}

/** The giver's side of a parsed giving form, which a schedule keeps as a gift once does. */
interface Giver {
  currency_id?: number;
  anonymous: boolean;
  gateway: string;
  love_donation: boolean;
  name?: string;
  email?: string;
  mobile?: string;
}

type Target = Pick<ScheduleBody, 'campaign_id' | 'campaign'> | { all: 'yes' };

interface ScheduleCheckout {
  api: Api;
  form: FormData;
  locale: Locale;
  plan: NonNullable<ReturnType<typeof postedPlan>>;
  /** The amount of each charge, in major units, as the form's rules read it. */
  amount: number;
  giver: Giver;
  target: Target;
  shows: (field: string) => boolean;
}

/**
 * Makes the schedule and sends the browser to its checkout. A gift card goes with one gift, not a
 * plan: a form sent with both is refused with what to do, nothing made.
 */
export function startScheduleCheckout(checkout: ScheduleCheckout) {
  const { giver, plan, form } = checkout;
  if (giver.love_donation) {
    return data<FormFailure>(
      {
        fieldErrors: {},
        formError: translate(checkout.locale, 'giving.plan.no_gift'),
        values: formFields(form),
      },
      { status: 422 },
    );
  }
  const body = {
    ...plan,
    ...checkout.target,
    amount: checkout.amount,
    currency_id: giver.currency_id,
    anonymous: giver.anonymous,
    gateway: giver.gateway,
    name: giver.name,
    email: giver.email,
    mobile: giver.mobile,
  };
  return startCheckout({
    send: (key) => checkout.api.call('POST /schedules', { json: body, headers: idempotent(key) }),
    form,
    // The plan's fields show no errors of their own: the API's word on them goes above the form.
    shows: checkout.shows,
  });
}
