import { isolate } from '@ataa/contract/bidi';
import { translate } from '@ataa/contract/translate';
import { Clock, FileWarning } from 'lucide-react';
import { Link, redirect } from 'react-router';
import { AuthCard } from '../../components/auth-card.tsx';
import { requireAccount } from '../../lib/access.server.ts';
import { documentsLink } from '../../lib/charity-documents.ts';
import { dashboardPath } from '../../lib/dashboard.ts';
import { localizePath, requestLocale, useI18n } from '../../lib/i18n.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/pending';

/** A charity waits here until the platform approves it, or reads why it was not. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const viewer = await requireAccount(context, request, locale);
  if (!viewer.verified) throw redirect(localizePath('/verify-email', locale));
  if (viewer.role !== 'charity' || viewer.approval === 'approved')
    throw redirect(dashboardPath(viewer.role, locale));
  return {
    approval: viewer.approval,
    reason: viewer.rejectionReason,
    name: viewer.charityName ?? viewer.name,
  };
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'account.pending.title'), noindex: true });
}

export default function Pending({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const rejected = loaderData.approval === 'rejected';
  return (
    <AuthCard title={rejected ? t('account.pending.rejected_title') : t('account.pending.title')}>
      <div className="flex flex-col items-center gap-4 text-center">
        {rejected ? (
          <FileWarning aria-hidden="true" className="size-14 text-accent" />
        ) : (
          <Clock aria-hidden="true" className="size-14 text-primary" />
        )}
        <p className="text-lg">
          {rejected
            ? t('account.pending.rejected_text', { name: isolate(loaderData.name) })
            : t('account.pending.text', { name: isolate(loaderData.name) })}
        </p>
        {rejected && loaderData.reason ? (
          <p className="w-full rounded-lg bg-sand p-3 text-start">
            <strong>{t('account.pending.reason')}</strong> {loaderData.reason}
          </p>
        ) : null}
        <Link className="btn" to={documentsLink(path)}>
          {rejected ? t('account.pending.update_documents') : t('account.pending.add_documents')}
        </Link>
        <Link className="text-primary-dark underline" to={path('/')}>
          {t('site.error.home')}
        </Link>
      </div>
    </AuthCard>
  );
}
