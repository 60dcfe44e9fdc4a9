import { isolate } from '@ataa/contract/bidi';
import { auditQuery } from '@ataa/contract/schemas/admin';
import { isMessageKey, type MessageKey, translate } from '@ataa/contract/translate';
import { useId } from 'react';
import { Link } from 'react-router';
import { AdminListPage } from '../../components/admin/list-page.tsx';
import { Field } from '../../components/campaigns/filters.tsx';
import { ListFilters } from '../../components/charity/list-filters.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { useI18n } from '../../lib/i18n.ts';
import { chosenFilters } from '../../lib/list-query.server.ts';
import { assertPageExists, requestedPage } from '../../lib/page-address.server.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/audit';

/** The kinds of object the staff change, as the audit log names them. */
const OBJECT_TYPES = [
  'charity',
  'campaign',
  'donation',
  'contact',
  'blog',
  'story',
  'video',
  'page',
  'faq',
  'partner',
  'social',
  'category',
  'currency',
  'setting',
] as const;
type ObjectType = (typeof OBJECT_TYPES)[number];
const isKnown = (type: string): type is ObjectType => (OBJECT_TYPES as readonly string[]).includes(type);

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = chosenFilters(request, auditQuery, ['object_type', 'object_id', 'actor_id', 'day']);
  const api = apiFor(context, request);
  const [entries, actors] = await Promise.all([
    api.read('GET /admin/audit', { query: { ...filters, page: requestedPage(request) } }),
    api.read('GET /admin/audit/actors'),
  ]);
  assertPageExists(entries);
  return { entries, filters, actors };
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'back_office.nav.audit'), noindex: true });
}

/** The catalogue's key for `name` under `group`, when the catalogue has words for it. */
function wordsFor(group: string, name: string): MessageKey | undefined {
  const key = `back_office.audit.${group}.${name}`;
  return isMessageKey(key) ? key : undefined;
}

/** Fields whose stored values are states with words of their own elsewhere in the catalogue. */
const STATE_WORDS: Record<string, (value: string) => string> = {
  review_state: (value) => `back_office.approval.${value}`,
  approval_status: (value) => `back_office.approval.${value}`,
  state: (value) => `donor.history.states.${value}`,
  refund: (value) => `back_office.audit.${value}`,
};

/**
 * A stored value in words where it has them (yes or no, a state), other text as it is, anything
 * else as JSON, nothing as a dash.
 */
function useShownValue() {
  const { t } = useI18n();
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined) return '—';
    if (typeof value === 'boolean') return t(value ? 'back_office.audit.yes' : 'back_office.audit.no');
    if (typeof value !== 'string') return JSON.stringify(value);
    const key = STATE_WORDS[field]?.(value);
    return key && isMessageKey(key) ? t(key) : value;
  };
}

type Entry = Route.ComponentProps['loaderData']['entries']['data'][number];

/** Where the staff read an object the log names, for the kinds that have a page of their own. */
const OBJECT_PAGES: Partial<Record<ObjectType, string>> = {
  charity: '/admin/charities',
  campaign: '/admin/campaigns',
  donation: '/admin/donations',
};

/** The object an entry changed: its kind and its name, linked to its page when it has one. */
function ChangedObject({ entry, kind }: { entry: Entry; kind: string }) {
  const { path } = useI18n();
  const named = entry.object_name ? <bdi>{entry.object_name}</bdi> : `#${entry.object_id}`;
  const page = isKnown(entry.object_type) ? OBJECT_PAGES[entry.object_type] : undefined;
  return (
    <span>
      {kind}:{' '}
      {page ? (
        <Link to={path(`${page}/${entry.object_id}`)} className="font-bold underline">
          {named}
        </Link>
      ) : (
        <span className="font-bold">{named}</span>
      )}
    </span>
  );
}

/** A changed field by its name in words, or its code for a field the catalogue does not name. */
function FieldName({ field }: { field: string }) {
  const { t } = useI18n();
  const named = wordsFor('fields', field);
  return named ? t(named) : <code dir="ltr">{field}</code>;
}

function AuditEntry({ entry }: { entry: Entry }) {
  const { t, dateTime } = useI18n();
  const object = isKnown(entry.object_type)
    ? t(`back_office.audit.objects.${entry.object_type}`)
    : entry.object_type;
  const changes = Object.entries(entry.changes);
  const shown = useShownValue();
  // What was done, in words: the verb of the action (`campaign.suspend`); the object is named beside it.
  const verb = wordsFor('verbs', entry.action.slice(entry.action.lastIndexOf('.') + 1));
  return (
    <article className="card flex flex-col gap-2 p-4">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-bold">{entry.actor.name}</span>
        {verb ? (
          <span className="rounded bg-sand px-1.5 text-sm">{t(verb)}</span>
        ) : (
          <code dir="ltr" className="rounded bg-sand px-1.5 text-sm">
            {entry.action}
          </code>
        )}
        <ChangedObject entry={entry} kind={object} />
        <time dateTime={entry.created_at} className="text-sm text-muted">
          {dateTime(entry.created_at)}
        </time>
      </p>
      {entry.reason ? <p>{t('back_office.audit.reason', { reason: isolate(entry.reason) })}</p> : null}
      {changes.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('back_office.audit.changes')}</caption>
            <thead>
              <tr className="text-start text-muted">
                <th scope="col" className="p-1 text-start">
                  {t('back_office.audit.field')}
                </th>
                <th scope="col" className="p-1 text-start">
                  {t('back_office.audit.before')}
                </th>
                <th scope="col" className="p-1 text-start">
                  {t('back_office.audit.after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map(([field, change]) => (
                <tr key={field} className="border-t border-line align-top">
                  <th scope="row" className="p-1 text-start font-normal">
                    <FieldName field={field} />
                  </th>
                  <td className="max-w-xs break-words p-1">
                    <bdi>{shown(field, change.before)}</bdi>
                  </td>
                  <td className="max-w-xs break-words p-1">
                    <bdi>{shown(field, change.after)}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </article>
  );
}

function AuditFilters({
  filters: { object_type = '', actor_id = '', day = '', ...rest },
  actors,
}: {
  filters: Partial<Record<'object_type' | 'object_id' | 'actor_id' | 'day', string>>;
  actors: Array<{ id: number; name: string }>;
}) {
  const { t } = useI18n();
  const ids = useId();
  return (
    <ListFilters
      label={t('back_office.nav.audit')}
      active={Boolean(object_type || rest.object_id || actor_id || day)}
      className="sm:grid-cols-[1fr_1fr_1fr_auto]"
    >
      {Object.entries(rest).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Field id={`${ids}-object`} label={t('back_office.audit.object')}>
        <select id={`${ids}-object`} name="object_type" defaultValue={object_type} className="field-input">
          <option value="">{t('back_office.audit.object_any')}</option>
          {OBJECT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`back_office.audit.objects.${type}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${ids}-actor`} label={t('back_office.audit.actor')}>
        <select id={`${ids}-actor`} name="actor_id" defaultValue={actor_id} className="field-input">
          <option value="">{t('back_office.audit.actor_any')}</option>
          {actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${ids}-day`} label={t('back_office.audit.day')}>
        <input id={`${ids}-day`} type="date" name="day" defaultValue={day} className="field-input" />
      </Field>
    </ListFilters>
  );
}

/** Every change the staff made, newest first, each with what it changed. */
export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { entries, filters, actors } = loaderData;
  return (
    <AdminListPage
      title={t('back_office.nav.audit')}
      lead={`${t('back_office.audit.lead')} ${t('back_office.audit.time_zone')}`}
      filters={<AuditFilters filters={filters} actors={actors} />}
      list={entries}
      count={(total) => t('back_office.audit.count', { count: total })}
      empty={t('back_office.audit.empty')}
    >
      {(entry) => <AuditEntry entry={entry} />}
    </AdminListPage>
  );
}
