import { Outlet } from 'react-router';
import { DashboardFrame } from '../components/dashboard-frame.tsx';
import { DONOR_PAGES } from '../components/donor/pages.tsx';
import { ErrorScreen } from '../components/error-screen.tsx';
import { requireRole } from '../lib/access.server.ts';
import { requestLocale } from '../lib/i18n.ts';
import type { Route } from './+types/donor';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(context, request, requestLocale(request), { role: 'donor' });
  return null;
}

export default function DonorLayout() {
  return (
    <DashboardFrame account="donor" pages={DONOR_PAGES}>
      <Outlet />
    </DashboardFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DashboardFrame account="donor" pages={DONOR_PAGES}>
      <ErrorScreen error={error} />
    </DashboardFrame>
  );
}
