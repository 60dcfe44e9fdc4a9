import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n.ts';
import { cartBadge } from '../cart-count.tsx';
import { Dropdown } from '../dropdown.tsx';
import { NOTIFICATIONS_PAGE } from './targets.ts';

// The list and the live updates are their own chunks: the header of every page stays light.
const BellPanel = lazy(() => import('./bell-panel.tsx'));

/** The unread count: as the page was rendered, then as the API says it changes. */
function useUnreadCount(initial: number) {
  const { locale } = useI18n();
  const [count, setCount] = useState(initial);
  useEffect(() => setCount(initial), [initial]);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./live-count.ts').then(({ followUnreadCount }) => {
      if (!gone) stop = followUnreadCount(setCount, locale);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [locale]);
  return count;
}

/**
 * The header's bell for every signed-in account: the unread count ("+9" above nine, like the
 * cart), said in words to screen readers, kept current without a reload; it opens the latest few.
 */
export function NotificationBell({
  initial,
  role,
}: {
  initial: number;
  role: keyof typeof NOTIFICATIONS_PAGE;
}) {
  const { t } = useI18n();
  const count = useUnreadCount(initial);
  const badge = cartBadge(count);
  return (
    <Dropdown
      align="end"
      buttonClassName="nav-link relative"
      chevron={false}
      mountOnOpen
      // On a phone the list spans the screen under the header; wider, it hangs from the bell.
      panelPosition="fixed inset-x-2 top-14 sm:absolute sm:inset-x-auto sm:top-full sm:end-0"
      label={
        <>
          <Bell aria-hidden="true" className="size-5" />
          <span className="sr-only">{t('site.notifications.bell', { count })}</span>
          {badge ? (
            <span
              data-unread-badge
              className="pointer-events-none absolute -top-1 end-0 min-w-5 rounded-full bg-accent px-1 text-center text-xs font-bold text-white"
              aria-hidden="true"
            >
              {badge}
            </span>
          ) : null}
        </>
      }
    >
      <Suspense fallback={null}>
        <BellPanel page={NOTIFICATIONS_PAGE[role]} />
      </Suspense>
    </Dropdown>
  );
}
