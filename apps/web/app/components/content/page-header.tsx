import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { CrescentOrnament, StarOrnament } from './ornament.tsx';

export interface Crumb {
  label: string;
  /** Omitted for the page itself, the last crumb. */
  to?: string;
}

/** Where the page sits: home, then its list, then the page itself (`aria-current`). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t, path } = useI18n();
  const all: Crumb[] = [{ label: t('site.nav.home'), to: path('/') }, ...items];
  return (
    <nav aria-label={t('content.common.breadcrumb')} className="mb-4">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm text-muted">
        {all.map((crumb, index) => (
          <li key={crumb.to ?? 'current'} className="flex min-w-0 items-center gap-1">
            {index > 0 ? (
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
            ) : null}
            {crumb.to && index < all.length - 1 ? (
              <Link to={crumb.to} className="rounded hover:text-primary-dark hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 font-bold text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

interface PageHeaderProps {
  title: string;
  lead?: ReactNode;
  crumbs?: Crumb[];
  children?: ReactNode;
  /** Narrow headers line up with narrow reading columns. */
  width?: 'wide' | 'narrow';
}

/** The warm band at the top of an inner page, holding its one h1. */
export function PageHeader({ title, lead, crumbs, children, width = 'wide' }: PageHeaderProps) {
  return (
    <div className="relative isolate overflow-hidden border-b border-line bg-sand">
      <StarOrnament className="pointer-events-none absolute -end-16 -top-16 -z-10 size-72 text-primary/10" />
      <CrescentOrnament className="pointer-events-none absolute -bottom-8 end-40 -z-10 hidden size-28 text-accent/10 md:block" />
      <div className={`mx-auto px-4 py-10 sm:py-14 ${width === 'narrow' ? 'max-w-3xl' : 'max-w-7xl'}`}>
        {crumbs ? <Breadcrumbs items={crumbs} /> : null}
        <h1 className="text-3xl leading-tight font-bold text-primary-dark sm:text-4xl">{title}</h1>
        {lead ? <div className="mt-3 max-w-2xl text-lg text-muted">{lead}</div> : null}
        {children}
      </div>
    </div>
  );
}
