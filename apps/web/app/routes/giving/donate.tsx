import type { CampaignDetail } from '@ataa/contract/schemas/campaigns';
import { translate } from '@ataa/contract/translate';
import { CircleSlash } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/content/page-header.tsx';
import { ErrorScreen } from '../../components/error-screen.tsx';
import { useSchemaForm } from '../../components/form.tsx';
import { AmountFields } from '../../components/giving/amount-fields.tsx';
import { typedOrPreset } from '../../components/giving/amount-rules.ts';
import { CampaignSummary } from '../../components/giving/campaign-summary.tsx';
import { donateForm } from '../../components/giving/forms.ts';
import { type CheckoutSetup, GivingForm, useGivingDefaults } from '../../components/giving/giving-form.tsx';
import { PlanFields, type PlanSetup } from '../../components/giving/plan-fields.tsx';
import { givesAsDonor, useDonorName } from '../../components/giving/use-donor-name.ts';
import { apiFor } from '../../lib/api.server.ts';
import { startCheckout } from '../../lib/checkout.server.ts';
import { parseForm } from '../../lib/form-action.server.ts';
import { requestLocale, useI18n } from '../../lib/i18n.ts';
import { idempotent, newIdempotencyKey } from '../../lib/idempotency.server.ts';
import { itemId } from '../../lib/page-address.server.ts';
import { planTable } from '../../lib/plan-commitments.server.ts';
import { useRootData } from '../../lib/root-data.ts';
import { postedPlan, startScheduleCheckout } from '../../lib/schedule-checkout.server.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import { loadViewer } from '../../lib/viewer.server.ts';
import type { Route } from './+types/donate';

/** The fields this form shows; the API's errors on any other land above it. */
const shows = (field: string) => /^(amount|currency_id|name|email|mobile|love_\w+)$/.test(field);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  // The donors of the campaign are not shown here: one page of one is enough.
  const [campaign, gateways, ramadan] = await Promise.all([
    api.read('GET /campaigns/:id', { params: { id: itemId(params.id) }, query: { per_page: 1 } }),
    api.read('GET /payments/gateways'),
    api.read('GET /ramadan'),
  ]);
  const plans: PlanSetup = { table: planTable(new Date(), ramadan) };
  return { campaign, gateways, plans, idempotencyKey: newIdempotencyKey() };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  form.set('campaign_id', itemId(params.id));
  const { viewer } = await loadViewer(context, request, locale);
  const parsed = parseForm(givesAsDonor(viewer) ? donateForm.donor : donateForm.guest, form, locale);
  if (!parsed.ok) return parsed.failure;
  const api = apiFor(context, request, locale);
  const plan = postedPlan(form);
  if (plan) {
    const { amount, campaign_id } = parsed.value;
    return startScheduleCheckout({
      api,
      form,
      locale,
      plan,
      amount,
      giver: parsed.value,
      target: { campaign_id },
      shows,
    });
  }
  return startCheckout({
    send: (key) => api.call('POST /donations', { json: parsed.value, headers: idempotent(key) }),
    form,
    shows,
  });
}

export function meta(args: Route.MetaArgs) {
  const locale = metaLocale(args);
  const campaign = args.loaderData?.campaign;
  if (!campaign) return seo(args, { title: translate(locale, 'site.not_found.title'), noindex: true });
  return seo(args, {
    title: translate(locale, 'giving.donate.title', { name: campaign.name }),
    description: translate(locale, 'giving.donate.description', {
      name: campaign.name,
      charity: campaign.user.name,
    }),
    image: campaign.image,
  });
}

// Its own boundary, so an unknown campaign's page keeps this route's title (the 404 page's).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}

export default function Donate({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { campaign } = loaderData;
  return (
    <main id="main">
      <PageHeader
        title={t('giving.donate.title', { name: campaign.name })}
        // The campaign is named in the heading and linked from the summary; a long name as a crumb
        // would wrap differently once the web font arrives and shift the page.
        crumbs={[
          { label: t('site.nav.campaigns'), to: path('/campaigns') },
          { label: t('giving.donate.crumb') },
        ]}
      />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-6 sm:pt-10 lg:grid-cols-5 lg:gap-10">
        <div className="lg:order-last lg:col-span-2">
          <CampaignSummary campaign={campaign} />
        </div>
        <section aria-labelledby="donate-form" className="card p-5 shadow-sm sm:p-8 lg:col-span-3">
          {campaign.accepts_donations ? (
            <DonateForm
              campaignId={campaign.id}
              charityName={campaign.user.name}
              plans={loaderData.plans}
              setup={{
                gateways: loaderData.gateways,
                idempotencyKey: loaderData.idempotencyKey,
                failure: actionData,
              }}
            />
          ) : (
            <CampaignClosed campaign={campaign} />
          )}
        </section>
      </div>
    </main>
  );
}

// The rules arrive on the first focus (they carry zod): the page itself stays light.
const guestRules = () => import('../../components/giving/forms.ts').then((forms) => forms.donateForm.guest);
const donorRules = () => import('../../components/giving/forms.ts').then((forms) => forms.donateForm.donor);

function DonateForm({
  campaignId,
  charityName,
  plans,
  setup,
}: {
  campaignId: number;
  charityName: string;
  plans: PlanSetup;
  setup: CheckoutSetup;
}) {
  const { t } = useI18n();
  const { currencies } = useRootData();
  const guest = useDonorName() === null;
  const form = useSchemaForm(guest ? guestRules : donorRules, setup.failure, {
    ...useGivingDefaults(),
    campaign_id: campaignId,
    amount: '',
    plan: 'once',
    odd_nights_multiplier: '1',
  });
  return (
    <GivingForm
      id="donate-form"
      title={t('giving.donate.form')}
      form={form}
      setup={setup}
      charityName={charityName}
    >
      <AmountFields name="amount" label={t('giving.form.amount')} currencies={currencies} />
      <PlanFields
        setup={plans}
        amount={typedOrPreset(form.watch('amount'), form.watch('preset'))}
        currencies={currencies}
      />
    </GivingForm>
  );
}

/** A campaign that takes no gifts now says why, and leads back to its page. */
function CampaignClosed({ campaign }: { campaign: CampaignDetail }) {
  const { t, path } = useI18n();
  // Suspended by the staff, it is shown `paused`, but the pause is the platform's (decision 029).
  const reason = campaign.suspended
    ? t('giving.donate.closed.suspended')
    : campaign.status === 'paused'
      ? t('giving.donate.closed.paused')
      : campaign.status === 'ended' || campaign.status === 'completed'
        ? t('giving.donate.closed.ended')
        : t('giving.donate.closed.other');
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <CircleSlash aria-hidden="true" className="size-12 text-muted" />
      <h2 id="donate-form" className="text-xl font-bold">
        {t('giving.donate.closed.title')}
      </h2>
      <p className="max-w-md text-lg text-muted">{reason}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link className="btn" to={path(`/campaigns/${campaign.id}`)}>
          {t('giving.donate.closed.back')}
        </Link>
        <Link className="btn btn-outline" to={path('/campaigns')}>
          {t('giving.donate.closed.others')}
        </Link>
      </div>
    </div>
  );
}
