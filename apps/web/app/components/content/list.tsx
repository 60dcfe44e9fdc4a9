import type { Locale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/translate';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PageMeta } from './types.ts';

/** A list's title, with its page number after the first page so each page's title is its own. */
export function listTitle(locale: Locale, title: string, meta: PageMeta | undefined): string {
  if (!meta || meta.current_page <= 1) return title;
  return translate(locale, 'content.pagination.title', { title, page: meta.current_page });
}

/** What a list says when nothing has been published in it yet. */
export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-line bg-white px-6 py-14 text-center text-muted">
      <Inbox aria-hidden="true" className="size-10 text-primary/60" />
      <p className="text-lg">{children}</p>
    </div>
  );
}
