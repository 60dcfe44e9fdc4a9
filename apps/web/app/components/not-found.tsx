import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.ts';

/** The 404 page: our own illustration (a lantern looking for the path) and a way home. */
export function NotFound() {
  const { t, path } = useI18n();
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-14 text-center">
      <svg viewBox="0 0 240 180" className="w-64 max-w-full" aria-hidden="true">
        <circle cx="120" cy="90" r="80" fill="#eef5ee" />
        <path d="M170 40a28 28 0 1 0 0 40a22 22 0 1 1 0-40z" fill="#e9c46a" />
        <path d="M112 34h16v10h-16z" fill="#2f6232" />
        <path d="M104 44h32l8 18v50l-8 14h-32l-8-14V62z" fill="#3e7e41" />
        <path d="M110 64h20v40h-20z" fill="#f6e7b4" />
        <path d="M120 70c6 8 6 18 0 28c-6-10-6-20 0-28z" fill="#e76f51" />
        <path d="M100 126h40l-6 8h-28z" fill="#2f6232" />
        <text
          x="120"
          y="168"
          textAnchor="middle"
          fontSize="28"
          fontWeight="700"
          fill="#2f6232"
          fontFamily="inherit"
        >
          404
        </text>
      </svg>
      <h1 className="text-2xl font-bold text-primary-dark">{t('site.not_found.title')}</h1>
      <p className="text-lg">{t('site.not_found.text')}</p>
      <Link className="btn" to={path('/')}>
        {t('site.error.home')}
      </Link>
    </main>
  );
}
