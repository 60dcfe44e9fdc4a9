import { translate } from '@ataa/contract/translate';
import { MessageCircle } from 'lucide-react';
import { Accordion } from '../../components/content/accordion.tsx';
import { PageHeader } from '../../components/content/page-header.tsx';
import { IntentLink } from '../../components/intent-link.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { WITH_DONATE_ALL_BUTTON } from '../../lib/donate-all-button.ts';
import { useI18n } from '../../lib/i18n.ts';
import { publicPageHeaders } from '../../lib/public-page.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/faqs';

export const headers = publicPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const faqs = await apiFor(context, request).read('GET /faqs');
  return { faqs: faqs.data };
}

export const handle = WITH_DONATE_ALL_BUTTON;

export function meta(args: Route.MetaArgs) {
  const locale = metaLocale(args);
  return seo(args, {
    title: translate(locale, 'content.faqs.title'),
    description: translate(locale, 'content.faqs.lead'),
  });
}

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { faqs } = loaderData;
  return (
    <main id="main">
      <PageHeader title={t('content.faqs.title')} lead={t('content.faqs.lead')} width="narrow" />
      <div className="mx-auto max-w-3xl px-4 pt-10 sm:pt-14">
        {faqs.length > 0 ? (
          <Accordion items={faqs.map((faq) => ({ id: faq.id, title: faq.title, html: faq.content }))} />
        ) : (
          <p className="rounded-2xl border border-line bg-white p-6 text-center text-muted">
            {t('content.faqs.empty')}
          </p>
        )}
        <aside
          aria-labelledby="faqs-more"
          className="mt-10 flex flex-col items-start gap-4 rounded-3xl bg-sand p-6 sm:flex-row sm:items-center sm:p-8"
        >
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary text-white"
          >
            <MessageCircle className="size-6" />
          </span>
          <div className="flex-1">
            <h2 id="faqs-more" className="text-lg font-bold">
              {t('content.faqs.more_title')}
            </h2>
            <p className="mt-1 text-muted">{t('content.faqs.more_text')}</p>
          </div>
          <IntentLink to={path('/contact')} className="btn">
            {t('content.faqs.more_action')}
          </IntentLink>
        </aside>
      </div>
    </main>
  );
}
