import { isolate } from '@ataa/contract/bidi';
import { inBothCalendarsText } from '@ataa/contract/opening-day';
import type { CharityCampaign } from '@ataa/contract/schemas/charity';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { StatusBadge } from '../campaigns/badges.tsx';

/** Statuses whose campaign page anyone can open (contract §15.1); and before its start (decision 028). */
const PUBLIC = new Set<CharityCampaign['status']>(['published', 'paused', 'completed', 'ended']);

/** Where the campaign stands: its status and what that means, the review's reason, its page. */
export function CampaignState({ campaign, sent }: { campaign: CharityCampaign; sent: boolean }) {
  const { t, path } = useI18n();
  return (
    <div className="card flex flex-col gap-3 p-4 sm:p-6">
      {sent ? (
        <p role="status" className="rounded-lg bg-primary/10 p-3 font-bold text-primary-dark">
          {t('charity.campaign_created')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={campaign.status} opensOn={campaign.opens_on} />
        <p className="min-w-0 flex-1 basis-60">
          <StateWords campaign={campaign} />
        </p>
      </div>
      {campaign.status === 'rejected' && campaign.rejection_reason ? (
        <p className="rounded-lg border border-danger/40 bg-danger/5 p-3">
          {t('campaign_form.edit.reason', { reason: isolate(campaign.rejection_reason) })}
        </p>
      ) : null}
      {PUBLIC.has(campaign.status) || campaign.opens_on ? (
        <Link
          to={path(`/campaigns/${campaign.id}`)}
          className="self-start font-bold text-primary-dark underline"
        >
          {t('campaign_form.edit.view_public')}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * What the status means; before its first day, an approved campaign says when it opens. Suspended
 * by the staff, it is shown `paused` but it is not the charity's pause to lift (decision 029).
 */
function StateWords({ campaign }: { campaign: CharityCampaign }) {
  const { t, locale } = useI18n();
  if (campaign.suspended) {
    return <>{t('charity.campaigns.suspended', { reason: isolate(campaign.suspension_reason ?? '') })}</>;
  }
  if (campaign.status === 'published' && campaign.opens_on) {
    const date = inBothCalendarsText(locale, campaign.opens_on);
    return <>{t('campaign_form.edit.state.upcoming', { date })}</>;
  }
  return <>{t(`campaign_form.edit.state.${campaign.status}`)}</>;
}
