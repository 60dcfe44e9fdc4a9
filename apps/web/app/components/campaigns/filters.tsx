import { CAMPAIGN_SORTS, PUBLIC_STATUSES } from '@ataa/contract/campaign-filters';
import { Search } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useLocation, useSubmit } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { type CampaignFilters, FILTER_KEYS, filterParams } from './list-query.ts';

/** Long enough to let a word be typed, short enough to feel live. */
const SEARCH_DELAY_MS = 400;

interface FiltersProps {
  filters: CampaignFilters;
  categories: Array<{ id: number; name: string }>;
}

/**
 * Search, category, status and sort, all kept in the address. It is a plain GET form, so it
 * works before scripts load; with them, a choice applies at once and typing applies after a
 * short pause, without a new history entry per word.
 */
export function CampaignFiltersForm({ filters, categories }: FiltersProps) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const ids = useId();

  const apply = (options: { replace?: boolean } = {}) => {
    clearTimeout(timer.current);
    if (!form.current) return;
    const values = Object.fromEntries(new FormData(form.current)) as Record<string, string>;
    submit(filterParams(values), { method: 'get', action: pathname, preventScrollReset: true, ...options });
  };

  // When the address changes by other means (back, "clear filters"), the fields follow it,
  // except a search box still being typed in.
  useEffect(() => {
    for (const key of FILTER_KEYS) {
      const field = form.current?.elements.namedItem(key) as HTMLInputElement | HTMLSelectElement | null;
      if (field && !(key === 'q' && field === document.activeElement)) field.value = filters[key];
    }
  }, [filters]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <search aria-label={t('campaigns.filters.label')}>
      <form
        ref={form}
        method="get"
        action={pathname}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
        className="grid grid-cols-2 gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
      >
        <Field id={`${ids}-q`} label={t('campaigns.filters.search')} className="col-span-2 lg:col-span-1">
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted"
            />
            <input
              id={`${ids}-q`}
              name="q"
              type="search"
              maxLength={100}
              defaultValue={filters.q}
              placeholder={t('campaigns.filters.search_hint')}
              autoComplete="off"
              enterKeyHint="search"
              className="field-input ps-10"
              onChange={() => {
                clearTimeout(timer.current);
                timer.current = setTimeout(() => apply({ replace: true }), SEARCH_DELAY_MS);
              }}
            />
          </div>
        </Field>
        <Field id={`${ids}-category`} label={t('campaigns.filters.category')}>
          <select
            id={`${ids}-category`}
            name="category_id"
            defaultValue={filters.category_id}
            className="field-input"
            onChange={() => apply()}
          >
            <option value="">{t('campaigns.filters.any_category')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${ids}-status`} label={t('campaigns.filters.status')}>
          <select
            id={`${ids}-status`}
            name="status"
            defaultValue={filters.status}
            className="field-input"
            onChange={() => apply()}
          >
            <option value="">{t('campaigns.filters.any_status')}</option>
            {PUBLIC_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`campaigns.status.${status}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${ids}-sort`} label={t('campaigns.filters.sort')}>
          <select
            id={`${ids}-sort`}
            name="sort"
            defaultValue={filters.sort}
            className="field-input"
            onChange={() => apply()}
          >
            {CAMPAIGN_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`campaigns.filters.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" className="btn self-end">
          {t('campaigns.filters.apply')}
        </button>
      </form>
    </search>
  );
}

/** A labelled filter field. */
export function Field({
  id,
  label,
  className = '',
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="field-label text-sm">
        {label}
      </label>
      {children}
    </div>
  );
}
