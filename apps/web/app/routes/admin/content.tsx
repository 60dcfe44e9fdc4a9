import { CONTENT_RESOURCE_NAMES } from '@ataa/contract/schemas/admin-content';
import { translate } from '@ataa/contract/translate';
import { Link } from 'react-router';
import { PageIntro } from '../../components/donor/page-intro.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/content';

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'back_office.nav.content'), noindex: true });
}

/** Currencies have a page of their own, with their rates. */
const LISTED = CONTENT_RESOURCE_NAMES.filter((name) => name !== 'currencies');
const SINGLES = ['main-video', 'banner'] as const;

/** What the staff can edit on the site: each kind of content, and the home page's two records. */
export default function AdminContent() {
  const { t, path } = useI18n();
  const tile =
    'card flex min-h-16 items-center p-4 font-bold text-primary-dark hover:ring-2 hover:ring-primary';
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('back_office.nav.content')} lead={t('back_office.content.lead')} />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {LISTED.map((name) => (
          <li key={name}>
            <Link to={path(`/admin/content/${name}`)} className={tile}>
              {t(`back_office.resources.${name}`)}
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="singles" className="flex flex-col gap-3">
        <h2 id="singles" className="text-xl font-bold">
          {t('back_office.content.singles')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {SINGLES.map((name) => (
            <li key={name}>
              <Link to={path(`/admin/${name}`)} className={tile}>
                {t(`back_office.resources.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
