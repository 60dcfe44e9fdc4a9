import type { Paginated } from '@ataa/contract/pagination';
import type { ReactNode } from 'react';
import { DonorList } from '../donor/donor-list.tsx';
import { PageIntro } from '../donor/page-intro.tsx';

/** A back office list: its heading and purpose, its filters, how many match, the items, the pages. */
export function AdminListPage<T extends { id: number }>({
  title,
  lead,
  action,
  filters,
  list,
  count,
  empty,
  children,
}: {
  title: string;
  lead: string;
  /** The page's main action beside its heading, e.g. "Add". */
  action?: ReactNode;
  filters: ReactNode;
  list: Paginated<T>;
  /** How many match, in words, when some do. */
  count: (total: number) => string;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={title} lead={lead} action={action} />
      {filters}
      <DonorList
        summary={list.meta.total === 0 ? empty : count(list.meta.total)}
        list={list}
        className="flex flex-col gap-3"
      >
        {children}
      </DonorList>
    </div>
  );
}
