import { LayoutDashboard, LogOut, Menu, ShoppingCart, UserRound, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { dashboardPath } from '../lib/dashboard.ts';
import { type Translate, useI18n } from '../lib/i18n.ts';
import { useRootData } from '../lib/root-data.ts';
import { cartBadge, useCartCount } from './cart-count.tsx';
import { Dropdown, menuItemClass } from './dropdown.tsx';
import { IntentNavLink } from './intent-link.tsx';
import { Logo } from './logo.tsx';
import { CurrencySelector, LanguageSwitcher } from './preferences.tsx';

// Only signed-in pages show the bell: its code is a chunk of its own, which the pages of visitors
// (the donate page among them) never download. Server-rendered, it stays as drawn until it loads.
const NotificationBell = lazy(() =>
  import('./notifications/bell.tsx').then((module) => ({ default: module.NotificationBell })),
);

const MAIN_LINKS = [
  ['/', 'site.nav.home'],
  ['/campaigns', 'site.nav.campaigns'],
  ['/blogs', 'site.nav.blogs'],
  ['/stories', 'site.nav.stories'],
  ['/videos', 'site.nav.videos'],
  ['/about', 'site.nav.about'],
  ['/contact', 'site.nav.contact'],
  ['/faqs', 'site.nav.faqs'],
] as const;

function MainLinks({ t, path, vertical }: { t: Translate; path: (p: string) => string; vertical?: boolean }) {
  const { pages } = useRootData();
  return (
    <ul className={vertical ? 'flex flex-col gap-1' : 'flex items-center gap-1'}>
      {MAIN_LINKS.map(([to, key]) => (
        <li key={to}>
          <IntentNavLink to={path(to)} end={to === '/'} className="nav-link">
            {t(key)}
          </IntentNavLink>
        </li>
      ))}
      {pages.length > 0 ? (
        <li>
          {vertical ? (
            <PageLinks pages={pages} path={path} heading={t('site.nav.other_links')} />
          ) : (
            <Dropdown label={t('site.nav.other_links')}>
              <ul>
                {pages.map((page) => (
                  <li key={page.id}>
                    <Link data-menu-item className={menuItemClass} to={path(`/page/${page.id}`)}>
                      {page.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </Dropdown>
          )}
        </li>
      ) : null}
    </ul>
  );
}

function PageLinks({
  pages,
  path,
  heading,
}: {
  pages: { id: number; title: string }[];
  path: (p: string) => string;
  heading: string;
}) {
  return (
    <>
      <p className="px-3 pt-3 text-sm font-bold text-muted">{heading}</p>
      <ul>
        {pages.map((page) => (
          <li key={page.id}>
            <Link className="nav-link" to={path(`/page/${page.id}`)}>
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Sign in and sign up for visitors; the account menu, and for donors the cart, once signed in. */
function AccountActions({ t, path }: { t: Translate; path: (p: string) => string }) {
  const { viewer, locale, unreadCount } = useRootData();
  const { count } = useCartCount();
  if (!viewer) {
    return (
      <div className="hidden items-center gap-1 sm:flex">
        <Link to={path('/login')} className="nav-link">
          {t('site.header.sign_in')}
        </Link>
        <Dropdown label={t('site.header.sign_up')} buttonClassName="btn btn-sm whitespace-nowrap" align="end">
          <ul>
            <li>
              <Link data-menu-item className={menuItemClass} to={path('/signup')}>
                {t('site.header.sign_up_donor')}
              </Link>
            </li>
            <li>
              <Link data-menu-item className={menuItemClass} to={path('/signup-charity')}>
                {t('site.header.sign_up_charity')}
              </Link>
            </li>
          </ul>
        </Dropdown>
      </div>
    );
  }
  const badge = cartBadge(count);
  const shownName = viewer.role === 'charity' ? viewer.charityName : viewer.firstName;
  return (
    <>
      {viewer.role === 'donor' ? (
        // The link says the count in words; the badge's digit beside it is for the eye only, so
        // the link's name never has to contain it.
        <span className="relative inline-flex">
          <Link
            to={path('/dashboard/donor/donations-cart')}
            className="nav-link"
            aria-label={t('site.header.cart', { count })}
          >
            <ShoppingCart aria-hidden="true" className="size-5" />
          </Link>
          {badge ? (
            <span
              className="pointer-events-none absolute -top-1 end-0 min-w-5 rounded-full bg-accent px-1 text-center text-xs font-bold text-white"
              aria-hidden="true"
            >
              {badge}
            </span>
          ) : null}
        </span>
      ) : null}
      <Suspense fallback={null}>
        <NotificationBell initial={unreadCount} role={viewer.role} />
      </Suspense>
      <Dropdown
        align="end"
        label={
          <span className="flex items-center gap-2">
            {viewer.photo ? (
              <img
                src={viewer.photo}
                alt=""
                className="size-7 rounded-full object-cover"
                width={28}
                height={28}
              />
            ) : (
              <UserRound aria-hidden="true" className="size-6" />
            )}
            <span className="sr-only max-w-32 truncate sm:not-sr-only">{shownName ?? viewer.name}</span>
          </span>
        }
      >
        <ul>
          <li>
            <Link data-menu-item className={menuItemClass} to={dashboardPath(viewer.role, locale)}>
              <LayoutDashboard aria-hidden="true" className="size-4" />
              {t('site.header.dashboard')}
            </Link>
          </li>
          <li>
            <LogoutButton label={t('site.header.logout')} />
          </li>
        </ul>
      </Dropdown>
    </>
  );
}

export function LogoutButton({ label }: { label: string }) {
  const { locale } = useI18n();
  return (
    <Form method="post" action="/logout">
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" data-menu-item className={menuItemClass}>
        <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {label}
      </button>
    </Form>
  );
}

/** The phone menu: a modal dialog at the inline end (left in Arabic, right in English). */
function Drawer({ t, path }: { t: Translate; path: (p: string) => string }) {
  const { viewer } = useRootData();
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes whenever the page changes.
  useEffect(() => dialog.current?.close(), [location.key]);
  return (
    <>
      <button
        type="button"
        className="nav-link xl:hidden"
        aria-label={t('site.header.open_menu')}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; keyboards have Escape. */}
      <dialog
        ref={dialog}
        aria-label={t('site.header.menu')}
        className="drawer"
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current?.close();
        }}
      >
        <div className="flex items-center justify-between border-b border-line p-3">
          <Logo />
          <button
            type="button"
            className="nav-link"
            aria-label={t('site.header.close_menu')}
            onClick={() => dialog.current?.close()}
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label={t('site.header.main_nav')} className="p-3">
          <MainLinks t={t} path={path} vertical />
        </nav>
        {viewer ? null : (
          <ul className="flex flex-col gap-1 border-t border-line p-3">
            <li>
              <Link className="nav-link" to={path('/login')}>
                {t('site.header.sign_in')}
              </Link>
            </li>
            <li>
              <Link className="nav-link" to={path('/signup')}>
                {t('site.header.sign_up')} · {t('site.header.sign_up_donor')}
              </Link>
            </li>
            <li>
              <Link className="nav-link" to={path('/signup-charity')}>
                {t('site.header.sign_up')} · {t('site.header.sign_up_charity')}
              </Link>
            </li>
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-2 border-t border-line p-3">
          <LanguageSwitcher />
          <CurrencySelector />
        </div>
      </dialog>
    </>
  );
}

export function Header() {
  const { t, path } = useI18n();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <a href="#main" className="skip-link">
        {t('site.header.skip')}
      </a>
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2">
        <Logo className="me-auto xl:me-3" />
        <nav aria-label={t('site.header.main_nav')} className="hidden xl:block">
          <MainLinks t={t} path={path} />
        </nav>
        <div className="flex items-center gap-1 xl:ms-auto">
          <div className="hidden items-center gap-1 xl:flex">
            <LanguageSwitcher />
            <CurrencySelector />
          </div>
          <AccountActions t={t} path={path} />
          <Drawer t={t} path={path} />
        </div>
      </div>
    </header>
  );
}
