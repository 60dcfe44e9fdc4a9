import { Outlet } from 'react-router';
import { CHARITY_PAGES } from '../components/charity/pages.tsx';
import { DashboardFrame } from '../components/dashboard-frame.tsx';
import { ErrorScreen } from '../components/error-screen.tsx';
import { requireRole } from '../lib/access.server.ts';
import { localizePath, requestLocale } from '../lib/i18n.ts';
import type { Route } from './+types/charity';

/**
 * A charity's pages are for an approved charity; one awaiting approval (or rejected) is sent to
 * /pending, which says why, except to its settings, where it sends the documents asked for.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const settings = new URL(request.url).pathname === localizePath('/dashboard/charity/settings', locale);
  await requireRole(context, request, locale, { role: 'charity', approved: !settings });
  return null;
}

export default function CharityLayout() {
  return (
    <DashboardFrame account="charity" pages={CHARITY_PAGES}>
      <Outlet />
    </DashboardFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DashboardFrame account="charity" pages={CHARITY_PAGES}>
      <ErrorScreen error={error} />
    </DashboardFrame>
  );
}
