import { isRouteErrorResponse, Link } from 'react-router';
import { API_DOWN_STATUS } from '../lib/api-status.ts';
import { useI18n } from '../lib/i18n.ts';
import { NotFound } from './not-found.tsx';

/** What a visitor sees when a page fails: never a blank screen, always a way back. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t, path } = useI18n();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const apiDown = isRouteErrorResponse(error) && error.status === API_DOWN_STATUS;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || ''}`.trim()
    : error instanceof Error
      ? error.message
      : '';
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-primary-dark">
        {apiDown ? t('site.error.unavailable_title') : t('site.error.title')}
      </h1>
      <p className="text-lg">{apiDown ? t('site.error.unavailable_text') : t('site.error.text')}</p>
      {message && !apiDown ? <p className="text-sm text-muted">{message}</p> : null}
      {stack ? (
        <pre className="max-w-full overflow-x-auto rounded bg-sand p-4 text-start text-xs" dir="ltr">
          {stack}
        </pre>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        {apiDown ? (
          <button type="button" className="btn" onClick={() => window.location.reload()}>
            {t('site.error.retry')}
          </button>
        ) : null}
        <Link className={apiDown ? 'btn btn-outline' : 'btn'} to={path('/')}>
          {t('site.error.home')}
        </Link>
      </div>
    </main>
  );
}
