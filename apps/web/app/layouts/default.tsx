import { HandHeart } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { CartCountProvider } from '../components/cart-count.tsx';
import { ErrorScreen } from '../components/error-screen.tsx';
import { Footer } from '../components/footer.tsx';
import { Header } from '../components/header.tsx';
import { useDonateAllButton } from '../lib/donate-all-button.ts';
import { useI18n } from '../lib/i18n.ts';
import { useRootData } from '../lib/root-data.ts';
import type { Route } from './+types/default';

/** Header, the page, footer, and the floating "donate to all campaigns" button where it helps. */
export function SiteFrame({ children }: { children: React.ReactNode }) {
  const { t, path } = useI18n();
  const root = useRootData();
  const donateAllButton = useDonateAllButton();
  if (!root) return <>{children}</>;
  return (
    <CartCountProvider initial={root.cartCount}>
      <Header />
      {children}
      <Footer />
      {/* Its own landmark, so nothing on the page sits outside one; the footer leaves room below for it. */}
      {donateAllButton && (
        <aside aria-label={t('site.donate_all')} className="floating-donate fixed bottom-4 end-4 z-20">
          <Link to={path('/donate/all')} className="btn shadow-lg">
            <HandHeart aria-hidden="true" className="size-5" />
            {t('site.donate_all')}
          </Link>
        </aside>
      )}
    </CartCountProvider>
  );
}

export default function DefaultLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteFrame>
      <ErrorScreen error={error} />
    </SiteFrame>
  );
}
