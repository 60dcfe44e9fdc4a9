import type { ReactNode } from 'react';

/** One figure of a dashboard's overview, inside its `<dl>`: an icon, what it counts, the value. */
export function Figure({
  icon,
  label,
  value,
  className = '',
}: {
  icon: ReactNode;
  label: string;
  value: string;
  /** E.g. the columns it spans in its grid. */
  className?: string;
}) {
  return (
    <div className={`card flex flex-col gap-2 p-4 sm:p-5 ${className}`}>
      <dt className="flex items-center gap-3 text-sm text-muted">
        <span className="rounded-full bg-primary/10 p-2.5 text-primary-dark">{icon}</span>
        {label}
      </dt>
      <dd className="text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}
