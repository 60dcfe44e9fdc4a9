import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { RichText } from './rich-text.tsx';

export interface AccordionItem {
  id: number;
  title: string;
  /** Sanitised HTML from the API. */
  html: string;
}

/**
 * Questions that open in place: each heading holds a button (`aria-expanded`, `aria-controls`)
 * for a labelled region (a section named by its button). The first is open; `#faq-<id>` in the address opens that one.
 */
export function Accordion({ items, idPrefix = 'faq' }: { items: AccordionItem[]; idPrefix?: string }) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(items[0] ? [items[0].id] : []));
  useEffect(() => {
    const openFromHash = () => {
      const match = window.location.hash.match(new RegExp(`^#${idPrefix}-(\\d+)$`));
      if (match) setOpen((current) => new Set([...current, Number(match[1])]));
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [idPrefix]);
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${base}-button-${item.id}`;
        const panelId = `${base}-panel-${item.id}`;
        return (
          <div key={item.id} id={`${idPrefix}-${item.id}`} className="scroll-mt-24">
            <h2 className="text-base font-bold sm:text-lg">
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className={`flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-start transition hover:bg-sand/70 focus-visible:-outline-offset-4 ${expanded ? 'text-primary-dark' : 'text-ink'}`}
              >
                <span>{item.title}</span>
                <span
                  aria-hidden="true"
                  className={`flex size-8 shrink-0 items-center justify-center rounded-full transition ${expanded ? 'rotate-180 bg-primary text-white' : 'bg-sand text-primary-dark'}`}
                >
                  <ChevronDown className="size-5" />
                </span>
              </button>
            </h2>
            <section id={panelId} aria-labelledby={buttonId} hidden={!expanded} className="px-5 pb-5">
              <RichText html={item.html} />
            </section>
          </div>
        );
      })}
    </div>
  );
}
