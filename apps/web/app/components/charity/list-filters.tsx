import type { ReactNode } from 'react';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';

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
