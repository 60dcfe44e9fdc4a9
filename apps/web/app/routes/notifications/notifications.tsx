import { notificationsQuery } from '@ataa/contract/schemas/notifications';
import { translate } from '@ataa/contract/translate';
import { BellRing, CheckCheck } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Form, redirect, useNavigation } from 'react-router';
import { ListFilters, ToggleFilter } from '../../components/charity/list-filters.tsx';
import { DonorList } from '../../components/donor/donor-list.tsx';
import { PageIntro } from '../../components/donor/page-intro.tsx';
import { notificationTarget } from '../../components/notifications/targets.ts';
import { toast } from '../../components/toasts.tsx';
import { requireAccount } from '../../lib/access.server.ts';
import { apiFor } from '../../lib/api.server.ts';
import { localizePath, requestLocale, useI18n } from '../../lib/i18n.ts';
import { chosenFilters } from '../../lib/list-query.server.ts';
import { assertPageExists, itemId, requestedPage } from '../../lib/page-address.server.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/notifications';

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireAccount(context, request, requestLocale(request));
  const filters = chosenFilters(request, notificationsQuery, ['unread']);
  const notifications = await apiFor(context, request).read('GET /notifications', {
    query: { ...filters, page: requestedPage(request) },
  });
  assertPageExists(notifications);
  return { notifications, filters, role: viewer.role };
}

/**
 * Opening a notification marks it read and goes to what it is about; "mark all" reads them all.
 * Plain posts, so they work before scripts run.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const viewer = await requireAccount(context, request, locale);
  const api = apiFor(context, request, locale);
  const form = await request.formData();
  if (form.get('intent') === 'read-all') {
    const answer = await api.call('POST /notifications/read-all');
    return {
      done: answer.ok
        ? translate(locale, 'site.notifications.marked_all', { count: answer.result.updated })
        : answer.message,
    };
  }
  const read = await api.call('POST /notifications/:id/read', {
    params: { id: itemId(String(form.get('id') ?? '')) },
  });
  if (!read.ok) throw new Response(read.message, { status: read.status });
  return redirect(localizePath(notificationTarget(viewer.role, read.result), locale));
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'site.notifications.title'), noindex: true });
}

type Item = Route.ComponentProps['loaderData']['notifications']['data'][number];

function NotificationItem({ notification }: { notification: Item }) {
  const { t, date } = useI18n();
  const unread = notification.read_at === null;
  return (
    <article className={`card flex flex-col gap-2 p-4 ${unread ? 'ring-2 ring-primary/40' : ''}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-bold">{notification.title}</h2>
        {unread ? (
          <span className="rounded-full bg-primary px-2.5 py-0.5 text-sm font-bold text-white">
            {t('site.notifications.new')}
          </span>
        ) : null}
      </div>
      <p>{notification.body}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <time dateTime={notification.created_at} className="text-sm text-muted">
          {date(notification.created_at)}
        </time>
        <Form method="post">
          <input type="hidden" name="id" value={notification.id} />
          <button type="submit" className="btn btn-outline btn-sm">
            {t('site.notifications.open')}
            <span className="sr-only">: {notification.title}</span>
          </button>
        </Form>
      </div>
    </article>
  );
}

/** An account's notifications (donor, charity or staff): unread ones marked, each opening its object. */
export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const ids = useId();
  const { notifications, filters } = loaderData;
  const busy = useNavigation().state === 'submitting';
  useEffect(() => {
    if (actionData?.done) toast.success(actionData.done);
  }, [actionData]);
  const unreadOnly = Boolean(filters.unread);
  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title={t('site.notifications.title')}
        lead={t('site.notifications.lead')}
        action={
          <Form method="post">
            <input type="hidden" name="intent" value="read-all" />
            <button type="submit" className="btn btn-outline" disabled={busy}>
              <CheckCheck aria-hidden="true" className="size-4" />
              {t('site.notifications.mark_all')}
            </button>
          </Form>
        }
      />
      <ListFilters
        label={t('site.notifications.title')}
        active={unreadOnly}
        className="sm:grid-cols-[1fr_auto]"
      >
        <ToggleFilter name="unread" label={t('site.notifications.unread_only')} on={unreadOnly} />
      </ListFilters>
      {notifications.meta.total === 0 ? (
        <p className="card flex items-center gap-3 p-5 text-muted" id={ids}>
          <BellRing aria-hidden="true" className="size-5" />
          {t(unreadOnly ? 'site.notifications.empty_unread' : 'site.notifications.empty')}
        </p>
      ) : (
        <DonorList
          summary={t('site.notifications.count', { count: notifications.meta.total })}
          list={notifications}
          className="flex flex-col gap-3"
        >
          {(notification) => <NotificationItem notification={notification} />}
        </DonorList>
      )}
    </div>
  );
}
