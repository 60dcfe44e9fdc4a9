import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.ts';

/** The crescent-and-drop mark with the name in the page's language. */
export function Logo({ className = '' }: { className?: string }) {
  const { t, path } = useI18n();
  return (
    <Link to={path('/')} className={`flex items-center gap-2 font-bold text-primary-dark ${className}`}>
      <svg viewBox="0 0 32 32" className="size-9" aria-hidden="true">
        <circle cx="16" cy="16" r="16" fill="#3e7e41" />
        <path d="M20 7a10 10 0 1 0 0 18a8 8 0 1 1 0-18z" fill="#f6e7b4" />
        <path d="M22 12c2 3 3 5 3 7a3 3 0 0 1-6 0c0-2 1-4 3-7z" fill="#fff" />
      </svg>
      <span className="text-xl">{t('site.brand')}</span>
    </Link>
  );
}
