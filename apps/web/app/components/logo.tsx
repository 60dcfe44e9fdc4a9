import { BRAND_MARK } from '@ataa/contract/brand-mark';
import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.ts';

/** The crescent-and-drop mark with the name in the page's language. */
export function Logo({ className = '' }: { className?: string }) {
  const { t, path } = useI18n();
  return (
    <Link to={path('/')} className={`flex items-center gap-2 font-bold text-primary-dark ${className}`}>
      <svg viewBox={`0 0 ${BRAND_MARK.size} ${BRAND_MARK.size}`} className="size-9" aria-hidden="true">
        {BRAND_MARK.paths.map(({ d, fill }) => (
          <path key={d} d={d} fill={fill} />
        ))}
      </svg>
      <span className="text-xl">{t('site.brand')}</span>
    </Link>
  );
}
