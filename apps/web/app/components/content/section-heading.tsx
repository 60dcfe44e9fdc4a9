import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { IntentLink } from '../intent-link.tsx';

interface SectionHeadingProps {
  id: string;
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  /** A link to everything of the kind, e.g. all blog posts; its label says where it goes. */
  action?: { to: string; label: string };
  align?: 'start' | 'center';
}

/** A section's h2 with its small accent rule, and an optional "see all" link at the end. */
export function SectionHeading({ id, title, eyebrow, lead, action, align = 'start' }: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <div
      className={`mb-8 flex gap-x-6 gap-y-3 ${centered ? 'flex-col items-center text-center' : 'flex-wrap items-end justify-between'}`}
    >
      <div className={centered ? 'flex flex-col items-center' : ''}>
        {eyebrow ? <p className="mb-1 text-sm font-bold text-accent">{eyebrow}</p> : null}
        <h2 id={id} className="text-2xl leading-snug font-bold text-ink sm:text-3xl">
          {title}
        </h2>
        <span aria-hidden="true" className="mt-3 block h-1 w-14 rounded-full bg-accent/80" />
        {lead ? <p className="mt-4 max-w-2xl text-muted">{lead}</p> : null}
      </div>
      {action ? <ArrowLink to={action.to}>{action.label}</ArrowLink> : null}
    </div>
  );
}

/** A text link with an arrow pointing onwards (mirrored in Arabic). */
export function ArrowLink({
  to,
  children,
  className = '',
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <IntentLink
      to={to}
      className={`group inline-flex min-h-11 items-center gap-1.5 rounded-lg font-bold text-primary-dark hover:underline ${className}`}
    >
      {children}
      <ArrowRight
        aria-hidden="true"
        className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
      />
    </IntentLink>
  );
}
