import { reminderBody } from '@ataa/contract/schemas/reminders';
import { translate } from '@ataa/contract/translate';
import { Tag } from 'lucide-react';
import { FeaturedBadge, StatusBadge } from '../../components/campaigns/badges.tsx';
import { CampaignCard } from '../../components/campaigns/campaign-card.tsx';
import {
  CampaignGallery,
  CampaignUpdates,
  SectionTitle,
} from '../../components/campaigns/campaign-sections.tsx';
import { CharityLink } from '../../components/campaigns/charity-link.tsx';
import { DEDICATIONS_STEP, Dedications, dedicationSteps } from '../../components/campaigns/dedications.tsx';
import { DonateBar, DonatePanel } from '../../components/campaigns/donate-panel.tsx';
import { CampaignDonors } from '../../components/campaigns/donor-lists.tsx';
import type { ReminderAnswer } from '../../components/campaigns/opening-panel.tsx';
import { CoverImage, PICTURE_SIZES } from '../../components/content/cards.tsx';
import { Breadcrumbs } from '../../components/content/page-header.tsx';
import { Related } from '../../components/content/related.tsx';
import { RichText } from '../../components/content/rich-text.tsx';
import { excerpt, htmlToText } from '../../components/content/text.ts';
import { ClickToPlay } from '../../components/content/video-player.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { WITH_DONATE_ALL_BUTTON } from '../../lib/donate-all-button.ts';
import { apiFailure, type FormFailure, parseForm } from '../../lib/form-action.server.ts';
import { requestLocale, useI18n } from '../../lib/i18n.ts';
import { assertPageExists, itemId, requestedPage } from '../../lib/page-address.server.ts';
import { publicPageHeaders } from '../../lib/public-page.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/campaign';

/** Donors per page of the campaign's donor table. */
const DONORS_PAGE = 10;
/** Similar campaigns shown: one row of cards. */
const SIMILAR = 3;

export const headers = publicPageHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const api = apiFor(context, request);
  const id = itemId(params.id);
  const page = requestedPage(request);
  const dedicationsShown = dedicationSteps(url.searchParams) * DEDICATIONS_STEP;
  const [campaign, dedications] = await Promise.all([
    api.read('GET /campaigns/:id', { params: { id }, query: { page, per_page: DONORS_PAGE } }),
    api.read('GET /get-comments/:id', { params: { id }, query: { page: 1, per_page: dedicationsShown } }),
  ]);
  assertPageExists(campaign.all_donors);
  return { campaign, dedications };
}

export const handle = WITH_DONATE_ALL_BUTTON;

export function meta(args: Route.MetaArgs) {
  const campaign = args.loaderData?.campaign;
  if (!campaign)
    return seo(args, { title: translate(metaLocale(args), 'site.not_found.title'), noindex: true });
  return seo(args, {
    title: campaign.name,
    description: excerpt(htmlToText(campaign.short_desc)) || undefined,
    image: campaign.image,
  });
}

/** The reminder form of a campaign before its first day (decision 028), with or without scripts. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const parsed = parseForm(reminderBody, form, locale);
  if (!parsed.ok) return parsed.failure;
  const answer = await apiFor(context, request).call('POST /campaigns/:id/reminders', {
    params: { id: itemId(params.id) },
    json: parsed.value,
  });
  if (!answer.ok) return apiFailure(answer, form);
  return { reminded: { message: answer.message } };
}

const reminderAnswer = (answer: Route.ComponentProps['actionData']): ReminderAnswer =>
  !answer ? {} : 'reminded' in answer ? { outcome: answer } : { failure: answer as FormFailure };

export default function Campaign({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { campaign, dedications } = loaderData;
  return (
    <main id="main">
      <article className="mx-auto grid max-w-7xl gap-x-10 gap-y-8 px-4 pt-6 sm:pt-8 lg:grid-cols-3">
        <header className="lg:col-span-2">
          <Breadcrumbs
            items={[{ label: t('campaigns.title'), to: path('/campaigns') }, { label: campaign.name }]}
          />
          <div className="relative overflow-hidden rounded-3xl shadow-md">
            {/* The largest thing on the page: fetched first. */}
            <CoverImage src={campaign.image} alt={campaign.name} load="first" sizes={PICTURE_SIZES.wide} />
            <div className="absolute inset-x-3 top-3 flex flex-wrap items-start justify-between gap-2">
              <StatusBadge status={campaign.status} opensOn={campaign.opens_on} />
              {campaign.is_featured ? <FeaturedBadge /> : null}
            </div>
          </div>
          <p className="mt-6 inline-flex items-center gap-1.5 text-sm font-bold text-accent">
            <Tag aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{t('campaigns.detail.category')}: </span>
            {campaign.category.name}
          </p>
          <h1 className="mt-2 text-3xl leading-tight font-bold text-primary-dark sm:text-4xl">
            {campaign.name}
          </h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-2 text-sm text-muted">
            {t('campaigns.detail.charity')}
            <CharityLink charity={campaign.user} />
          </p>
          <RichText html={campaign.short_desc} className="mt-3 text-lg text-muted" />
        </header>

        <div className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <DonatePanel campaign={campaign} reminder={reminderAnswer(actionData)} />
        </div>

        <div className="min-w-0 space-y-14 lg:col-span-2">
          <section aria-labelledby="campaign-about">
            <SectionTitle id="campaign-about">{t('campaigns.detail.about')}</SectionTitle>
            <RichText html={campaign.content} className="text-lg" />
          </section>
          {campaign.video_url ? (
            <section aria-labelledby="campaign-video">
              <SectionTitle id="campaign-video">{t('campaigns.detail.video')}</SectionTitle>
              <ClickToPlay videoUrl={campaign.video_url} title={campaign.name} />
            </section>
          ) : null}
          {campaign.gallery.length > 0 ? (
            <CampaignGallery name={campaign.name} images={campaign.gallery} />
          ) : null}
          {campaign.updates.data.length > 0 ? <CampaignUpdates updates={campaign.updates.data} /> : null}
          <CampaignDonors campaign={campaign} />
          <Dedications list={dedications} />
        </div>
      </article>

      {campaign.similar_campaigns.length > 0 ? (
        <Related
          id="campaign-similar"
          title={t('campaigns.detail.similar')}
          action={{ to: path('/campaigns'), label: t('campaigns.all') }}
        >
          {campaign.similar_campaigns.slice(0, SIMILAR).map((item) => (
            <li key={item.id}>
              <CampaignCard campaign={item} />
            </li>
          ))}
        </Related>
      ) : null}
      <DonateBar campaign={campaign} />
    </main>
  );
}
