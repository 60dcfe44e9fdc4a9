import { translate } from '@ataa/contract/translate';
import { useEffect, useState } from 'react';
import { CampaignForm } from '../../components/charity/campaign-form.tsx';
import { CampaignActions } from '../../components/charity/campaign-form-actions.tsx';
import { CampaignState } from '../../components/charity/campaign-form-state.tsx';
import { NewsSection, newsClosed } from '../../components/charity/news-section.tsx';
import { toast } from '../../components/toasts.tsx';
import { requireRole } from '../../lib/access.server.ts';
import { apiFor } from '../../lib/api.server.ts';
import { requestLocale, useI18n } from '../../lib/i18n.ts';
import { newIdempotencyKey } from '../../lib/idempotency.server.ts';
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
  const asked = new URL(request.url).searchParams;
  // The news form's one-time key: new with each load, so each posted update makes the next form new.
  return {
    campaign,
    setup,
    sent: asked.has('sent'),
    newsSaved: asked.has('news_saved'),
    newsKey: newIdempotencyKey(),
  };
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

/**
 * The campaign form's key: the form starts again from the campaign once the page holds the
 * campaign as a save left it. React Router hands the page the save's answer before it has loaded
 * the campaign again, so a key taken from the answer alone started the form again from the old
 * campaign, whose next save wrote the old values back. Pausing, resuming and news leave the key,
 * and what is being typed, alone.
 */
function useFormKey(campaign: { id: number; updated_at: string }, savedAt: string | undefined) {
  const [key, setKey] = useState('loaded');
  const reloaded = savedAt !== undefined && Date.parse(campaign.updated_at) >= Date.parse(savedAt);
  if (reloaded && key !== savedAt) setKey(savedAt);
  return `${campaign.id}:${key}`;
}

export default function CampaignEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { currencies } = useRootData();
  const { campaign, setup, sent, newsSaved, newsKey } = loaderData;
  // Only the campaign form navigates; the other forms answer their own fetchers.
  const saved = actionData?.intent === 'save' ? actionData : undefined;
  const formKey = useFormKey(campaign, saved?.savedAt);
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
          key={formKey}
          setup={{ ...setup, currencies }}
          failure={saved}
          campaign={campaign}
          hidden={{ intent: 'save' }}
          submit={t('campaign_form.edit.submit')}
        />
      )}
      <CampaignActions campaign={campaign} />
      <NewsSection
        campaignId={campaign.id}
        closed={newsClosed(campaign)}
        updates={campaign.updates.data}
        newsKey={newsKey}
        saved={newsSaved}
      />
    </div>
  );
}
