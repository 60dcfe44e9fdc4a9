import { translate } from '@ataa/contract/translate';
import { ArrowRight, BadgeCheck, HandCoins, HandHeart, Megaphone, MoonStar, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HomeCampaigns } from '../../components/campaigns/home-sections.tsx';
import { TopDonorsSection } from '../../components/campaigns/top-donors.tsx';
import { CardGrid, ContentCard } from '../../components/content/cards.tsx';
import { CrescentOrnament, StarOrnament } from '../../components/content/ornament.tsx';
import { RamadanBanner } from '../../components/content/ramadan-banner.tsx';
import { ArrowLink, SectionHeading } from '../../components/content/section-heading.tsx';
import type { Partner } from '../../components/content/types.ts';
import { ClickToPlay } from '../../components/content/video-player.tsx';
import { IntentLink } from '../../components/intent-link.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { WITH_DONATE_ALL_BUTTON } from '../../lib/donate-all-button.ts';
import { useI18n } from '../../lib/i18n.ts';
import { publicPageHeaders } from '../../lib/public-page.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/home';
import { summarizeStory } from './content-items.server.ts';

/** How many stories and blog posts the home page shows: one row of cards. */
const HOME_CARDS = 3;

export const headers = publicPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const firstCards = { query: { page: 1, per_page: HOME_CARDS } };
  const [stats, campaigns, topDonors, mainVideo, partners, stories, blogs, ramadan] = await Promise.all([
    api.read('GET /banner/statistics'),
    api.read('GET /public-campaigns'),
    api.read('GET /top/donors'),
    api.read('GET /main/video'),
    api.read('GET /partners'),
    api.read('GET /stories', firstCards),
    api.read('GET /blogs', firstCards),
    // A cached public read like the others; the page (kept a few seconds, decision 011) follows
    // the evening's new night within that time. Without it the home page stands, bannerless.
    api.read('GET /ramadan').catch(() => null),
  ]);
  return {
    stats,
    campaigns,
    topDonors,
    mainVideo,
    partners: partners.data,
    stories: stories.data.map(summarizeStory),
    blogs: blogs.data,
    ramadan,
  };
}

export const handle = WITH_DONATE_ALL_BUTTON;

export function meta(args: Route.MetaArgs) {
  const locale = metaLocale(args);
  return seo(args, {
    title: translate(locale, 'site.brand'),
    description: args.loaderData?.stats.subtitle || translate(locale, 'content.home.hero.subtitle'),
    image: args.loaderData?.stats.image,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, path, money, number } = useI18n();
  const { stats, campaigns, topDonors, mainVideo, partners, stories, blogs, ramadan } = loaderData;
  return (
    <main id="main">
      <Hero title={stats.title} subtitle={stats.subtitle} image={stats.image} />

      <section aria-labelledby="home-stats" className="relative z-10 mx-auto -mt-14 max-w-6xl px-4 sm:-mt-16">
        <h2 id="home-stats" className="sr-only">
          {t('content.home.stats.title')}
        </h2>
        <dl className="grid gap-3 rounded-3xl bg-white p-3 shadow-xl ring-1 ring-line sm:grid-cols-3 sm:gap-4 sm:p-4">
          <Stat icon={<HandCoins className="size-6" />} label={t('content.home.stats.collected')}>
            {money(stats.total_collected, stats.currency.code)}
          </Stat>
          <Stat icon={<Users className="size-6" />} label={t('content.home.stats.donors')}>
            {number(stats.total_donors)}
          </Stat>
          <Stat icon={<Megaphone className="size-6" />} label={t('content.home.stats.campaigns')}>
            {number(stats.total_campaigns)}
          </Stat>
        </dl>
      </section>

      <RamadanBanner ramadan={ramadan} />
      <HomeCampaigns campaigns={campaigns} />
      <TopDonorsSection donors={topDonors} />

      {mainVideo.video_url ? (
        <section
          aria-labelledby="home-video"
          className="render-when-near mx-auto max-w-7xl px-4 pt-16 sm:pt-20"
        >
          <div className="grid items-center gap-8 lg:grid-cols-5 lg:gap-12">
            <div className="lg:col-span-2">
              <p className="mb-1 text-sm font-bold text-accent">{t('content.home.video.eyebrow')}</p>
              <h2 id="home-video" className="text-2xl leading-snug font-bold sm:text-3xl">
                {mainVideo.title || t('content.home.video.title')}
              </h2>
              <span aria-hidden="true" className="mt-3 block h-1 w-14 rounded-full bg-accent/80" />
              <p className="mt-4 text-lg text-muted">{t('content.home.video.text')}</p>
              <ArrowLink to={path('/videos')} className="mt-4">
                {t('content.home.video.more')}
              </ArrowLink>
            </div>
            <div className="lg:col-span-3">
              <ClickToPlay
                videoUrl={mainVideo.video_url}
                title={mainVideo.title || t('content.home.video.title')}
              />
            </div>
          </div>
        </section>
      ) : null}

      {stories.length > 0 ? (
        <section
          aria-labelledby="home-stories"
          className="render-when-near mt-16 bg-sand py-14 sm:mt-20 sm:py-16"
        >
          <div className="mx-auto max-w-7xl px-4">
            <SectionHeading
              id="home-stories"
              eyebrow={t('content.home.stories.eyebrow')}
              title={t('content.home.stories.title')}
              lead={t('content.home.stories.lead')}
              action={{ to: path('/stories'), label: t('content.home.stories.all') }}
            />
            <CardGrid>
              {stories.map((story) => (
                <li key={story.id}>
                  <ContentCard
                    to={path(`/stories/${story.id}`)}
                    title={story.title}
                    image={story.image}
                    date={story.created_at}
                    excerpt={story.excerpt}
                  />
                </li>
              ))}
            </CardGrid>
          </div>
        </section>
      ) : null}

      {blogs.length > 0 ? (
        <section
          aria-labelledby="home-blogs"
          className="render-when-near mx-auto max-w-7xl px-4 pt-16 sm:pt-20"
        >
          <SectionHeading
            id="home-blogs"
            eyebrow={t('content.home.blogs.eyebrow')}
            title={t('content.home.blogs.title')}
            action={{ to: path('/blogs'), label: t('content.home.blogs.all') }}
          />
          <CardGrid>
            {blogs.map((blog) => (
              <li key={blog.id}>
                <ContentCard
                  to={path(`/blogs/${blog.id}`)}
                  title={blog.title}
                  image={blog.image}
                  date={blog.created_at}
                  excerpt={blog.description}
                />
              </li>
            ))}
          </CardGrid>
        </section>
      ) : null}

      {partners.length > 0 ? <Partners partners={partners} /> : null}

      <CallToAction />
    </main>
  );
}

function Hero({
  title,
  subtitle,
  image,
}: {
  title: string | null;
  subtitle: string | null;
  image: string | null;
}) {
  const { t, path } = useI18n();
  return (
    <section
      aria-labelledby="home-title"
      className="on-dark relative isolate overflow-hidden bg-gradient-to-br from-primary-dark via-primary-dark to-primary text-white"
    >
      {image ? (
        <img
          src={image}
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          className="absolute inset-0 -z-20 size-full object-cover opacity-25"
        />
      ) : null}
      <StarOrnament className="pointer-events-none absolute -end-24 -top-24 -z-10 size-[28rem] text-white/10" />
      <StarOrnament className="pointer-events-none absolute -bottom-32 -start-20 -z-10 size-80 text-white/5" />
      <CrescentOrnament className="pointer-events-none absolute end-6 top-10 -z-10 hidden size-32 text-[#f6e7b4]/25 md:block lg:end-24 lg:size-44" />
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-28 sm:pt-20 sm:pb-32 lg:pt-24">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-bold ring-1 ring-white/20">
          <MoonStar aria-hidden="true" className="size-4 text-[#f6e7b4]" />
          {t('content.home.hero.eyebrow')}
        </p>
        <h1
          id="home-title"
          className="mt-5 max-w-3xl text-3xl leading-tight font-bold sm:text-5xl sm:leading-tight"
        >
          {title || t('content.home.hero.title')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-white/85 sm:text-xl">
          {subtitle || t('content.home.hero.subtitle')}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={path('/donate/all')} className="btn btn-accent grow sm:grow-0">
            <HandHeart aria-hidden="true" className="size-5" />
            {t('content.home.hero.donate')}
          </Link>
          <IntentLink to={path('/campaigns')} className="btn btn-light grow sm:grow-0">
            {t('content.home.hero.browse')}
            <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </IntentLink>
          <Link to={path('/signup-charity')} className="btn btn-ghost-light grow sm:grow-0">
            <Megaphone aria-hidden="true" className="size-5" />
            {t('content.home.hero.start')}
          </Link>
        </div>
      </div>
    </section>
  );
}

function Stat({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // A definition list's groups hold only dt and dd, so the icon sits inside the dt, drawn at the start.
  return (
    <div className="relative flex min-h-20 flex-col-reverse justify-center rounded-2xl bg-sand/70 p-4 ps-20 sm:p-5 sm:ps-[5.25rem]">
      <dt className="text-sm text-muted">
        <span
          aria-hidden="true"
          className="absolute start-4 top-1/2 flex size-12 -translate-y-1/2 items-center justify-center rounded-2xl bg-primary text-white sm:start-5"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-2xl font-bold text-primary-dark tabular-nums">{children}</dd>
    </div>
  );
}

function Partners({ partners }: { partners: Partner[] }) {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="home-partners"
      className="render-when-near mx-auto max-w-7xl px-4 pt-16 sm:pt-20"
    >
      <SectionHeading
        id="home-partners"
        align="center"
        eyebrow={t('content.home.partners.eyebrow')}
        title={t('content.home.partners.title')}
        lead={t('content.home.partners.lead')}
      />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
        {partners.map((partner) => {
          const body = (
            <>
              {partner.image ? (
                <img
                  src={partner.image}
                  alt=""
                  width={256}
                  height={256}
                  loading="lazy"
                  decoding="async"
                  className="size-16 rounded-xl object-contain"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-16 items-center justify-center rounded-xl bg-sand text-2xl font-bold text-primary-dark"
                >
                  {partner.name.slice(0, 1)}
                </span>
              )}
              <span className="text-center text-sm leading-snug font-bold text-ink">{partner.name}</span>
            </>
          );
          const box =
            'flex h-full flex-col items-center justify-start gap-3 rounded-2xl border border-line bg-white p-4 transition-transform';
          return (
            <li key={partner.id}>
              {partner.url ? (
                <a
                  href={partner.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${box} hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md`}
                >
                  {body}
                  <span className="sr-only">{t('content.common.new_tab')}</span>
                </a>
              ) : (
                <div className={box}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function CallToAction() {
  const { t, path } = useI18n();
  return (
    <section aria-labelledby="home-cta" className="render-when-near mx-auto max-w-7xl px-4 pt-16 sm:pt-20">
      <div className="on-dark relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-primary to-primary-dark px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <StarOrnament className="pointer-events-none absolute -start-16 -top-16 -z-10 size-64 text-white/10" />
        <StarOrnament className="pointer-events-none absolute -end-12 -bottom-20 -z-10 size-56 text-white/10" />
        <BadgeCheck aria-hidden="true" className="mx-auto size-10 text-[#f6e7b4]" />
        <h2 id="home-cta" className="mx-auto mt-4 max-w-2xl text-2xl leading-snug font-bold sm:text-3xl">
          {t('content.home.cta.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-white/85">{t('content.home.cta.text')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={path('/donate/all')} className="btn btn-accent">
            <HandHeart aria-hidden="true" className="size-5" />
            {t('content.home.cta.donate')}
          </Link>
          <IntentLink to={path('/about')} className="btn btn-ghost-light">
            {t('content.home.cta.learn')}
          </IntentLink>
        </div>
      </div>
    </section>
  );
}
