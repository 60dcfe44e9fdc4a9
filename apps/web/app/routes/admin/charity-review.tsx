import { isolate } from '@ataa/contract/bidi';
import { translate } from '@ataa/contract/translate';
import { Ban, FileText, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { ApprovalBadge } from '../../components/admin/approval-badge.tsx';
import { ApproveForm, ReasonForm, Refusal } from '../../components/admin/review-forms.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { requestLocale, useI18n } from '../../lib/i18n.ts';
import { itemId } from '../../lib/page-address.server.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/charity-review';
import { reviewOutcome, unconfirmed } from './review-action.server.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const charity = await apiFor(context, request).read('GET /admin/charities/:id', {
    params: { id: itemId(params.id) },
  });
  return { charity };
}

/** Approve, or reject with a reason the charity reads (the layout has already checked the role). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const api = apiFor(context, request, locale);
  const form = await request.formData();
  const id = itemId(params.id);
  if (form.get('intent') === 'reject') {
    const refused = unconfirmed('reject', form, locale);
    if (refused) return refused;
    const reason = String(form.get('reason') ?? '');
    const answer = await api.call('POST /admin/charities/:id/reject', { params: { id }, json: { reason } });
    return reviewOutcome('reject', answer, form);
  }
  // Without documents the API refuses unless the staff ticked that they approve so.
  const json = form.get('without_documents') === '1' ? { without_documents: true } : {};
  const answer = await api.call('POST /admin/charities/:id/approve', { params: { id }, json });
  return reviewOutcome('approve', answer, form);
}

export function meta(args: Route.MetaArgs) {
  const name = args.data?.charity.name;
  const title = translate(metaLocale(args), 'back_office.nav.charities');
  return seo(args, { title: name ? `${name} · ${title}` : title, noindex: true });
}

/** The approval of a charity that sent no documents needs this box ticked (the API asks for it too). */
function WithoutDocumentsBox({ error }: { error?: string }) {
  const { t } = useI18n();
  return (
    <>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          name="without_documents"
          value="1"
          required
          aria-describedby="no-documents"
          className="size-5 accent-[#b42318]"
        />
        <span className="font-bold">{t('back_office.charities.approve_without_documents')}</span>
      </label>
      <Refusal message={error} />
    </>
  );
}

/** One charity as the staff review it: its profile, its documents, what it did, and the decision. */
export default function CharityReview({ loaderData }: Route.ComponentProps) {
  const { t, path, date } = useI18n();
  const { charity } = loaderData;
  const names = charity.charity_name_translations ?? [];
  const documents = charity.documents ?? [];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link to={path('/admin/charities')} className="text-sm font-bold text-primary-dark underline">
          {t('back_office.charities.all')}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-primary-dark">{charity.name}</h1>
          {charity.approval_status ? <ApprovalBadge status={charity.approval_status} /> : null}
        </div>
        <ul className="flex flex-wrap gap-x-4 text-muted">
          {names.map((name) => (
            <li key={name.locale} lang={name.locale} dir={name.locale === 'ar' ? 'rtl' : 'ltr'}>
              {name.charity_name}
            </li>
          ))}
        </ul>
        {charity.rejection_reason ? (
          <p className="rounded-lg bg-danger/5 p-3 text-danger">
            {t('back_office.charities.rejection_reason', { reason: isolate(charity.rejection_reason) })}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="contact" className="card flex flex-col gap-2 p-4">
          <h2 id="contact" className="font-bold">
            {t('back_office.charities.contact')}
          </h2>
          <p>
            <a href={`mailto:${charity.email}`} className="underline" dir="ltr">
              {charity.email}
            </a>
          </p>
          <p>
            <a href={`tel:+${charity.mobile}`} className="underline" dir="ltr">
              +{charity.mobile}
            </a>
          </p>
          {charity.country ? <p>{charity.country.name}</p> : null}
          <p className="text-muted">
            {t('back_office.common.registered', { date: date(charity.created_at) })}
          </p>
        </section>
        <section aria-labelledby="activity" className="card flex flex-col gap-2 p-4">
          <h2 id="activity" className="font-bold">
            {t('back_office.charities.activity')}
          </h2>
          <p>{t('back_office.charities.campaigns_count', { count: charity.campaigns_count })}</p>
          <p>{t('back_office.charities.donations_count', { count: charity.donations_count })}</p>
          {charity.campaigns_count > 0 ? (
            <Link
              to={path(`/admin/campaigns?charity_id=${charity.id}`)}
              className="text-sm font-bold text-primary-dark underline"
            >
              {t('back_office.nav.campaigns')}
            </Link>
          ) : null}
        </section>
      </div>
      <section aria-labelledby="documents" className="card flex flex-col gap-2 p-4">
        <h2 id="documents" className="font-bold">
          {t('back_office.charities.documents')}
        </h2>
        {documents.length === 0 ? (
          <p
            id="no-documents"
            className="flex items-start gap-2 rounded-lg bg-danger/5 p-3 font-bold text-danger"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {t('back_office.charities.no_documents_warning')}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {documents.map((document) => (
              <li key={document.id}>
                {/* The site's own address sends the staff's session; the file opens in a new tab. */}
                <a
                  href={`/documents/${document.id}`}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center gap-2 font-bold text-primary-dark underline"
                >
                  <FileText aria-hidden="true" className="size-4" />
                  <bdi>{document.name}</bdi>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        {charity.approval_status === 'approved' ? null : (
          <ApproveForm
            intent="approve"
            title={t('back_office.charities.approve')}
            text={t('back_office.charities.approve_text')}
            fields={
              documents.length === 0
                ? (answer) => <WithoutDocumentsBox error={answer?.fieldErrors.without_documents?.[0]} />
                : undefined
            }
          />
        )}
        {charity.approval_status === 'rejected' ? null : (
          <ReasonForm
            intent="reject"
            title={t('back_office.charities.reject')}
            text={t('back_office.charities.reject_text')}
            hint={t('back_office.common.reason_hint')}
            icon={Ban}
          />
        )}
      </div>
    </div>
  );
}
