import { isolate } from '@ataa/contract/bidi';
import type { Paginated } from '@ataa/contract/pagination';
import type { Dedication } from '@ataa/contract/schemas/campaigns';
import { Quote } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { PublishedDate } from '../content/cards.tsx';
import { SectionTitle } from './campaign-sections.tsx';

/** Dedications come three at a time, as on the original site. */
export const DEDICATIONS_STEP = 3;
/** The address's `?comments=N` shows N steps at once; the API serves at most 100 in one page. */
export const MAX_DEDICATION_STEPS = 33;

/** How many steps of dedications the address asks for; anything odd means the first. */
export function dedicationSteps(params: URLSearchParams): number {
  const raw = params.get('comments') ?? '';
  return /^[1-9]\d{0,1}$/.test(raw) ? Math.min(Number(raw), MAX_DEDICATION_STEPS) : 1;
}

const itemId = (index: number) => `dedication-${index + 1}`;

/**
 * Gift dedications left by donors (GET /get-comments): plain text, never HTML. "More" is a link
 * that asks for one more step, so it works without scripts; with them the list grows in place
 * and the first new dedication takes the focus.
 */
export function Dedications({ list }: { list: Paginated<Dedication> }) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const shown = list.data.length;
  const before = useRef(shown);
  const items = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (shown > before.current)
      items.current?.querySelector<HTMLElement>(`#${itemId(before.current)}`)?.focus();
    before.current = shown;
  }, [shown]);

  const more = new URLSearchParams(search);
  more.set('comments', String(Math.ceil(shown / DEDICATIONS_STEP) + 1));
  return (
    <section aria-labelledby="campaign-dedications" className="render-when-near">
      <SectionTitle id="campaign-dedications">{t('campaigns.detail.dedications')}</SectionTitle>
      <p className="-mt-2 mb-5 text-muted">{t('campaigns.detail.dedications_lead')}</p>
      {shown === 0 ? (
        <p className="rounded-2xl bg-sand p-5 text-muted">{t('campaigns.detail.no_dedications')}</p>
      ) : (
        <ol ref={items} className="grid gap-3">
          {list.data.map((dedication, index) => (
            <li
              key={dedication.id}
              id={itemId(index)}
              tabIndex={-1}
              className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line"
            >
              <Quote aria-hidden="true" className="size-6 text-accent/70 rtl:-scale-x-100" />
              <p dir="auto" className="mt-2 text-lg leading-relaxed break-words whitespace-pre-line text-ink">
                {dedication.love_comment}
              </p>
              <p className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="font-bold text-primary-dark">
                  {t('campaigns.detail.dedication_by', {
                    name: isolate(dedication.user?.name ?? dedication.user_name),
                  })}
                </span>
                <PublishedDate value={dedication.created_at} className="text-muted" />
              </p>
            </li>
          ))}
        </ol>
      )}
      {shown < list.meta.total && shown < MAX_DEDICATION_STEPS * DEDICATIONS_STEP ? (
        <Link
          to={`${pathname}?${more}#${itemId(shown)}`}
          replace
          className="btn btn-outline mt-4 w-full sm:w-auto"
        >
          {t('campaigns.detail.more')}
        </Link>
      ) : null}
    </section>
  );
}
