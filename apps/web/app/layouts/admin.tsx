import { Outlet } from 'react-router';
import { ADMIN_PAGES } from '../components/admin/pages.tsx';
import { DashboardFrame } from '../components/dashboard-frame.tsx';
import { ErrorScreen } from '../components/error-screen.tsx';
import { requireRole } from '../lib/access.server.ts';
import { loadBackOfficeCatalogue } from '../lib/catalogue.ts';
import { requestLocale } from '../lib/i18n.ts';
import type { Route } from './+types/admin';

/** The back office is for the platform's staff only: anyone else goes to their own dashboard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(context, request, requestLocale(request), { role: 'admin' });
  return null;
}

/** Arriving from a public page, the browser fetches the back office's messages with its data. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [answer] = await Promise.all([serverLoader(), loadBackOfficeCatalogue(requestLocale(request))]);
  return answer;
}

export default function AdminLayout() {
  return (
    <DashboardFrame account="admin" pages={ADMIN_PAGES}>
      <Outlet />
    </DashboardFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DashboardFrame account="admin" pages={ADMIN_PAGES}>
      <ErrorScreen error={error} />
    </DashboardFrame>
  );
}
