import { Outlet } from 'react-router';

/** Pages that stand alone, without the site's header and footer (the gift card). */
export default function EmptyLayout() {
  return <Outlet />;
}
