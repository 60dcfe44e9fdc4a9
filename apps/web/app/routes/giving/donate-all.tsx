import type { AllCampaignsItem } from '@ataa/contract/schemas/campaigns';
import { translate } from '@ataa/contract/translate';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/content/page-header.tsx';
import { useSchemaForm } from '../../components/form.tsx';
import { AmountFields } from '../../components/giving/amount-fields.tsx';
import { typedOrPreset } from '../../components/giving/amount-rules.ts';
import { CampaignChoice } from '../../components/giving/campaign-choice.tsx';
import { donateAllForm } from '../../components/giving/forms.ts';
import { type CheckoutSetup, GivingForm, useGivingDefaults } from '../../components/giving/giving-form.tsx';
import { PlanFields, type PlanSetup } from '../../components/giving/plan-fields.tsx';
import { givesAsDonor, useDonorName } from '../../components/giving/use-donor-name.ts';
import { apiFor } from '../../lib/api.server.ts';
import { startCheckout } from '../../lib/checkout.server.ts';
import { parseForm } from '../../lib/form-action.server.ts';
import { type GivingChoice, givingChoiceOf } from '../../lib/giving-plans.ts';
import { requestLocale, useI18n } from '../../lib/i18n.ts';
import { idempotent, newIdempotencyKey } from '../../lib/idempotency.server.ts';
import { planTable } from '../../lib/plan-commitments.server.ts';
import { useRootData } from '../../lib/root-data.ts';
import { postedPlan, startScheduleCheckout } from '../../lib/schedule-checkout.server.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import { loadViewer } from '../../lib/viewer.server.ts';
import type { Route } from './+types/donate-all';

/** The fields this form shows (the campaigns' rows show their own); other errors land above it. */
const shows = (field: string) =>
  /^(total_amount|currency_id|name|email|mobile|love_\w+|campaign)$/.test(field) ||
  /^campaign\.\d+\.id$/.test(field);

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const [campaigns, gateways, ramadan] = await Promise.all([
    api.read('GET /all-campaigns'),
    api.read('GET /payments/gateways'),
    api.read('GET /ramadan'),
  ]);
  // The home page's Ramadan banner links here with the plan it suggests already chosen.
  const plan = givingChoiceOf(new URL(request.url).searchParams.get('plan'));
  const plans: PlanSetup = { table: planTable(new Date(), ramadan) };
  return { campaigns, gateways, plans, plan, idempotencyKey: newIdempotencyKey() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  // One field for the chosen boxes, as the schema reads a plain post.
  form.set('campaign', form.getAll('campaign').join(','));
  const api = apiFor(context, request, locale);
  const [{ viewer }, currencies, listed] = await Promise.all([
    loadViewer(context, request, locale),
    api.read('GET /currencies', { query: { lang: locale } }),
    api.read('GET /all-campaigns'),
  ]);
  const parsed = parseForm(donateAllForm(!givesAsDonor(viewer), currencies), form, locale);
  if (!parsed.ok) return parsed.failure;
  const plan = postedPlan(form);
  if (plan) {
    const { campaign, total_amount } = parsed.value;
    // Every campaign chosen is a plan for every campaign, those opened later included (§17).
    const everyCampaign = listed.every((item) => campaign.some((row) => row.id === item.id));
    const target = everyCampaign ? { all: 'yes' as const } : { campaign };
    return startScheduleCheckout({
      api,
      form,
      locale,
      plan,
      amount: total_amount,
      giver: parsed.value,
      target,
      shows,
    });
  }
  return startCheckout({
    send: (key) => api.call('POST /visitor/cart', { json: parsed.value, headers: idempotent(key) }),
    form,
    shows,
  });
}

export function meta(args: Route.MetaArgs) {
  const locale = metaLocale(args);
  return seo(args, {
    title: translate(locale, 'giving.all.title'),
    description: translate(locale, 'giving.all.lead'),
  });
}

export default function DonateAll({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { campaigns } = loaderData;
  return (
    <main id="main">
      <PageHeader title={t('giving.all.title')} lead={t('giving.all.lead')} width="narrow" />
      <section aria-labelledby="donate-all-form" className="mx-auto max-w-3xl px-4 pt-6 sm:pt-10">
        <div className="card p-5 shadow-sm sm:p-8">
          {campaigns.length > 0 ? (
            <DonateAllForm
              campaigns={campaigns}
              plans={loaderData.plans}
              plan={loaderData.plan}
              setup={{
                gateways: loaderData.gateways,
                idempotencyKey: loaderData.idempotencyKey,
                failure: actionData,
              }}
            />
          ) : (
            <div className="flex flex-col items-center gap-4 py-6 text-center">
              <h2 id="donate-all-form" className="text-xl font-bold">
                {t('giving.all.none')}
              </h2>
              <Link className="btn" to={path('/campaigns')}>
                {t('giving.donate.closed.others')}
              </Link>
            </div>
          )}
        </div>
      </section>
    </main>
  );
}

function DonateAllForm({
  campaigns,
  plans,
  plan,
  setup,
}: {
  campaigns: AllCampaignsItem[];
  plans: PlanSetup;
  plan: GivingChoice;
  setup: CheckoutSetup;
}) {
  const { t } = useI18n();
  const { currencies } = useRootData();
  const guest = useDonorName() === null;
  // The rules arrive on the first focus (they carry zod): the page itself stays light.
  const schema = useMemo(
    () => () =>
      import('../../components/giving/forms.ts').then((forms) => forms.donateAllForm(guest, currencies)),
    [guest, currencies],
  );
  const form = useSchemaForm(schema, setup.failure, {
    ...useGivingDefaults(),
    campaign: campaigns.map((campaign) => String(campaign.id)),
    total_amount: '',
    plan,
    odd_nights_multiplier: '1',
  });
  return (
    <GivingForm id="donate-all-form" title={t('giving.all.form')} form={form} setup={setup}>
      <AmountFields name="total_amount" label={t('giving.all.total')} currencies={currencies} />
      <PlanFields
        setup={plans}
        amount={typedOrPreset(form.watch('total_amount'), form.watch('preset'))}
        currencies={currencies}
      />
      <CampaignChoice campaigns={campaigns} currencies={currencies} failure={setup.failure} />
    </GivingForm>
  );
}
