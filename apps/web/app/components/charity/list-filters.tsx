import { CAMPAIGN_STATUSES } from '@ataa/contract/campaign-filters';
import type { ReactNode } from 'react';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { Field } from '../campaigns/filters.tsx';

/**
 * A dashboard list's filters: a plain GET form, so they live in the address and work before (and
 * without) scripts. With scripts, empty fields stay out of the address. Applying starts again at
 * the first page; the fields follow the address when it changes (back, "clear").
 */
export function ListFilters({
  label,
  active,
  className,
  children,
}: {
  label: string;
  /** Whether any filter is chosen, so there is something to clear. */
  active: boolean;
  /** The grid of the fields and buttons. */
  className: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const submit = useSubmit();
  return (
    <search aria-label={label}>
      <Form
        key={search}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = [...new FormData(event.currentTarget)].filter(([, value]) => value !== '');
          submit(new URLSearchParams(chosen as Array<[string, string]>), { method: 'get', action: pathname });
        }}
        className={`grid items-end gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line ${className}`}
      >
        {children}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn">
            {t('charity.filters.apply')}
          </button>
          {active ? (
            <Link to={pathname} className="text-sm font-bold text-primary-dark underline">
              {t('charity.filters.clear')}
            </Link>
          ) : null}
        </div>
      </Form>
    </search>
  );
}

/** A list's free-text search, kept in the address as `q`. */
export function SearchField({
  id,
  label,
  hint,
  value = '',
}: {
  id: string;
  label: string;
  hint: string;
  value?: string;
}) {
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        name="q"
        type="search"
        maxLength={100}
        defaultValue={value}
        placeholder={hint}
        autoComplete="off"
        enterKeyHint="search"
        className="field-input"
      />
    </Field>
  );
}

/** A filter that is on or off, kept in the address as `name=1`. */
export function ToggleFilter({ name, label, on }: { name: string; label: string; on: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input type="checkbox" name={name} value="1" defaultChecked={on} className="size-5" />
      {label}
    </label>
  );
}

/** A campaign list's status filter: any of the seven status words (contract §15.1). */
export function CampaignStatusFilter({ id, value = '' }: { id: string; value?: string }) {
  const { t } = useI18n();
  return (
    <Field id={id} label={t('charity.campaigns.status')}>
      <select id={id} name="status" defaultValue={value} className="field-input">
        <option value="">{t('charity.campaigns.any_status')}</option>
        {CAMPAIGN_STATUSES.map((word) => (
          <option key={word} value={word}>
            {t(`campaigns.status.${word}`)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A first or last day of a list's period, kept in the address as `YYYY-MM-DD`. */
export function DayFilter({
  id,
  name,
  label,
  value = '',
}: {
  id: string;
  name: string;
  label: string;
  value?: string;
}) {
  return (
    <Field id={id} label={label}>
      <input id={id} name={name} type="date" defaultValue={value} className="field-input" />
    </Field>
  );
}
