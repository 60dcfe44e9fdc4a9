import { translate } from '@ataa/contract/translate';
import { Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ErrorScreen } from '../../components/error-screen.tsx';
import { Certificate } from '../../components/giving/certificate.tsx';
import { Logo } from '../../components/logo.tsx';
import { LanguageSwitcher } from '../../components/preferences.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { useI18n } from '../../lib/i18n.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/gift';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return apiFor(context, request).read('GET /gift/:token', { params: { token: params.token } });
}

// A gift card is for the one it names: never listed by search engines.
export function meta(args: Route.MetaArgs) {
  const locale = metaLocale(args);
  const name = args.loaderData?.donation.love_name;
  return seo(args, {
    title: name
      ? translate(locale, 'giving.gift.title', { name })
      : translate(locale, 'site.not_found.title'),
    description: translate(locale, 'giving.gift.description'),
    noindex: true,
  });
}

export default function GiftPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="min-h-dvh bg-sand/60 px-3 py-4 sm:px-6 sm:py-8">
      <GiftToolbar />
      <Certificate gift={loaderData} />
    </main>
  );
}

// Its own boundary, so an unknown gift's page keeps this route's title (the 404 page's).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}

/** The way home, the other language and printing; none of it is printed. */
function GiftToolbar() {
  const { t } = useI18n();
  // Printing needs the page's scripts; the button appears once they run.
  const [canPrint, setCanPrint] = useState(false);
  useEffect(() => setCanPrint(true), []);
  return (
    <nav
      aria-label={t('giving.gift.tools')}
      className="mx-auto mb-4 flex max-w-3xl flex-wrap items-center justify-between gap-2 print:hidden"
    >
      <Logo />
      <div className="flex items-center gap-2">
        <LanguageSwitcher />
        {canPrint ? (
          <button type="button" className="btn btn-sm" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-5" />
            {t('giving.gift.print')}
          </button>
        ) : null}
      </div>
    </nav>
  );
}
