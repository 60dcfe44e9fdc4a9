import type { CampaignCard } from '@ataa/contract/schemas/campaigns';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { StatusBadge } from '../campaigns/badges.tsx';

/** A campaign in one of the donor's lists: its status when known, and its name linked to its page. */
export function CampaignTitle({
  campaign,
  className = 'text-lg font-bold',
}: {
  campaign: { id: number; name: string; status?: CampaignCard['status'] };
  className?: string;
}) {
  const { path } = useI18n();
  return (
    <>
      {campaign.status ? (
        <div>
          <StatusBadge status={campaign.status} />
        </div>
      ) : null}
      <h2 className={className}>
        <Link to={path(`/campaigns/${campaign.id}`)} className="hover:text-primary-dark">
          {campaign.name}
        </Link>
      </h2>
    </>
  );
}
