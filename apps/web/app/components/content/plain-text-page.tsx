import { MessageCircle } from 'lucide-react';
import { useI18n } from '../../lib/i18n.ts';
import { PageHeader } from './page-header.tsx';
import { PlainText } from './rich-text.tsx';
import { ArrowLink } from './section-heading.tsx';
import type { ContentPage } from './types.ts';

/** A content page (terms, policies): its title and its plain-text paragraphs in a reading column. */
export function PlainTextPage({ page }: { page: ContentPage }) {
  const { t, path } = useI18n();
  return (
    <main id="main">
      <PageHeader title={page.title} crumbs={[{ label: page.title }]} width="narrow" />
      <div className="mx-auto max-w-3xl px-4 pt-10 sm:pt-12">
        <article className="rounded-3xl border border-line bg-white p-6 text-lg shadow-sm sm:p-10">
          <PlainText text={page.content} className="[&>p:first-child]:mt-0 [&>p:last-child]:mb-0" />
        </article>
        <p className="mt-8 flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
          <MessageCircle aria-hidden="true" className="size-5 text-primary" />
          {t('content.page.question')}
          <ArrowLink to={path('/contact')}>{t('content.page.contact')}</ArrowLink>
        </p>
      </div>
    </main>
  );
}
