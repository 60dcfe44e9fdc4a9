import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';

const TONES = {
  good: 'bg-primary/10 text-primary-dark',
  wait: 'bg-accent/10 text-accent',
  bad: 'bg-danger/10 text-danger',
  calm: 'bg-sand text-muted',
} as const;

interface StatusPanelProps {
  icon: ReactNode;
  tone: keyof typeof TONES;
  title: string;
  text: ReactNode;
  children?: ReactNode;
}

/** One state of a payment: an icon on a tinted disc, the page's heading, a line, then what to do. */
export function StatusPanel({ icon, tone, title, text, children }: StatusPanelProps) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span
        aria-hidden="true"
        className={`flex size-16 items-center justify-center rounded-full [&>svg]:size-9 ${TONES[tone]}`}
      >
        {icon}
      </span>
      <h1 className="text-2xl font-bold text-primary-dark sm:text-3xl">{title}</h1>
      <div className="max-w-xl text-lg text-muted">{text}</div>
      {children}
    </div>
  );
}

/** What to do after a payment that did not go through: the way on, and help. */
export function NextSteps({ to, label }: { to: string; label: string }) {
  const { t, path } = useI18n();
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Link className="btn" to={to}>
        {label}
      </Link>
      <Link className="btn btn-outline" to={path('/contact')}>
        {t('giving.return.help')}
      </Link>
    </div>
  );
}
