import type { CampaignCard } from '@ataa/contract/schemas/campaigns';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { CharityLink } from '../campaigns/charity-link.tsx';
import { CampaignProgress } from '../campaigns/progress.tsx';
import { IMAGE_HEIGHT, IMAGE_WIDTH, pictureSizes } from '../content/cards.tsx';

/**
 * The campaign being given to: a small picture beside its name on a phone, a full one on top on
 * a wide screen, then its charity and how far it has come.
 */
export function CampaignSummary({ campaign }: { campaign: CampaignCard }) {
  const { t, path } = useI18n();
  return (
    <aside aria-labelledby="campaign-summary" className="card self-start shadow-sm lg:sticky lg:top-24">
      <div className="flex items-start gap-4 p-4 lg:flex-col lg:gap-0 lg:p-0">
        <img
          src={campaign.image}
          {...pictureSizes(campaign.image, '(min-width: 1024px) 400px, 7rem')}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          fetchPriority="high"
          className="aspect-video w-28 shrink-0 rounded-lg bg-sand object-cover lg:w-full lg:rounded-none"
        />
        <div className="flex min-w-0 flex-col gap-1 lg:p-5 lg:pb-0">
          <p className="text-sm text-muted">{t('giving.donate.summary')}</p>
          <h2 id="campaign-summary" className="text-lg leading-snug font-bold">
            <Link to={path(`/campaigns/${campaign.id}`)} className="hover:text-primary-dark hover:underline">
              {campaign.name}
            </Link>
          </h2>
          <CharityLink charity={campaign.user} />
        </div>
      </div>
      <div className="border-t border-line p-4 lg:mt-2 lg:p-5">
        <CampaignProgress campaign={campaign} />
      </div>
    </aside>
  );
}
