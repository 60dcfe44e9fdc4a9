import type { CampaignDetail, CharityNews } from '@ataa/contract/schemas/campaigns';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import {
  CoverImage,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  PICTURE_SIZES,
  PublishedDate,
  pictureSizes,
} from '../content/cards.tsx';
import { RichText } from '../content/rich-text.tsx';

/** A section's h2 on the campaign page, with the site's small accent rule. */
export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-5 text-2xl font-bold text-ink">
      {children}
      <span aria-hidden="true" className="mt-2 block h-1 w-12 rounded-full bg-accent/80" />
    </h2>
  );
}

/** The campaign's photos; each opens at full size. */
export function CampaignGallery({ name, images }: { name: string; images: CampaignDetail['gallery'] }) {
  const { t, number } = useI18n();
  return (
    <section aria-labelledby="campaign-gallery" className="render-when-near">
      <SectionTitle id="campaign-gallery">{t('campaigns.detail.gallery')}</SectionTitle>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((image, index) => (
          <li key={image.id}>
            <a href={image.url} className="block overflow-hidden rounded-2xl ring-1 ring-line">
              <img
                src={image.url}
                {...pictureSizes(image.url, PICTURE_SIZES.thumbnail)}
                alt={t('campaigns.detail.photo', { number: number(index + 1), name })}
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                loading="lazy"
                decoding="async"
                className="aspect-video h-auto w-full bg-sand object-cover transition-transform duration-300 hover:scale-[1.03]"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

type Update = CampaignDetail['updates']['data'][number] & Partial<Pick<CharityNews, 'campaign'>>;

/**
 * News the charity posted from the field, newest first: a campaign's own, or (on the charity's
 * page, under its own title) those of all its campaigns, each linked to its campaign.
 */
export function CampaignUpdates({ updates, title }: { updates: Update[]; title?: string }) {
  const { t, path } = useI18n();
  return (
    <section aria-labelledby="campaign-updates" className="render-when-near">
      <SectionTitle id="campaign-updates">{title ?? t('campaigns.detail.updates')}</SectionTitle>
      <ol className="space-y-5 border-s-2 border-primary/20 ps-5">
        {updates.map((update) => (
          <li key={update.id}>
            <article className="relative rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
              <span
                aria-hidden="true"
                className="absolute -start-[1.85rem] top-6 size-3.5 rounded-full bg-primary ring-4 ring-[#fbfaf6]"
              />
              <PublishedDate value={update.created_at} className="text-sm text-muted" />
              <h3 dir="auto" className="mt-1 text-lg font-bold text-ink">
                {update.title}
              </h3>
              {update.campaign ? (
                <Link
                  to={path(`/campaigns/${update.campaign.id}`)}
                  className="mt-1 inline-block text-sm font-bold text-primary-dark underline"
                >
                  {t('charity.public.news_on', { name: update.campaign.name })}
                </Link>
              ) : null}
              {update.image ? (
                <CoverImage
                  src={update.image}
                  alt=""
                  sizes={PICTURE_SIZES.wide}
                  className="mt-3 rounded-xl"
                />
              ) : null}
              <RichText html={update.content} dir="auto" className="mt-2" />
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
