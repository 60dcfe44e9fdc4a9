import type { MessageKey } from '@ataa/contract/translate';
import { ChevronDown, LayoutDashboard, Settings } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { SiteFrame } from '../layouts/default.tsx';
import { useI18n } from '../lib/i18n.ts';
import type { Role } from '../lib/roles.ts';
import { LogoutButton } from './header.tsx';

export interface SidebarLink {
  to: string;
  label: MessageKey;
  icon: ReactNode;
}

type Account = Role;

const HOMES: Record<Account, string> = {
  donor: '/dashboard/donor',
  charity: '/dashboard/charity',
  admin: '/admin',
};

/**
 * A role's dashboard pages: its overview, the pages its layout names, and its settings (the
 * staff's accounts are made on the server, so the back office has no settings page).
 */
function sidebarLinks(account: Account, pages: SidebarLink[]): SidebarLink[] {
  const base = HOMES[account];
  const overview: SidebarLink = {
    to: base,
    label: 'site.dashboard.overview',
    icon: <LayoutDashboard aria-hidden="true" className="size-4" />,
  };
  const settings: SidebarLink = {
    to: `${base}/settings`,
    label: 'site.dashboard.settings',
    icon: <Settings aria-hidden="true" className="size-4" />,
  };
  return account === 'admin' ? [overview, ...pages] : [overview, ...pages, settings];
}

/** The dashboards' frame: the site header, a sidebar of the role's pages (folded on phones). */
export function DashboardFrame({
  account,
  pages = [],
  children,
}: {
  account: Account;
  /** The role's own pages, listed between the overview and the settings. */
  pages?: SidebarLink[];
  children: ReactNode;
}) {
  const links = sidebarLinks(account, pages);
  const { t, path } = useI18n();
  const [open, setOpen] = useState(false);
  const panel = useId();
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: folds again whenever the page changes.
  useEffect(() => setOpen(false), [location.key]);
  return (
    <SiteFrame>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[16rem_1fr]">
        <aside>
          <button
            type="button"
            className="btn btn-outline w-full justify-between lg:hidden"
            aria-expanded={open}
            aria-controls={panel}
            onClick={() => setOpen((value) => !value)}
          >
            {t('site.dashboard.menu')}
            <ChevronDown
              aria-hidden="true"
              className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
            />
          </button>
          <nav
            id={panel}
            aria-label={t('site.dashboard.menu')}
            className={`${open ? 'block' : 'hidden'} mt-2 rounded-xl border border-line bg-white p-2 lg:mt-0 lg:block`}
          >
            <ul className="flex flex-col gap-1">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={path(link.to)} end className="nav-link w-full">
                    {link.icon}
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
              <li>
                <LogoutButton label={t('site.header.logout')} />
              </li>
            </ul>
          </nav>
        </aside>
        <main id="main" className="min-w-0">
          {children}
        </main>
      </div>
    </SiteFrame>
  );
}
