import type { ReactNode } from 'react';
import { CardGrid } from './cards.tsx';
import { SectionHeading } from './section-heading.tsx';

interface RelatedProps {
  id: string;
  title: string;
  action: { to: string; label: string };
  children: ReactNode;
}

/** "More like this" under an item: a heading, a link to the whole list and a row of cards. */
export function Related({ id, title, action, children }: RelatedProps) {
  return (
    <section
      aria-labelledby={id}
      className="render-when-near mt-16 border-t border-line bg-sand/60 py-14 sm:mt-20"
    >
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id={id} title={title} action={action} />
        <CardGrid>{children}</CardGrid>
      </div>
    </section>
  );
}
