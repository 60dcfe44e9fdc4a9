import { CURRENCY_COOKIE, LANGUAGE_COOKIE } from '@ataa/contract/cookies';
import { Link, useLocation, useNavigate, useRevalidator } from 'react-router';
import { serializeCookie } from '../lib/cookies.ts';
import { barePath, LANGUAGE_COOKIE_MAX_AGE, localizePath, useI18n } from '../lib/i18n.ts';
import { useRootData } from '../lib/root-data.ts';
import { Dropdown, menuItemClass } from './dropdown.tsx';

const YEAR = 365 * 24 * 60 * 60;

/** Moves to the same page in the other language and remembers the choice in i18n_redirected. */
export function LanguageSwitcher({ className = 'nav-link' }: { className?: string }) {
  const { locale, t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const other = locale === 'ar' ? 'en' : 'ar';
  const target = localizePath(barePath(location.pathname), other) + location.search;
  const withoutScript = `${target}${location.search ? '&' : '?'}lang=${other}`;
  return (
    <Link
      to={withoutScript}
      className={className}
      lang={other}
      hrefLang={other}
      onClick={(event) => {
        event.preventDefault();
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phones' browsers.
        document.cookie = serializeCookie(LANGUAGE_COOKIE, other, { maxAge: LANGUAGE_COOKIE_MAX_AGE });
        navigate(target);
      }}
    >
      {t('site.header.other_language')}
    </Link>
  );
}

/** The currency amounts are shown in: kept in a cookie (for the server) and in local storage. */
export function CurrencySelector() {
  const { t } = useI18n();
  const { currencies, currencyId } = useRootData();
  const revalidator = useRevalidator();
  const current = currencies.find((item) => item.id === currencyId);
  if (!current) return null;
  const choose = (id: number) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phones' browsers.
    document.cookie = serializeCookie(CURRENCY_COOKIE, String(id), { maxAge: YEAR });
    localStorage.setItem(CURRENCY_COOKIE, String(id));
    void revalidator.revalidate();
  };
  return (
    <Dropdown
      label={
        <>
          <span aria-hidden="true">{current.currency_symbol}</span>
          <span className="sr-only">{t('site.header.currency', { name: current.currency_name })}</span>
        </>
      }
      align="end"
    >
      <ul>
        {currencies.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              data-menu-item
              className={menuItemClass}
              aria-current={item.id === current.id ? 'true' : undefined}
              onClick={() => choose(item.id)}
            >
              <span className="w-10 shrink-0 text-center font-bold" aria-hidden="true">
                {item.currency_symbol}
              </span>
              {item.currency_name}
            </button>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
