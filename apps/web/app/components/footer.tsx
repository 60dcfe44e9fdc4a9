import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.ts';
import { useRootData } from '../lib/root-data.ts';
import { Logo } from './logo.tsx';
import { SocialLinks } from './social-links.tsx';

export function Footer() {
  const { t, path } = useI18n();
  const { pages } = useRootData();
  return (
    <footer className="render-when-near mt-16 border-t border-line bg-sand">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div className="flex flex-col gap-3">
          <Logo />
          <p className="max-w-sm text-muted">{t('site.footer.tagline')}</p>
        </div>
        <nav aria-label={t('site.footer.links')}>
          <h2 className="mb-3 font-bold">{t('site.footer.links')}</h2>
          <ul className="grid grid-cols-2 gap-2">
            <li>
              <Link className="footer-link" to={path('/')}>
                {t('site.nav.home')}
              </Link>
            </li>
            <li>
              <Link className="footer-link" to={path('/faqs')}>
                {t('site.nav.faqs')}
              </Link>
            </li>
            {pages.map((page) => (
              <li key={page.id}>
                <Link className="footer-link" to={path(`/page/${page.id}`)}>
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 font-bold">{t('site.footer.follow')}</h2>
          <SocialLinks className="gap-3" />
        </div>
      </div>
      <p className="border-t border-line pt-4 pb-24 text-center text-sm text-muted">
        {t('site.footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
