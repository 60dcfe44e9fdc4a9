import { contactsQuery } from '@ataa/contract/schemas/admin';
import { translate } from '@ataa/contract/translate';
import { Check, Reply } from 'lucide-react';
import { useId } from 'react';
import { AdminListPage } from '../../components/admin/list-page.tsx';
import { ListFilters, SearchField, ToggleFilter } from '../../components/charity/list-filters.tsx';
import { PlainText } from '../../components/content/rich-text.tsx';
import { type IntentAnswer, useIntentFetcher } from '../../components/intent-fetcher.ts';
import { apiFor } from '../../lib/api.server.ts';
import { requestLocale, useI18n } from '../../lib/i18n.ts';
import { chosenFilters } from '../../lib/list-query.server.ts';
import { assertPageExists, itemId, requestedPage } from '../../lib/page-address.server.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/contacts';
import { reviewOutcome } from './review-action.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = chosenFilters(request, contactsQuery, ['q', 'unread']);
  const contacts = await apiFor(context, request).read('GET /admin/contacts', {
    query: { ...filters, page: requestedPage(request) },
  });
  assertPageExists(contacts);
  return { contacts, filters };
}

/** Marks one message read. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = itemId(String(form.get('id') ?? ''));
  const answer = await apiFor(context, request, requestLocale(request)).call(
    'POST /admin/contacts/:id/read',
    {
      params: { id },
    },
  );
  return reviewOutcome(`read-${id}`, answer, form);
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'back_office.nav.contacts'), noindex: true });
}

type Message = Route.ComponentProps['loaderData']['contacts']['data'][number];

function MarkRead({ id }: { id: number }) {
  const { t } = useI18n();
  const { fetcher, busy } = useIntentFetcher<IntentAnswer<string>>(`read-${id}`);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="btn btn-outline btn-sm" disabled={busy}>
        <Check aria-hidden="true" className="size-4" />
        {t('back_office.contacts.mark_read')}
      </button>
    </fetcher.Form>
  );
}

function ContactMessage({ message }: { message: Message }) {
  const { t, date } = useI18n();
  const language = t(
    message.locale === 'ar' ? 'back_office.campaigns.arabic' : 'back_office.campaigns.english',
  );
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <article className={`card flex flex-col gap-2 p-4 ${message.read_at ? '' : 'ring-2 ring-primary/40'}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-bold">
          <bdi>{message.subject}</bdi>
        </h2>
        {message.read_at ? null : (
          <span className="rounded-full bg-primary px-2.5 py-0.5 text-sm font-bold text-white">
            {t('back_office.contacts.new')}
          </span>
        )}
      </div>
      <p className="text-sm text-muted">
        <bdi>{message.name}</bdi> · <bdi dir="ltr">{message.email}</bdi> ·{' '}
        <bdi dir="ltr">+{message.mobile}</bdi> · {date(message.created_at)}
      </p>
      <PlainText text={message.content} dir="auto" />
      <p className="text-sm text-muted">{t('back_office.contacts.written_in', { language })}</p>
      <div className="flex flex-wrap gap-2">
        <a href={reply} className="btn btn-sm">
          <Reply aria-hidden="true" className="size-4" />
          {t('back_office.contacts.reply')}
        </a>
        {message.read_at ? null : <MarkRead id={message.id} />}
      </div>
    </article>
  );
}

function ContactFilters({ q = '', unread = '' }: { q?: string; unread?: string }) {
  const { t } = useI18n();
  const ids = useId();
  return (
    <ListFilters
      label={t('back_office.nav.contacts')}
      active={Boolean(q || unread)}
      className="sm:grid-cols-[2fr_auto_auto]"
    >
      <SearchField
        id={`${ids}-q`}
        label={t('back_office.common.search')}
        hint={t('back_office.contacts.search_hint')}
        value={q}
      />
      <ToggleFilter name="unread" label={t('back_office.contacts.unread_only')} on={unread !== ''} />
    </ListFilters>
  );
}

/** What visitors sent through the contact form, newest first, new ones marked. */
export default function AdminContacts({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { contacts, filters } = loaderData;
  return (
    <AdminListPage
      title={t('back_office.nav.contacts')}
      lead={t('back_office.contacts.lead')}
      filters={<ContactFilters {...filters} />}
      list={contacts}
      count={(total) => t('back_office.contacts.count', { count: total })}
      empty={t('back_office.contacts.empty')}
    >
      {(message) => <ContactMessage message={message} />}
    </AdminListPage>
  );
}
