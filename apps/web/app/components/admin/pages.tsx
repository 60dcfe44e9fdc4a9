import {
  Bell,
  Building2,
  CalendarClock,
  Coins,
  FileText,
  HandCoins,
  History,
  Mail,
  Megaphone,
  MoonStar,
} from 'lucide-react';
import type { SidebarLink } from '../dashboard-frame.tsx';

/** The back office's pages in the sidebar, after its overview. */
export const ADMIN_PAGES: SidebarLink[] = [
  {
    to: '/admin/charities',
    label: 'back_office.nav.charities',
    icon: <Building2 aria-hidden="true" className="size-4" />,
  },
  {
    to: '/admin/campaigns',
    label: 'back_office.nav.campaigns',
    icon: <Megaphone aria-hidden="true" className="size-4" />,
  },
  {
    to: '/admin/donations',
    label: 'back_office.nav.donations',
    icon: <HandCoins aria-hidden="true" className="size-4" />,
  },
  {
    to: '/admin/content',
    label: 'back_office.nav.content',
    icon: <FileText aria-hidden="true" className="size-4" />,
  },
  {
    to: '/admin/currencies',
    label: 'back_office.nav.currencies',
    icon: <Coins aria-hidden="true" className="size-4" />,
  },
  {
    to: '/admin/schedules',
    label: 'back_office.nav.schedules',
    icon: <CalendarClock aria-hidden="true" className="size-4" />,
  },
  {
    to: '/admin/ramadan',
    label: 'back_office.nav.ramadan',
    icon: <MoonStar aria-hidden="true" className="size-4" />,
  },
  {
    to: '/admin/contacts',
    label: 'back_office.nav.contacts',
    icon: <Mail aria-hidden="true" className="size-4" />,
  },
  {
    to: '/admin/audit',
    label: 'back_office.nav.audit',
    icon: <History aria-hidden="true" className="size-4" />,
  },
  {
    to: '/admin/notifications',
    label: 'site.notifications.title',
    icon: <Bell aria-hidden="true" className="size-4" />,
  },
];
