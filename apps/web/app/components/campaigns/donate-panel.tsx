import type { CampaignDetail } from '@ataa/contract/schemas/campaigns';
import { lastDayOf } from '@ataa/contract/site-days';
import { CalendarDays, HandHeart, Info } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { ShareButtons } from '../content/share-buttons.tsx';
import { CampaignFacts } from './badges.tsx';
import { campaignDays } from './campaign-days.ts';
import { CartButton } from './cart-button.tsx';
import { OpeningPanel, type ReminderAnswer } from './opening-panel.tsx';
import { CampaignProgress } from './progress.tsx';

/** Why a campaign takes no donations, in the words of its status. */
function closedReason(status: CampaignDetail['status']) {
  if (status === 'paused' || status === 'completed' || status === 'ended')
    return `campaigns.closed.${status}` as const;
  return 'campaigns.closed.other' as const;
}

/**
 * The campaign's figures and the ways to act on them: donate (or why one cannot), the cart and
 * sharing. It sits beside the story on a wide screen and follows the reader down.
 */
export function DonatePanel({
  campaign,
  reminder = {},
}: {
  campaign: CampaignDetail;
  /** The answer to the reminder form of a campaign before its first day. */
  reminder?: ReminderAnswer;
}) {
  const { t, path, day } = useI18n();
  // Days left are rounded up, so none left means the end date has passed.
  const ended = campaign.remaining_days === 0;
  const lastDay = lastDayOf(campaign.end_at);
  return (
    <section
      aria-label={t('campaigns.detail.donate_bar')}
      className="space-y-5 rounded-3xl bg-white p-5 shadow-md ring-1 ring-line sm:p-6 lg:sticky lg:top-24"
    >
      <CampaignProgress campaign={campaign} large />
      <div className="space-y-2">
        <CampaignFacts donors={campaign.total_donors} days={campaignDays(campaign)} />
        <p className="inline-flex items-center gap-1.5 text-sm text-muted">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          <time dateTime={lastDay}>
            {t(ended ? 'campaigns.detail.ended_on' : 'campaigns.detail.ends', { date: day(lastDay) })}
          </time>
        </p>
      </div>
      {campaign.opens_on ? (
        <OpeningPanel campaign={{ ...campaign, opens_on: campaign.opens_on }} reminder={reminder} />
      ) : campaign.accepts_donations ? (
        <Link
          to={path(`/campaigns/donate/${campaign.id}`)}
          className="btn btn-accent min-h-12 w-full text-lg"
        >
          <HandHeart aria-hidden="true" className="size-5" />
          {t('campaigns.donate_now')}
        </Link>
      ) : (
        <p className="flex gap-2 rounded-2xl bg-sand p-4 text-ink">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-dark" />
          {/* Suspended by the staff: shown `paused`, but said to be the platform's review (decision 029). */}
          {t(campaign.suspended ? 'campaigns.closed.suspended' : closedReason(campaign.status))}
        </p>
      )}
      <CartButton campaign={campaign} className="w-full" />
      <div className="border-t border-line pt-4">
        <ShareButtons title={campaign.name} />
      </div>
    </section>
  );
}

/** On a phone, donating stays one tap away at the bottom of the screen. */
export function DonateBar({ campaign }: { campaign: CampaignDetail }) {
  const { t, path } = useI18n();
  if (!campaign.accepts_donations) return null;
  return (
    <div className="campaign-donate-bar fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 p-3 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur lg:hidden">
      <Link to={path(`/campaigns/donate/${campaign.id}`)} className="btn btn-accent w-full">
        <HandHeart aria-hidden="true" className="size-5" />
        {t('campaigns.donate_now')}
      </Link>
    </div>
  );
}
