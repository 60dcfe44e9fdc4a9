import { Outlet } from 'react-router';
import { CHARITY_PAGES } from '../components/charity/pages.tsx';
import { DashboardFrame } from '../components/dashboard-frame.tsx';
import { ErrorScreen } from '../components/error-screen.tsx';
import { requireRole } from '../lib/access.server.ts';
import { requestLocale } from '../lib/i18n.ts';
import type { Route } from './+types/charity';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(context, request, requestLocale(request), { role: 'charity' });
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
