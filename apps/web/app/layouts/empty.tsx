import { Outlet } from 'react-router';
import { ErrorScreen } from '../components/error-screen.tsx';
import type { Route } from './+types/empty';

/** Pages that stand alone, without the site's header and footer (the gift card). */
export default function EmptyLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
