import type { Paginated } from '@ataa/contract/pagination';
import type { ReactNode } from 'react';
import { Pager } from '../content/pagination.tsx';

/** One of the donor's lists: how many there are (said again when it changes), the items, the pages. */
export function DonorList<T extends { id: number }>({
  summary,
  list,
  className = 'flex flex-col gap-4',
  children,
}: {
  summary: string;
  list: Paginated<T>;
  className?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <p role="status" className="font-bold">
        {summary}
      </p>
      <ul className={className}>
        {list.data.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
      <Pager meta={list.meta} />
    </>
  );
}
