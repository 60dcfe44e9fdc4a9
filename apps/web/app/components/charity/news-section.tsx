import type { CharityCampaign, OwnedCampaignUpdate } from '@ataa/contract/schemas/charity';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { PublishedDate } from '../content/cards.tsx';
import { RichText } from '../content/rich-text.tsx';
import { useEditFetcher } from './campaign-edit-answer.ts';
import { FormSection } from './campaign-form-section.tsx';
import { NewsForm } from './news-form.tsx';

/** One news update as donors read it, with the link that edits it and the button that deletes it. */
function NewsItem({ campaignId, update }: { campaignId: number; update: OwnedCampaignUpdate }) {
  const { t, path } = useI18n();
  const { fetcher, answer, busy } = useEditFetcher('delete-news');
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line p-4 sm:flex-row sm:items-start">
      {update.image ? (
        <img
          src={update.image}
          alt=""
          width={160}
          height={90}
          loading="lazy"
          className="aspect-video w-full rounded-lg bg-sand object-cover sm:w-40"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <PublishedDate value={update.created_at} className="text-sm text-muted" />
        <h3 className="font-bold">{update.title}</h3>
        <RichText html={update.content} className="text-sm" />
        {answer?.formError ? (
          <p role="alert" className="field-error">
            {answer.formError}
          </p>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Link
          to={path(`/dashboard/charity/campaigns/${campaignId}/news/${update.id}/edit`)}
          className="btn btn-sm btn-outline"
        >
          <Pencil aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('campaign_form.news.edit', { title: update.title })}</span>
        </Link>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="delete-news" />
          <input type="hidden" name="update_id" value={update.id} />
          <button type="submit" className="btn btn-sm btn-outline" disabled={busy}>
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('campaign_form.news.delete', { title: update.title })}</span>
          </button>
        </fetcher.Form>
      </div>
    </li>
  );
}

/** Why no news can be posted now, as the API would refuse it (decisions 028, 029); null when it can. */
export type NewsClosed = 'suspended' | 'cancelled' | 'review';

/**
 * News goes to a campaign whose page anyone can open, before its first day too, unless the staff
 * suspended it: not one awaiting review, rejected or cancelled.
 */
export function newsClosed(campaign: Pick<CharityCampaign, 'status' | 'suspended'>): NewsClosed | null {
  if (campaign.suspended) return 'suspended';
  if (campaign.status === 'cancelled') return 'cancelled';
  if (campaign.status === 'pending' || campaign.status === 'rejected') return 'review';
  return null;
}

interface NewsSectionProps {
  campaignId: number;
  /** Why the form is not offered, when news would be refused. */
  closed: NewsClosed | null;
  updates: OwnedCampaignUpdate[];
  /** The news form's one-time key. */
  newsKey: string;
  /** Back from editing a news update: say it was saved. */
  saved: boolean;
}

/** The campaign's news for its donors: what was posted, newest first, and a form for more when it takes news. */
export function NewsSection({ campaignId, closed, updates, newsKey, saved }: NewsSectionProps) {
  const { t } = useI18n();
  return (
    <FormSection id="campaign-news" title={t('campaign_form.news.title')} lead={t('campaign_form.news.lead')}>
      {saved ? (
        <p role="status" className="rounded-lg border border-primary/40 bg-primary/5 p-3">
          {t('campaign_form.news.saved')}
        </p>
      ) : null}
      {updates.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {updates.map((update) => (
            <NewsItem key={update.id} campaignId={campaignId} update={update} />
          ))}
        </ul>
      ) : (
        <p className="text-muted">{t('campaign_form.news.empty')}</p>
      )}
      {closed ? (
        <p className="rounded-lg bg-sand p-3">{t(`campaign_form.news.closed.${closed}`)}</p>
      ) : (
        <div className="border-t border-line pt-5">
          <h3 className="mb-3 text-lg font-bold">{t('campaign_form.news.form')}</h3>
          <NewsForm idempotencyKey={newsKey} />
        </div>
      )}
    </FormSection>
  );
}
