import { isolate } from '@ataa/contract/bidi';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.ts';
import { useRootData } from '../lib/root-data.ts';

export interface QuickLink {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

/** A dashboard's first screen: who is signed in, their status, and where to go next. */
export function DashboardWelcome({ status, links }: { status: ReactNode; links: QuickLink[] }) {
  const { t, path } = useI18n();
  const { viewer } = useRootData();
  if (!viewer) return null;
  return (
    <div className="flex flex-col gap-6">
      <section className="card flex flex-wrap items-center gap-4 p-6">
        {viewer.photo ? (
          <img
            src={viewer.photo}
            alt=""
            width={64}
            height={64}
            className="size-16 rounded-full object-cover"
          />
        ) : null}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-primary-dark">
            {t('account.dashboard.welcome', {
              name: isolate(viewer.charityName ?? viewer.firstName ?? viewer.name),
            })}
          </h1>
          <div className="mt-1 text-muted">{status}</div>
        </div>
      </section>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={path(link.to)} className="card flex h-full gap-3 p-5 hover:border-primary">
              <span className="text-primary">{link.icon}</span>
              <span>
                <span className="block font-bold">{link.title}</span>
                <span className="block text-sm text-muted">{link.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
