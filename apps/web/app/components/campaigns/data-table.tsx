import type { ReactNode } from 'react';

export interface Column {
  label: string;
  /** Figures line up at the end of their column. */
  end?: boolean;
  /** E.g. a column only wide screens have room for. */
  className?: string;
}

/** A table of the campaign pages, named by the heading above it. */
export function DataTable({
  labelledBy,
  columns,
  children,
}: {
  labelledBy: string;
  columns: Column[];
  children: ReactNode;
}) {
  return (
    <table
      aria-labelledby={labelledBy}
      className="w-full overflow-hidden rounded-2xl bg-white text-sm shadow-sm ring-1 ring-line"
    >
      <thead className="bg-primary/5 text-muted">
        <tr>
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={`p-3 ${column.end ? 'text-end' : 'text-start'} ${column.className ?? ''}`}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">{children}</tbody>
    </table>
  );
}
