import type { CampaignCard } from '@ataa/contract/schemas/campaigns';
import { CalendarClock, Star, Users } from 'lucide-react';
import { useI18n } from '../../lib/i18n.ts';
import type { CampaignDays } from './campaign-days.ts';

type Status = CampaignCard['status'];

// Every pair is dark enough on its ground to read at small sizes (WCAG AA).
const TONE: Record<Status, string> = {
  published: 'bg-primary-dark text-white',
  completed: 'bg-[#8a5a00] text-white',
  paused: 'bg-[#5b4b8a] text-white',
  ended: 'bg-ink text-white',
  pending: 'bg-muted text-white',
  cancelled: 'bg-muted text-white',
  rejected: 'bg-danger text-white',
};

const PILL = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold shadow-sm';

/** The status word; an approved campaign before its first day says it opens soon (decision 028). */
export function StatusBadge({ status, opensOn }: { status: Status; opensOn?: string | null }) {
  const { t } = useI18n();
  const upcoming = status === 'published' && Boolean(opensOn);
  return (
    <span className={`${PILL} ${TONE[status]}`}>
      {upcoming ? t('campaigns.status_upcoming') : t(`campaigns.status.${status}`)}
    </span>
  );
}

export function FeaturedBadge() {
  const { t } = useI18n();
  return (
    <span className={`${PILL} bg-white text-accent`}>
      <Star aria-hidden="true" className="size-3.5 fill-current" />
      {t('campaigns.featured')}
    </span>
  );
}

/**
 * Donors so far and the campaign's days (`campaignDays`), in words with their plural forms; no
 * days at all when they are not known yet (a new campaign's preview before its dates are chosen).
 */
export function CampaignFacts({ donors, days }: { donors: number; days: CampaignDays | null }) {
  const { t } = useI18n();
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
      <span className="inline-flex items-center gap-1.5">
        <Users aria-hidden="true" className="size-4 shrink-0" />
        {t('campaigns.donors', { count: donors })}
      </span>
      {days ? (
        <span className="inline-flex items-center gap-1.5">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          {'runs' in days
            ? t('campaigns.days_runs', { count: days.runs })
            : t('campaigns.days_left', { count: days.left })}
        </span>
      ) : null}
    </p>
  );
}
