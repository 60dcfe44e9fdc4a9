import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { IntentLink } from '../intent-link.tsx';
import type { PageMeta } from './types.ts';

type Slot = number | 'gap';

/** The page numbers worth showing: the first, the last, and the current one with its neighbours. */
export function pageSlots(current: number, last: number): Slot[] {
  const wanted = new Set([1, last, current - 1, current, current + 1]);
  const numbers = [...wanted].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
  const slots: Slot[] = [];
  for (const [index, n] of numbers.entries()) {
    const previous = numbers[index - 1];
    if (previous !== undefined && n - previous === 2) slots.push(n - 1);
    else if (previous !== undefined && n - previous > 2) slots.push('gap');
    slots.push(n);
  }
  return slots;
}

const LINK =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-xl border border-line bg-white px-3 font-bold text-ink hover:border-primary hover:text-primary-dark aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-white aria-disabled:pointer-events-none aria-disabled:opacity-50';

interface PagerProps {
  meta: PageMeta;
  /** The section to come back to, for lists in the middle of a page (the donors of a campaign). */
  section?: string;
}

/**
 * Previous, numbered pages and next, as links: every link keeps the address's search and filters
 * and changes only `page` (page 1 at the list's own address). Numbers show from tablet width; a
 * phone reads "page 2 of 5", so the row never overflows.
 */
export function Pager({ meta, section }: PagerProps) {
  const { t, number } = useI18n();
  const { pathname, search } = useLocation();
  const { current_page: current, last_page: last } = meta;
  if (last <= 1) return null;
  const href = (page: number) => {
    const params = new URLSearchParams(search);
    if (page > 1) params.set('page', String(page));
    else params.delete('page');
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}${section ? `#${section}` : ''}`;
  };
  const step = (page: number, rel: 'prev' | 'next', children: ReactNode) =>
    page >= 1 && page <= last ? (
      <IntentLink to={href(page)} rel={rel} className={LINK}>
        {children}
      </IntentLink>
    ) : (
      <span aria-disabled="true" className={LINK}>
        {children}
      </span>
    );
  return (
    <nav aria-label={t('content.pagination.label')} className="mt-10 flex justify-center">
      <ul className="flex items-center gap-1.5">
        <li>
          {step(
            current - 1,
            'prev',
            <>
              <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              {t('content.pagination.previous')}
            </>,
          )}
        </li>
        <li className="px-2 text-sm font-bold whitespace-nowrap text-muted sm:hidden">
          {t('content.pagination.status', { page: number(current), last: number(last) })}
        </li>
        {pageSlots(current, last).map((slot, index) => (
          <li
            key={slot === 'gap' ? `gap-${index}` : slot}
            className="hidden sm:block"
            aria-hidden={slot === 'gap'}
          >
            {slot === 'gap' ? (
              '…'
            ) : (
              <IntentLink
                to={href(slot)}
                aria-label={t('content.pagination.page', { page: number(slot) })}
                aria-current={slot === current ? 'page' : undefined}
                className={LINK}
              >
                {number(slot)}
              </IntentLink>
            )}
          </li>
        ))}
        <li>
          {step(
            current + 1,
            'next',
            <>
              {t('content.pagination.next')}
              <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </>,
          )}
        </li>
      </ul>
    </nav>
  );
}
