import { ChevronLeft, ChevronRight } from 'lucide-react';
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

const STEP =
  'inline-flex min-h-11 items-center justify-center gap-1 rounded-xl border border-line bg-white px-3 font-bold text-ink transition hover:border-primary hover:text-primary-dark';
const NUMBER =
  'inline-flex size-11 items-center justify-center rounded-xl border border-line bg-white font-bold text-ink transition hover:border-primary hover:text-primary-dark aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-white';

/**
 * Previous, numbered pages and next, as links (`?page=N`, page 1 at the list's own address). On a
 * phone the numbers give way to "page 2 of 5" so the row never overflows.
 */
export function Pagination({ meta }: { meta: PageMeta }) {
  const { t, number } = useI18n();
  const { pathname } = useLocation();
  const { current_page: current, last_page: last } = meta;
  if (last <= 1) return null;
  const href = (page: number) => (page <= 1 ? pathname : `${pathname}?page=${page}`);
  return (
    <nav aria-label={t('content.pagination.label')} className="mt-12 flex justify-center">
      <ul className="flex items-center gap-1.5">
        <li>
          {current > 1 ? (
            <IntentLink to={href(current - 1)} rel="prev" className={STEP}>
              <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              <span>{t('content.pagination.previous')}</span>
            </IntentLink>
          ) : (
            <span aria-disabled="true" className={`${STEP} pointer-events-none opacity-50`}>
              <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              <span>{t('content.pagination.previous')}</span>
            </span>
          )}
        </li>
        <li className="px-2 text-sm font-bold whitespace-nowrap text-muted sm:hidden">
          {t('content.pagination.status', { page: number(current), last: number(last) })}
        </li>
        {pageSlots(current, last).map((slot, index) => (
          <li key={slot === 'gap' ? `gap-${index}` : slot} className="hidden sm:block">
            {slot === 'gap' ? (
              <span aria-hidden="true" className="inline-flex w-6 justify-center text-muted">
                …
              </span>
            ) : (
              <IntentLink
                to={href(slot)}
                aria-label={t('content.pagination.page', { page: number(slot) })}
                aria-current={slot === current ? 'page' : undefined}
                className={NUMBER}
              >
                {number(slot)}
              </IntentLink>
            )}
          </li>
        ))}
        <li>
          {current < last ? (
            <IntentLink to={href(current + 1)} rel="next" className={STEP}>
              <span>{t('content.pagination.next')}</span>
              <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </IntentLink>
          ) : (
            <span aria-disabled="true" className={`${STEP} pointer-events-none opacity-50`}>
              <span>{t('content.pagination.next')}</span>
              <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
