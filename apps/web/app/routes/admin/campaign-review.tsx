import { isolate } from '@ataa/contract/bidi';
import { direction, LOCALES } from '@ataa/contract/locale';
import { lastDayOf } from '@ataa/contract/site-days';
import { translate } from '@ataa/contract/translate';
import { Ban, CirclePause, ExternalLink, Star } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ApproveForm, ReasonForm, Refusal } from '../../components/admin/review-forms.tsx';
import { FeaturedBadge, StatusBadge } from '../../components/campaigns/badges.tsx';
import { RichText } from '../../components/content/rich-text.tsx';
import { useExactMoney } from '../../components/giving/amounts.ts';
import { type IntentAnswer, useIntentFetcher } from '../../components/intent-fetcher.ts';
import { apiFor } from '../../lib/api.server.ts';
import { requestLocale, useI18n } from '../../lib/i18n.ts';
import { itemId } from '../../lib/page-address.server.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/campaign-review';
import { reviewOutcome, unconfirmed } from './review-action.server.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const campaign = await apiFor(context, request).read('GET /admin/campaigns/:id', {
    params: { id: itemId(params.id) },
  });
  return { campaign };
}

/**
 * Approve or reject with a reason; suspend a live campaign with a reason or lift its suspension
 * (decision 029); or set the campaign's place on the home page.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const api = apiFor(context, request, locale);
  const form = await request.formData();
  const id = itemId(params.id);
  const intent = String(form.get('intent') ?? '');
  if (intent === 'reject') {
    const refused = unconfirmed(intent, form, locale);
    if (refused) return refused;
    const reason = String(form.get('reason') ?? '');
    return reviewOutcome(
      intent,
      await api.call('POST /admin/campaigns/:id/reject', { params: { id }, json: { reason } }),
      form,
    );
  }
  if (intent === 'suspend') {
    const refused = unconfirmed(intent, form, locale);
    if (refused) return refused;
    const json = { reason: String(form.get('reason') ?? ''), confirm: 'yes' as const };
    return reviewOutcome(
      intent,
      await api.call('POST /admin/campaigns/:id/suspend', { params: { id }, json }),
      form,
    );
  }
  if (intent === 'lift') {
    return reviewOutcome(
      intent,
      await api.call('POST /admin/campaigns/:id/lift-suspension', { params: { id } }),
      form,
    );
  }
  if (intent === 'feature') {
    const sort = String(form.get('sort') ?? '').trim();
    const json = { featured: form.get('featured') === 'yes', ...(sort ? { sort } : {}) };
    return reviewOutcome(
      intent,
      await api.call('POST /admin/campaigns/:id/feature', { params: { id }, json }),
      form,
    );
  }
  return reviewOutcome(
    'approve',
    await api.call('POST /admin/campaigns/:id/approve', { params: { id } }),
    form,
  );
}

export function meta(args: Route.MetaArgs) {
  const name = args.data?.campaign.name;
  const title = translate(metaLocale(args), 'back_office.nav.campaigns');
  return seo(args, { title: name ? `${name} · ${title}` : title, noindex: true });
}

type Campaign = Route.ComponentProps['loaderData']['campaign'];

/** The campaign's words in both languages side by side, as its public page will show them. */
function BothLanguages({ campaign }: { campaign: Campaign }) {
  const { t, locale: pageLocale, dir } = useI18n();
  return (
    <section aria-labelledby="preview" className="flex flex-col gap-3">
      <h2 id="preview" className="text-xl font-bold">
        {t('back_office.campaigns.preview')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {LOCALES.map((locale) => {
          const words = campaign.translations.find((translation) => translation.locale === locale);
          return (
            <article
              key={locale}
              lang={locale}
              dir={direction(locale)}
              className="card flex min-w-0 flex-col gap-3 p-4"
            >
              <p className="text-sm font-bold text-accent" lang={pageLocale} dir={dir}>
                {t(locale === 'ar' ? 'back_office.campaigns.arabic' : 'back_office.campaigns.english')}
              </p>
              <img src={campaign.image} alt="" className="aspect-video w-full rounded-lg object-cover" />
              <h3 className="text-xl font-bold text-primary-dark">{words?.name}</h3>
              <RichText html={words?.short_desc ?? ''} className="font-bold" />
              <RichText html={words?.content ?? ''} />
            </article>
          );
        })}
      </div>
      {campaign.gallery.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {campaign.gallery.map((picture) => (
            <li key={picture.id}>
              <img
                src={picture.url}
                alt=""
                loading="lazy"
                className="aspect-video w-32 rounded-lg object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Whether the home page features the campaign, and in which place. */
function FeatureForm({ campaign }: { campaign: Campaign }) {
  const { t } = useI18n();
  const id = useId();
  const { fetcher, answer, busy } = useIntentFetcher<IntentAnswer<string>>('feature');
  return (
    <fetcher.Form method="post" aria-labelledby={`${id}-title`} className="card flex flex-col gap-3 p-4">
      <input type="hidden" name="intent" value="feature" />
      <h3 id={`${id}-title`} className="font-bold">
        {t('back_office.campaigns.feature')}
      </h3>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          name="featured"
          value="yes"
          defaultChecked={campaign.is_featured}
          className="size-5"
        />
        {t('back_office.campaigns.featured')}
      </label>
      <div>
        <label htmlFor={`${id}-sort`} className="field-label">
          {t('back_office.campaigns.sort')}
        </label>
        <input
          id={`${id}-sort`}
          name="sort"
          type="number"
          inputMode="numeric"
          min={0}
          max={1_000_000}
          defaultValue={campaign.featured_sort}
          className="field-input max-w-40"
        />
        <Refusal message={answer?.fieldErrors.sort?.[0]} />
      </div>
      <button type="submit" className="btn btn-outline self-start" disabled={busy}>
        <Star aria-hidden="true" className="size-4" />
        {t('back_office.campaigns.save_feature')}
      </button>
      <Refusal message={answer?.formError} />
    </fetcher.Form>
  );
}

/** One campaign as the staff review it: the facts, both languages, and the decisions. */
export default function CampaignReview({ loaderData }: Route.ComponentProps) {
  const { t, path, date, day } = useI18n();
  const exact = useExactMoney();
  const { campaign } = loaderData;
  const live =
    campaign.status !== 'pending' && campaign.status !== 'rejected' && campaign.status !== 'cancelled';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link to={path('/admin/campaigns')} className="text-sm font-bold text-primary-dark underline">
          {t('back_office.campaigns.all')}
        </Link>
        <h1 className="text-2xl font-bold text-primary-dark">{campaign.name}</h1>
        <p>
          <Link to={path(`/admin/charities/${campaign.charity.id}`)} className="underline">
            {t('back_office.campaigns.by', { name: campaign.charity.name })}
          </Link>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={campaign.status} />
          {campaign.is_featured ? <FeaturedBadge /> : null}
          {campaign.deleted_at ? (
            <span className="text-sm text-danger">{t('back_office.campaigns.deleted')}</span>
          ) : null}
        </div>
        {campaign.rejection_reason ? (
          <p className="rounded-lg bg-danger/5 p-3 text-danger">
            {t('back_office.charities.rejection_reason', { reason: isolate(campaign.rejection_reason) })}
          </p>
        ) : null}
        {campaign.suspension_reason ? (
          <p className="rounded-lg bg-danger/5 p-3 text-danger">
            {t('back_office.campaigns.suspended', { reason: campaign.suspension_reason })}
          </p>
        ) : null}
      </div>
      <dl className="card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-sm text-muted">{t('back_office.campaigns.goal')}</dt>
          <dd className="font-bold tabular-nums">{exact(campaign.price_target, campaign.currency)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('back_office.campaigns.raised')}</dt>
          <dd className="font-bold tabular-nums">{exact(campaign.total_amount, campaign.currency)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('back_office.campaigns.dates')}</dt>
          <dd className="font-bold">
            {date(campaign.start_at)} – {day(lastDayOf(campaign.end_at))}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('campaigns.filters.category')}</dt>
          <dd className="font-bold">{campaign.category.name}</dd>
        </div>
      </dl>
      {campaign.status === 'pending' ? (
        <p>
          {t('back_office.campaigns.requested', {
            status: t(`campaigns.status.${campaign.requested_status}`),
          })}
        </p>
      ) : null}
      {live ? (
        <a
          href={path(`/campaigns/${campaign.id}`)}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-2 self-start font-bold text-primary-dark underline"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('back_office.campaigns.public_page')}
        </a>
      ) : null}
      <BothLanguages campaign={campaign} />
      <div className="grid gap-4 md:grid-cols-2">
        {campaign.status === 'pending' || campaign.status === 'rejected' ? (
          <ApproveForm
            intent="approve"
            title={t('back_office.campaigns.approve')}
            text={t('back_office.campaigns.approve_text')}
          />
        ) : null}
        {campaign.status === 'pending' ? (
          <ReasonForm
            intent="reject"
            title={t('back_office.campaigns.reject')}
            text={t('back_office.campaigns.reject_text')}
            hint={t('back_office.common.reason_hint')}
            icon={Ban}
          />
        ) : null}
        {/* A live campaign is suspended, not rejected (decision 029). */}
        {live && !campaign.suspended && !campaign.deleted_at ? (
          <ReasonForm
            intent="suspend"
            title={t('back_office.campaigns.suspend')}
            text={t('back_office.campaigns.suspend_text')}
            hint={t('back_office.common.reason_hint')}
            icon={CirclePause}
          />
        ) : null}
        {campaign.suspended ? (
          <ApproveForm
            intent="lift"
            title={t('back_office.campaigns.lift')}
            text={t('back_office.campaigns.lift_text')}
          />
        ) : null}
        {live ? <FeatureForm campaign={campaign} /> : null}
      </div>
    </div>
  );
}
