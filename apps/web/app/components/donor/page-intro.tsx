import type { ReactNode } from 'react';

/** A donor page's heading, what the page is for, and its main action beside them. */
export function PageIntro({ title, lead, action }: { title: string; lead: string; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-primary-dark">{title}</h1>
        <p className="mt-1 text-muted">{lead}</p>
      </div>
      {action}
    </div>
  );
}
