import type { CampaignCard } from '@ataa/contract/schemas/campaigns';
import { useI18n } from '../../lib/i18n.ts';
import { IntentLink } from '../intent-link.tsx';

type Charity = CampaignCard['user'];

/** A charity's photo, or its initial on a warm disc when it has none; decorative beside its name. */
export function CharityPhoto({ charity, size }: { charity: Charity; size: 'sm' | 'lg' }) {
  const box = size === 'lg' ? 'size-20 text-3xl' : 'size-8 text-sm';
  if (!charity.photo) {
    return (
      <span
        aria-hidden="true"
        className={`flex shrink-0 items-center justify-center rounded-full bg-primary/10 font-bold text-primary-dark ${box}`}
      >
        {charity.name.slice(0, 1)}
      </span>
    );
  }
  return (
    <img
      src={charity.photo}
      alt=""
      width={size === 'lg' ? 160 : 64}
      height={size === 'lg' ? 160 : 64}
      // The large photo heads its page; the small ones sit in cards further down.
      loading={size === 'lg' ? 'eager' : 'lazy'}
      decoding="async"
      className={`shrink-0 rounded-full bg-white object-cover ring-1 ring-line ${box}`}
    />
  );
}

/** The charity behind a campaign, linking to its page of campaigns. */
export function CharityLink({ charity, className = '' }: { charity: Charity; className?: string }) {
  const { path } = useI18n();
  return (
    <IntentLink
      to={path(`/charity/${charity.id}`)}
      className={`inline-flex min-h-11 items-center gap-2 self-start rounded-lg text-sm font-bold text-muted hover:text-primary-dark hover:underline ${className}`}
    >
      <CharityPhoto charity={charity} size="sm" />
      {charity.name}
    </IntentLink>
  );
}
