import { translate } from '@ataa/contract/translate';
import { useEffect } from 'react';
import { CampaignForm } from '../../components/charity/campaign-form.tsx';
import { CampaignActions } from '../../components/charity/campaign-form-actions.tsx';
import { CampaignState } from '../../components/charity/campaign-form-state.tsx';
import { NewsSection } from '../../components/charity/news-section.tsx';
import { toast } from '../../components/toasts.tsx';
import { requireRole } from '../../lib/access.server.ts';
import { apiFor } from '../../lib/api.server.ts';
import { requestLocale, useI18n } from '../../lib/i18n.ts';
import { itemId } from '../../lib/page-address.server.ts';
import { useRootData } from '../../lib/root-data.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/campaign-edit';
import { runEdit } from './campaign-edit.server.ts';
import { loadFormSetup } from './campaign-form.server.ts';

/** Editing needs an approved charity (contract §15.3); another charity's campaign is the 404 page. */
const requireApprovedCharity = (context: Route.LoaderArgs['context'], request: Request) =>
  requireRole(context, request, requestLocale(request), { role: 'charity', approved: true });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireApprovedCharity(context, request);
  const api = apiFor(context, request);
  const [campaign, setup] = await Promise.all([
    api.read('GET /charity/campaigns/:id', { params: { id: itemId(params.id) } }),
    loadFormSetup(context, request),
  ]);
  return { campaign, setup, sent: new URL(request.url).searchParams.has('sent') };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireApprovedCharity(context, request);
  const locale = requestLocale(request);
  return runEdit({
    api: apiFor(context, request, locale),
    locale,
    id: itemId(params.id),
    form: await request.formData(),
  });
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'campaign_form.edit.title'), noindex: true });
}

export default function CampaignEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { currencies } = useRootData();
  const { campaign, setup, sent } = loaderData;
  // Only the campaign form navigates; the other forms answer their own fetchers.
  const saved = actionData?.intent === 'save' ? actionData : undefined;
  useEffect(() => {
    if (saved?.done) toast.success(saved.done);
  }, [saved]);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="font-bold text-accent">{t('campaign_form.edit.title')}</p>
        <h1 className="text-2xl leading-tight font-bold text-primary-dark sm:text-3xl">{campaign.name}</h1>
      </div>
      <CampaignState campaign={campaign} sent={sent} />
      {campaign.status === 'cancelled' ? null : (
        <CampaignForm
          key={saved?.savedAt ?? 'loaded'}
          setup={{ ...setup, currencies }}
          failure={saved}
          campaign={campaign}
          hidden={{ intent: 'save' }}
          submit={t('campaign_form.edit.submit')}
        />
      )}
      <CampaignActions status={campaign.status} />
      <NewsSection updates={campaign.updates.data} />
    </div>
  );
}
