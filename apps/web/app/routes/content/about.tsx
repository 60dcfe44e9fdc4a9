import { translate } from '@ataa/contract/translate';
import {
  Eye,
  HandCoins,
  HandHeart,
  Handshake,
  HeartHandshake,
  Megaphone,
  MoonStar,
  Quote,
  Search,
  ShieldCheck,
  Sparkles,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StarOrnament } from '../../components/content/ornament.tsx';
import { PageHeader } from '../../components/content/page-header.tsx';
import { SectionHeading } from '../../components/content/section-heading.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { WITH_DONATE_ALL_BUTTON } from '../../lib/donate-all-button.ts';
import { useI18n } from '../../lib/i18n.ts';
import { publicPageHeaders } from '../../lib/public-page.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/about';

export const headers = publicPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const [stats, partners] = await Promise.all([
    api.read('GET /banner/statistics'),
    api.read('GET /partners'),
  ]);
  return { stats, partnerCount: partners.data.length };
}

export const handle = WITH_DONATE_ALL_BUTTON;

export function meta(args: Route.MetaArgs) {
  const locale = metaLocale(args);
  return seo(args, {
    title: translate(locale, 'content.about.title'),
    description: translate(locale, 'content.about.lead'),
  });
}

const WHY = [
  { icon: MoonStar, key: 'month' },
  { icon: HandCoins, key: 'zakat' },
  { icon: Users, key: 'together' },
] as const;

const VALUES = [
  { icon: ShieldCheck, key: 'trust' },
  { icon: Eye, key: 'transparency' },
  { icon: HeartHandshake, key: 'dignity' },
  { icon: Sparkles, key: 'full_value' },
] as const;

const STEPS = [
  { icon: Search, key: 'choose' },
  { icon: HandHeart, key: 'give' },
  { icon: Handshake, key: 'deliver' },
  { icon: Megaphone, key: 'report' },
] as const;

export default function About({ loaderData }: Route.ComponentProps) {
  const { t, path, money, number } = useI18n();
  const { stats, partnerCount } = loaderData;
  return (
    <main id="main">
      <PageHeader title={t('content.about.title')} lead={t('content.about.lead')} />

      <section aria-labelledby="about-why" className="mx-auto max-w-7xl px-4 pt-14 sm:pt-16">
        <SectionHeading
          id="about-why"
          eyebrow={t('content.about.why.eyebrow')}
          title={t('content.about.why.title')}
          lead={t('content.about.why.text')}
        />
        <ul className="grid gap-4 md:grid-cols-3">
          {WHY.map(({ icon: Icon, key }) => (
            <li key={key} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <IconBadge>
                <Icon className="size-6" />
              </IconBadge>
              <h3 className="mt-4 text-lg font-bold">{t(`content.about.why.${key}.title`)}</h3>
              <p className="mt-2 text-muted">{t(`content.about.why.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-story" className="mx-auto max-w-7xl px-4 pt-14 sm:pt-20">
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-14">
          <div>
            <SectionHeading
              id="about-story"
              eyebrow={t('content.about.story.eyebrow')}
              title={t('content.about.story.title')}
            />
            <div className="space-y-4 text-lg leading-relaxed">
              <p>{t('content.about.story.p1')}</p>
              <p>{t('content.about.story.p2')}</p>
              <p>{t('content.about.story.p3')}</p>
            </div>
          </div>
          <figure className="on-dark relative isolate self-start overflow-hidden rounded-3xl bg-primary-dark p-8 text-white shadow-xl sm:p-10">
            <StarOrnament className="pointer-events-none absolute -end-16 -bottom-16 -z-10 size-64 text-white/10" />
            <Quote aria-hidden="true" className="size-10 text-[#f6e7b4] rtl:-scale-x-100" />
            <blockquote className="mt-4 text-xl leading-relaxed font-bold sm:text-2xl">
              <p>{t('content.about.story.quote')}</p>
            </blockquote>
            <figcaption className="mt-6 text-white/80">{t('content.about.story.quote_source')}</figcaption>
          </figure>
        </div>
      </section>

      <section aria-labelledby="about-mission" className="mt-14 bg-sand py-14 sm:mt-20 sm:py-16">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading
            id="about-mission"
            eyebrow={t('content.about.mission.eyebrow')}
            title={t('content.about.mission.title')}
            lead={t('content.about.mission.text')}
          />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ icon: Icon, key }) => (
              <li key={key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line">
                <IconBadge>
                  <Icon className="size-6" />
                </IconBadge>
                <h3 className="mt-4 text-lg font-bold">{t(`content.about.mission.${key}.title`)}</h3>
                <p className="mt-2 text-muted">{t(`content.about.mission.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-how" className="mx-auto max-w-7xl px-4 pt-14 sm:pt-20">
        <SectionHeading
          id="about-how"
          eyebrow={t('content.about.how.eyebrow')}
          title={t('content.about.how.title')}
          lead={t('content.about.how.lead')}
        />
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ icon: Icon, key }, index) => (
            <li key={key} className="relative rounded-2xl border border-line bg-white p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <IconBadge>
                  <Icon className="size-6" />
                </IconBadge>
                <span aria-hidden="true" className="text-4xl font-bold text-primary/15 tabular-nums">
                  {number(index + 1)}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-bold">
                <span className="sr-only">{t('content.about.how.step', { number: number(index + 1) })} </span>
                {t(`content.about.how.${key}.title`)}
              </h3>
              <p className="mt-2 text-muted">{t(`content.about.how.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="about-impact" className="mx-auto max-w-7xl px-4 pt-14 sm:pt-20">
        <div className="on-dark relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-primary-dark to-primary px-6 py-10 text-white shadow-xl sm:px-10 sm:py-14">
          <StarOrnament className="pointer-events-none absolute -end-20 -top-20 -z-10 size-72 text-white/10" />
          <h2 id="about-impact" className="text-2xl font-bold sm:text-3xl">
            {t('content.about.impact.title')}
          </h2>
          <p className="mt-3 max-w-2xl text-white/85">{t('content.about.impact.lead')}</p>
          <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Figure label={t('content.about.impact.collected')}>
              {money(stats.total_collected, stats.currency.code)}
            </Figure>
            <Figure label={t('content.about.impact.donors', { count: stats.total_donors })}>
              {number(stats.total_donors)}
            </Figure>
            <Figure label={t('content.about.impact.campaigns', { count: stats.total_campaigns })}>
              {number(stats.total_campaigns)}
            </Figure>
            <Figure label={t('content.about.impact.partners', { count: partnerCount })}>
              {number(partnerCount)}
            </Figure>
          </dl>
        </div>
      </section>

      <section aria-labelledby="about-join" className="mx-auto max-w-7xl px-4 pt-14 sm:pt-20">
        <h2 id="about-join" className="sr-only">
          {t('content.about.join.title')}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <JoinCard
            title={t('content.about.join.donor_title')}
            text={t('content.about.join.donor_text')}
            to={path('/donate/all')}
            action={t('content.about.join.donor_action')}
            icon={<HandHeart className="size-6" />}
          />
          <JoinCard
            title={t('content.about.join.charity_title')}
            text={t('content.about.join.charity_text')}
            to={path('/signup-charity')}
            action={t('content.about.join.charity_action')}
            icon={<Megaphone className="size-6" />}
          />
        </div>
      </section>
    </main>
  );
}

function IconBadge({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary-dark"
    >
      {children}
    </span>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse rounded-2xl bg-white/10 p-5 ring-1 ring-white/15">
      <dt className="mt-1 text-white/85">{label}</dt>
      <dd className="text-3xl font-bold tabular-nums">{children}</dd>
    </div>
  );
}

function JoinCard({
  title,
  text,
  to,
  action,
  icon,
}: {
  title: string;
  text: string;
  to: string;
  action: string;
  icon: ReactNode;
}) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">
      <IconBadge>{icon}</IconBadge>
      <h3 className="text-xl font-bold">{title}</h3>
      <p className="text-muted">{text}</p>
      <Link to={to} className="btn mt-2">
        {action}
      </Link>
    </div>
  );
}
