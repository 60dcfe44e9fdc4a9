import { translate } from '@ataa/contract/translate';
import { redirect } from 'react-router';
import { CampaignForm } from '../../components/charity/campaign-form.tsx';
import { campaignFormRules } from '../../components/charity/campaign-form-rules.ts';
import { PageHeader } from '../../components/content/page-header.tsx';
import { requireRole } from '../../lib/access.server.ts';
import { apiFor } from '../../lib/api.server.ts';
import { parseForm } from '../../lib/form-action.server.ts';
import { localizePath, requestLocale, useI18n } from '../../lib/i18n.ts';
import { idempotent, newIdempotencyKey, sendOnce } from '../../lib/idempotency.server.ts';
import { useRootData } from '../../lib/root-data.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/start-campaign';
import { campaignFailure, campaignUpload, loadFormSetup } from './campaign-form.server.ts';

/** Starting a campaign needs an approved charity (contract §15.3); others go where they belong. */
const requireApprovedCharity = (context: Route.LoaderArgs['context'], request: Request) =>
  requireRole(context, request, requestLocale(request), { role: 'charity', approved: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireApprovedCharity(context, request);
  return { setup: await loadFormSetup(context, request), idempotencyKey: newIdempotencyKey() };
}

/**
 * Sends the new campaign under the form's one-time key, so a double click or a replayed post
 * makes one campaign, then opens its edit page (pending until the staff approve it).
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireApprovedCharity(context, request);
  const locale = requestLocale(request);
  const form = await request.formData();
  const parsed = parseForm(campaignFormRules.create, form, locale);
  if (!parsed.ok) return parsed.failure;
  const api = apiFor(context, request, locale);
  const upload = campaignUpload(form);
  const answer = await sendOnce(form, (key) =>
    api.call('POST /charity/campaigns', { form: upload, headers: idempotent(key) }),
  );
  if (!answer.ok) return campaignFailure(answer, form);
  return redirect(localizePath(`/dashboard/charity/campaigns/${answer.result.id}/edit?sent=1`, locale));
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'campaign_form.start.title'), noindex: true });
}

export default function StartCampaign({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { currencies } = useRootData();
  return (
    <main id="main">
      <PageHeader
        title={t('campaign_form.start.title')}
        lead={t('campaign_form.start.lead')}
        crumbs={[
          { label: t('account.dashboard.charity_title'), to: path('/dashboard/charity') },
          { label: t('campaign_form.start.title') },
        ]}
      />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
        <CampaignForm
          setup={{ ...loaderData.setup, currencies }}
          failure={actionData}
          hidden={{ idempotency_key: loaderData.idempotencyKey }}
          submit={t('campaign_form.start.submit')}
        />
      </div>
    </main>
  );
}
