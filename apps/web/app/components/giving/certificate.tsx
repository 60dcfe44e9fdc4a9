import type { Gift } from '@ataa/contract/schemas/giving';
import { Quote } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { CrescentOrnament, StarOrnament } from '../content/ornament.tsx';
import { SocialLinks } from '../social-links.tsx';

const CORNERS = ['-start-10 -top-10', '-end-10 -top-10', '-start-10 -bottom-10', '-end-10 -bottom-10'];

/**
 * The gift card: a certificate in the site's green with a crescent and eight-pointed stars,
 * naming the recipient, the giver, their message, the cause and the day. It prints on one page.
 */
export function Certificate({ gift }: { gift: Gift }) {
  const { t, path, date } = useI18n();
  const { donation, campaign } = gift;
  return (
    <article className="certificate relative isolate mx-auto w-full max-w-3xl overflow-hidden rounded-3xl border border-primary/30 bg-white p-2 shadow-xl sm:p-3">
      <div className="relative isolate overflow-hidden rounded-2xl border-4 border-double border-primary/70 bg-[radial-gradient(circle_at_top,#f5f1e6,#fff_60%)] px-5 py-10 text-center sm:px-12 sm:py-14">
        {CORNERS.map((corner) => (
          <StarOrnament
            key={corner}
            className={`pointer-events-none absolute -z-10 size-28 text-primary/20 sm:size-36 ${corner}`}
          />
        ))}
        <CrescentOrnament className="mx-auto size-14 text-primary" />
        <p className="mt-4 text-sm font-bold tracking-[0.2em] text-accent uppercase">
          {t('giving.gift.eyebrow')}
        </p>
        <h1 className="mt-6 flex flex-col gap-2">
          <span className="text-lg text-muted">{t('giving.gift.for')}</span>
          <span className="text-4xl leading-tight font-bold break-words text-primary-dark sm:text-5xl">
            {donation.love_name}
          </span>
        </h1>
        <Divider />
        <p className="text-lg">
          {t('giving.gift.from')}{' '}
          <strong className="text-ink">
            <bdi>{donation.name}</bdi>
          </strong>
        </p>
        {donation.love_comment ? (
          <figure className="mx-auto mt-6 max-w-xl rounded-2xl bg-sand/70 px-5 pt-3 pb-5">
            <Quote
              aria-hidden="true"
              className="mx-auto size-7 fill-current text-accent/70 rtl:-scale-x-100"
            />
            {/* The giver's words keep their own direction, whatever the page's. */}
            <blockquote dir="auto" className="mt-1 text-xl leading-relaxed whitespace-pre-line text-ink">
              {donation.love_comment}
            </blockquote>
          </figure>
        ) : null}
        <p className="mt-8 text-lg">
          {campaign ? (
            <>
              {t('giving.gift.cause')}{' '}
              <Link
                to={path(`/campaigns/${campaign.id}`)}
                className="font-bold text-primary-dark underline underline-offset-4"
              >
                {campaign.name}
              </Link>
            </>
          ) : (
            t('giving.gift.several')
          )}
        </p>
        <p className="mt-2 text-muted">
          {t('giving.gift.on')} <time dateTime={donation.donated_at}>{date(donation.donated_at)}</time>
        </p>
        <Divider />
        <p className="text-muted">{t('giving.gift.blessing')}</p>
        <PlatformSignature />
      </div>
    </article>
  );
}

/** A thin rule with a small star in the middle. */
function Divider() {
  return (
    <div aria-hidden="true" className="mx-auto my-8 flex max-w-xs items-center gap-3 text-primary/70">
      <span className="h-px grow bg-current" />
      <StarOrnament className="size-9" />
      <span className="h-px grow bg-current" />
    </div>
  );
}

/** The platform that carried the gift, and where to follow it. */
function PlatformSignature() {
  const { t } = useI18n();
  return (
    <footer className="mt-6 flex flex-col items-center gap-3">
      <p className="text-xl font-bold text-primary-dark">{t('site.brand')}</p>
      <SocialLinks size="sm" label={t('site.footer.follow')} className="justify-center gap-2" />
    </footer>
  );
}
