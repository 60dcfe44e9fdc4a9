import { isolate } from '@ataa/contract/bidi';
import { inBothCalendarsText } from '@ataa/contract/opening-day';
import type { CharityCampaignListItem } from '@ataa/contract/schemas/charity';
import { ExternalLink, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { CampaignFacts, StatusBadge } from '../campaigns/badges.tsx';
import { campaignDays } from '../campaigns/campaign-days.ts';
import { CampaignProgress } from '../campaigns/progress.tsx';

/** The campaign form for one campaign, named with it so each link says which. */
export function EditCampaignLink({
  campaign,
  className,
}: {
  campaign: Pick<CharityCampaignListItem, 'id' | 'name'>;
  className: string;
}) {
  const { t, path } = useI18n();
  return (
    <Link
      to={path(`/dashboard/charity/campaigns/${campaign.id}/edit`)}
      aria-label={t('charity.campaigns.edit_named', { name: campaign.name })}
      className={className}
    >
      <Pencil aria-hidden="true" className="size-4" />
      {t('charity.campaigns.edit')}
    </Link>
  );
}

/**
 * One of the charity's campaigns: status, name, why it was refused or suspended, progress towards
 * its goal, donors and days left, and the ways to edit it and to see its page (a preview while it
 * is not public). A cancelled campaign is final, so it has nothing to edit.
 */
export function CharityCampaignRow({ campaign }: { campaign: CharityCampaignListItem }) {
  const { t, path, locale } = useI18n();
  return (
    <article className="card flex flex-col gap-4 p-4 sm:flex-row sm:p-5">
      <img
        src={campaign.image}
        alt=""
        width={160}
        height={90}
        loading="lazy"
        decoding="async"
        className="hidden aspect-video h-auto w-40 shrink-0 self-start rounded-xl bg-sand object-cover sm:block"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <StatusBadge status={campaign.status} opensOn={campaign.opens_on} />
        </div>
        <h2 className="text-lg font-bold break-words">{campaign.name}</h2>
        {campaign.status === 'published' && campaign.opens_on ? (
          <p className="rounded-lg bg-sand p-3 text-sm">
            {t('campaign_form.edit.state.upcoming', { date: inBothCalendarsText(locale, campaign.opens_on) })}
          </p>
        ) : null}
        {campaign.status === 'rejected' && campaign.rejection_reason ? (
          <p className="rounded-lg bg-sand p-3 text-sm">
            {t('charity.campaigns.reason', { reason: isolate(campaign.rejection_reason) })}
          </p>
        ) : null}
        {campaign.suspended ? (
          <p className="rounded-lg bg-danger/5 p-3 text-sm text-danger">
            {t('charity.campaigns.suspended', { reason: isolate(campaign.suspension_reason ?? '') })}
          </p>
        ) : null}
        <CampaignProgress campaign={campaign} />
        <CampaignFacts donors={campaign.total_donors} days={campaignDays(campaign)} />
        <div className="flex flex-wrap gap-2 border-t border-line pt-3">
          {campaign.status === 'cancelled' ? null : (
            <EditCampaignLink campaign={campaign} className="btn btn-sm" />
          )}
          <Link
            to={path(`/campaigns/${campaign.id}`)}
            aria-label={t('charity.campaigns.view_named', { name: campaign.name })}
            className="btn btn-outline btn-sm"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('charity.campaigns.view')}
          </Link>
        </div>
      </div>
    </article>
  );
}
