import type { ReactNode } from 'react';

/** The frame of the account steps: one centred card with a heading and a short lead. */
export function AuthCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto w-full max-w-lg px-4 py-10">
      <div className="card p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-primary-dark">{title}</h1>
        {lead ? <p className="mt-2 text-muted">{lead}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
