import { Bell, HandCoins, Megaphone, SquarePlus } from 'lucide-react';
import type { SidebarLink } from '../dashboard-frame.tsx';

/** The charity's pages in the dashboard's sidebar (spec §2, charity routes). */
export const CHARITY_PAGES: SidebarLink[] = [
  {
    to: '/dashboard/charity/campaigns',
    label: 'charity.nav.campaigns',
    icon: <Megaphone aria-hidden="true" className="size-4" />,
  },
  {
    to: '/dashboard/charity/donations',
    label: 'charity.nav.donations',
    icon: <HandCoins aria-hidden="true" className="size-4" />,
  },
  {
    to: '/dashboard/charity/notification',
    label: 'charity.nav.notifications',
    icon: <Bell aria-hidden="true" className="size-4" />,
  },
  {
    to: '/start-campaign',
    label: 'charity.nav.start',
    icon: <SquarePlus aria-hidden="true" className="size-4" />,
  },
];
