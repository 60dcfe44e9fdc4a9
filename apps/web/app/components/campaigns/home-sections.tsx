import type { CampaignCard as Campaign } from '@ataa/contract/schemas/campaigns';
import type { ComponentProps } from 'react';
import { useI18n } from '../../lib/i18n.ts';
import { SectionHeading } from '../content/section-heading.tsx';
import { CampaignGrid } from './campaign-card.tsx';

// Two rows of featured campaigns and one of the newest keep the page's other sections in reach
// on a phone; the whole list is one link away.
const FEATURED = 6;
const LATEST = 3;

/**
 * The home page's campaigns (GET /public-campaigns): the featured ones in their own section,
 * then the newest that still take donations.
 */
export function HomeCampaigns({ campaigns }: { campaigns: Campaign[] }) {
  const { t, path } = useI18n();
  const featured = campaigns.filter((campaign) => campaign.is_featured).slice(0, FEATURED);
  const latest = campaigns.filter((campaign) => !campaign.is_featured).slice(0, LATEST);
  const all = { to: path('/campaigns'), label: t('campaigns.all') };
  return (
    <>
      <CampaignSection
        id="home-featured"
        eyebrow={t('campaigns.home.featured.eyebrow')}
        title={t('campaigns.home.featured.title')}
        lead={t('campaigns.home.featured.lead')}
        action={all}
        campaigns={featured}
      />
      <CampaignSection
        id="home-latest"
        eyebrow={t('campaigns.home.latest.eyebrow')}
        title={t('campaigns.home.latest.title')}
        // One link to the whole list is enough.
        action={featured.length > 0 ? undefined : all}
        campaigns={latest}
      />
    </>
  );
}

function CampaignSection({
  campaigns,
  ...heading
}: ComponentProps<typeof SectionHeading> & { campaigns: Campaign[] }) {
  if (campaigns.length === 0) return null;
  return (
    <section aria-labelledby={heading.id} className="render-when-near mx-auto max-w-7xl px-4 pt-16 sm:pt-20">
      <SectionHeading {...heading} />
      <CampaignGrid campaigns={campaigns} />
    </section>
  );
}
