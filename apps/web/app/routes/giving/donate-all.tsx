import type { AllCampaignsItem } from '@ataa/contract/schemas/campaigns';
import { translate } from '@ataa/contract/translate';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/content/page-header.tsx';
import { useSchemaForm } from '../../components/form.tsx';
import { AmountFields } from '../../components/giving/amount-fields.tsx';
import { CampaignChoice } from '../../components/giving/campaign-choice.tsx';
import { donateAllForm } from '../../components/giving/forms.ts';
import { type CheckoutSetup, GivingForm, useGivingDefaults } from '../../components/giving/giving-form.tsx';
import { givesAsDonor, useDonorName } from '../../components/giving/use-donor-name.ts';
import { apiFor } from '../../lib/api.server.ts';
import { startCheckout } from '../../lib/checkout.server.ts';
import { parseForm } from '../../lib/form-action.server.ts';
import { requestLocale, useI18n } from '../../lib/i18n.ts';
import { idempotent, newIdempotencyKey } from '../../lib/idempotency.server.ts';
import { useRootData } from '../../lib/root-data.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import { loadViewer } from '../../lib/viewer.server.ts';
import type { Route } from './+types/donate-all';

/** The fields this form shows (the campaigns' rows show their own); other errors land above it. */
const shows = (field: string) =>
  /^(total_amount|currency_id|name|email|mobile|love_\w+|campaign)$/.test(field) ||
  /^campaign\.\d+\.id$/.test(field);

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const [campaigns, gateways] = await Promise.all([
    api.read('GET /all-campaigns'),
    api.read('GET /payments/gateways'),
  ]);
  return { campaigns, gateways, idempotencyKey: newIdempotencyKey() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  // One field for the chosen boxes, as the schema reads a plain post.
  form.set('campaign', form.getAll('campaign').join(','));
  const api = apiFor(context, request, locale);
  const [{ viewer }, currencies] = await Promise.all([
    loadViewer(context, request, locale),
    api.read('GET /currencies', { query: { lang: locale } }),
  ]);
  const parsed = parseForm(donateAllForm(!givesAsDonor(viewer), currencies), form, locale);
  if (!parsed.ok) return parsed.failure;
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

function DonateAllForm({ campaigns, setup }: { campaigns: AllCampaignsItem[]; setup: CheckoutSetup }) {
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
  });
  return (
    <GivingForm id="donate-all-form" title={t('giving.all.form')} form={form} setup={setup}>
      <AmountFields name="total_amount" label={t('giving.all.total')} currencies={currencies} />
      <CampaignChoice campaigns={campaigns} currencies={currencies} failure={setup.failure} />
    </GivingForm>
  );
}
