import { cartPaymentForm } from '@ataa/contract/schemas/donor';
import { translate } from '@ataa/contract/translate';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { checkoutBody, scheduleSplit, shownFields } from '../../components/donor/cart-payment.ts';
import { CartPaymentForm } from '../../components/donor/cart-payment-form.tsx';
import { EmptyNote } from '../../components/donor/empty-note.tsx';
import { PageIntro } from '../../components/donor/page-intro.tsx';
import { currencyOf } from '../../components/giving/amount-rules.ts';
import type { PlanSetup } from '../../components/giving/plan-fields.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { startCheckout } from '../../lib/checkout.server.ts';
import { parseForm } from '../../lib/form-action.server.ts';
import { requestLocale, useI18n } from '../../lib/i18n.ts';
import { idempotent, newIdempotencyKey } from '../../lib/idempotency.server.ts';
import { planTable } from '../../lib/plan-commitments.server.ts';
import { postedPlan, startScheduleCheckout } from '../../lib/schedule-checkout.server.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/donor-donations-cart';
import { donorListQuery } from './donor-list.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const [cart, gateways, ramadan] = await Promise.all([
    api.read('GET /doner/index', { query: donorListQuery(request) }),
    api.read('GET /payments/gateways'),
    api.read('GET /ramadan'),
  ]);
  const plans: PlanSetup = { table: planTable(new Date(), ramadan) };
  // A new key with every showing of the form: a resent form is one payment, a corrected one another.
  return { items: cart.data, gateways, plans, idempotencyKey: newIdempotencyKey() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const parsed = parseForm(cartPaymentForm, form, locale);
  if (!parsed.ok) return parsed.failure;
  const api = apiFor(context, request, locale);
  const plan = postedPlan(form);
  if (plan) {
    const { currency_id, gateway = 'sandbox' } = parsed.value;
    const currencies = await api.read('GET /currencies', { query: { lang: locale } });
    const { amount, campaign } = scheduleSplit(
      parsed.value,
      currencyOf(currencies, currency_id)?.minor_units ?? 0,
    );
    return startScheduleCheckout({
      api,
      form,
      locale,
      plan,
      amount,
      giver: { currency_id, gateway, anonymous: false, love_donation: false },
      target: { campaign },
      shows: shownFields(parsed.value.amount_split_type),
    });
  }
  return startCheckout({
    send: (key) =>
      api.call('POST /doner/campaigns/create', {
        json: checkoutBody(parsed.value),
        headers: idempotent(key),
      }),
    form,
    shows: shownFields(parsed.value.amount_split_type),
  });
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'donor.checkout.title'), noindex: true });
}

/** Paying for the cart in one payment (contract §8), then on to the payment page. */
export default function DonorDonationsCart({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { items } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title={t('donor.checkout.title')}
        lead={t('donor.checkout.lead')}
        action={
          <Link to={path('/dashboard/donor/cart')} className="btn btn-outline">
            <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            {t('donor.checkout.back')}
          </Link>
        }
      />
      {items.length === 0 ? (
        <EmptyNote text={t('donor.checkout.empty')} to="/campaigns" label={t('donor.cart.browse')} />
      ) : (
        <div className="card p-5 sm:p-8">
          <CartPaymentForm
            items={items}
            plans={loaderData.plans}
            gateways={loaderData.gateways}
            idempotencyKey={loaderData.idempotencyKey}
            failure={actionData}
          />
        </div>
      )}
    </div>
  );
}
