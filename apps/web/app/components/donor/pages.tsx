import { Bell, CalendarClock, HandHeart, ReceiptText, ShoppingCart } from 'lucide-react';
import type { SidebarLink } from '../dashboard-frame.tsx';

/** The donor's pages in the dashboard's sidebar (spec §2, donor routes). */
export const DONOR_PAGES: SidebarLink[] = [
  {
    to: '/dashboard/donor/cart',
    label: 'donor.nav.cart',
    icon: <ShoppingCart aria-hidden="true" className="size-4" />,
  },
  {
    to: '/dashboard/donor/donation-history',
    label: 'donor.nav.donations',
    icon: <ReceiptText aria-hidden="true" className="size-4" />,
  },
  {
    to: '/dashboard/donor/campaigns-history',
    label: 'donor.nav.campaigns',
    icon: <HandHeart aria-hidden="true" className="size-4" />,
  },
  {
    to: '/dashboard/donor/schedules',
    label: 'donor.nav.schedules',
    icon: <CalendarClock aria-hidden="true" className="size-4" />,
  },
  {
    to: '/dashboard/donor/notification',
    label: 'site.notifications.title',
    icon: <Bell aria-hidden="true" className="size-4" />,
  },
];
