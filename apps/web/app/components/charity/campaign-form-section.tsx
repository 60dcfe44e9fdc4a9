import type { ReactNode } from 'react';

interface FormSectionProps {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}

/** A titled card of the campaign pages (a part of the form, the preview, the news), named by its h2. */
export function FormSection({ id, title, lead, children }: FormSectionProps) {
  return (
    <section aria-labelledby={id} className="card flex flex-col gap-4 p-4 sm:p-6">
      <div>
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {lead ? <p className="text-muted">{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}
