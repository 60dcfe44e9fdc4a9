import type { CampaignCard as Campaign } from '@ataa/contract/schemas/campaigns';
import { BadgeCheck, HandHeart, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { CardGrid, CoverImage, gridImageLoad, type ImageLoad } from '../content/cards.tsx';
import { IntentLink } from '../intent-link.tsx';
import { CampaignFacts, FeaturedBadge, StatusBadge } from './badges.tsx';
import { type CampaignDays, campaignDays } from './campaign-days.ts';
import { CartButton } from './cart-button.tsx';
import { CharityLink } from './charity-link.tsx';
import { CampaignProgress } from './progress.tsx';

interface CampaignCardProps {
  campaign: Campaign;
  /** When the card's picture is fetched (`gridImageLoad`). */
  load?: ImageLoad;
  /** h2 on a list page, h3 under a section heading. */
  headingLevel?: 2 | 3;
  /** Its days, when not read from its dates (a form's preview: none until they are chosen). */
  days?: CampaignDays | null;
}

/**
 * A campaign in a grid: picture, status, category, name (the link, stretched over the card),
 * charity, progress, donors and days left, and the ways to give. Links and buttons inside sit
 * above the stretched link so each keeps its own target.
 */
export function CampaignCard({ campaign, load, headingLevel = 3, days }: CampaignCardProps) {
  const { t, path } = useI18n();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card group relative flex h-full flex-col shadow-sm transition-transform duration-200 hover:-translate-y-0.5 hover:shadow-lg has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-primary">
      <div className="relative overflow-hidden">
        <CoverImage
          src={campaign.image}
          alt=""
          load={load}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <div className="absolute inset-x-3 top-3 flex flex-wrap items-start justify-between gap-2">
          <StatusBadge status={campaign.status} />
          {campaign.is_featured ? <FeaturedBadge /> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="inline-flex items-center gap-1.5 text-sm font-bold text-accent">
          <Tag aria-hidden="true" className="size-4 shrink-0" />
          {campaign.category.name}
        </p>
        <Heading className="text-lg leading-snug font-bold text-ink">
          <IntentLink
            to={path(`/campaigns/${campaign.id}`)}
            className="after:absolute after:inset-0 after:content-[''] hover:text-primary-dark focus-visible:outline-none"
          >
            {campaign.name}
          </IntentLink>
        </Heading>
        <CharityLink charity={campaign.user} className="relative z-10" />
        <div className="mt-auto space-y-3 pt-1">
          <CampaignProgress campaign={campaign} />
          <CampaignFacts
            donors={campaign.total_donors}
            days={days === undefined ? campaignDays(campaign) : days}
          />
          {campaign.cart_status === 'donated' ? (
            <p className="inline-flex items-center gap-1.5 text-sm font-bold text-primary-dark">
              <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
              {t('campaigns.cart.donated')}
            </p>
          ) : null}
        </div>
        {campaign.accepts_donations || campaign.in_cart ? (
          <div className="flex flex-wrap gap-2 border-t border-line pt-4">
            {campaign.accepts_donations ? (
              <Link
                to={path(`/campaigns/donate/${campaign.id}`)}
                className="btn btn-sm relative z-10 grow"
                aria-label={t('campaigns.donate_to', { name: campaign.name })}
              >
                <HandHeart aria-hidden="true" className="size-4" />
                {t('campaigns.donate')}
              </Link>
            ) : null}
            <CartButton campaign={campaign} />
          </div>
        ) : null}
      </div>
    </article>
  );
}

interface GridProps {
  campaigns: Campaign[];
  /** On a list page the cards' titles are h2 and the first row is fetched at once. */
  list?: boolean;
}

/** Campaign cards in the site's grid (one column on a phone, up to three). */
export function CampaignGrid({ campaigns, list = false }: GridProps) {
  return (
    <CardGrid>
      {campaigns.map((campaign, index) => (
        <li key={campaign.id}>
          <CampaignCard
            campaign={campaign}
            headingLevel={list ? 2 : 3}
            load={list ? gridImageLoad(index) : 'lazy'}
          />
        </li>
      ))}
    </CardGrid>
  );
}
