import { isolate } from '@ataa/contract/bidi';
import type { CharityCampaignListItem } from '@ataa/contract/schemas/charity';
import { CalendarClock, Hourglass, type LucideIcon, TriangleAlert, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { EditCampaignLink } from './campaign-row.tsx';

export type AttentionKind = 'pending' | 'rejected' | 'ending' | 'reached';

/** Campaigns that need the charity for one reason, the first few of them. */
export interface AttentionGroup {
  kind: AttentionKind;
  campaigns: CharityCampaignListItem[];
  /** How many there are in all. */
  total: number;
  /** The campaign list's status filter that shows them all. */
  status: CharityCampaignListItem['status'];
}

const ICONS: Record<AttentionKind, LucideIcon> = {
  pending: Hourglass,
  rejected: TriangleAlert,
  ending: CalendarClock,
  reached: Trophy,
};

/** What each reason says under a campaign's name. */
function Detail({ kind, campaign }: { kind: AttentionKind; campaign: CharityCampaignListItem }) {
  const { t, money } = useI18n();
  if (kind === 'rejected' && campaign.rejection_reason)
    return t('charity.attention.reason', { reason: isolate(campaign.rejection_reason) });
  if (kind === 'ending') return t('campaigns.days_left', { count: campaign.remaining_days });
  if (kind === 'reached')
    return t('campaigns.progress.raised_of', {
      raised: money(campaign.total_amount, campaign.currency.code),
      goal: money(campaign.price_target, campaign.currency.code),
    });
  return null;
}

/**
 * Campaigns waiting for review, refused (with the reason), ending within a week or at their goal:
 * each with the way to edit it, and a link to the rest when there are more.
 */
export function CampaignsNeedingAttention({ groups }: { groups: AttentionGroup[] }) {
  const { t, path } = useI18n();
  const shown = groups.filter((group) => group.campaigns.length > 0);
  return (
    <section aria-labelledby="attention" className="card flex flex-col gap-4 p-5 sm:p-6">
      <h2 id="attention" className="text-xl font-bold">
        {t('charity.attention.title')}
      </h2>
      {shown.length === 0 ? <p className="text-muted">{t('charity.attention.empty')}</p> : null}
      {shown.map(({ kind, campaigns, total, status }) => {
        const Icon = ICONS[kind];
        return (
          <div key={kind} className="flex flex-col gap-2">
            <h3 className="flex items-center gap-2 font-bold text-primary-dark">
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {t(`charity.attention.${kind}`)}
            </h3>
            <ul className="divide-y divide-line rounded-xl border border-line">
              {campaigns.map((campaign) => (
                <li key={campaign.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                  <div className="min-w-0">
                    <p className="font-bold break-words">{campaign.name}</p>
                    <p className="text-sm text-muted">
                      <Detail kind={kind} campaign={campaign} />
                    </p>
                  </div>
                  <EditCampaignLink campaign={campaign} className="btn btn-outline btn-sm" />
                </li>
              ))}
            </ul>
            {total > campaigns.length ? (
              <Link
                to={path(`/dashboard/charity/campaigns?status=${status}`)}
                className="self-start text-sm font-bold text-primary-dark underline"
              >
                {t('charity.attention.more', { count: total })}
              </Link>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
