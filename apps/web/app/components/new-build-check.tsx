import { useEffect, useRef } from 'react';
import { useI18n } from '../lib/i18n.ts';
import { toast } from './toasts.tsx';

const CHECK_EVERY_MS = 3_600_000;
const RELOAD_GUARD_MS = 10_000;
const RELOADED_AT = 'ataa:chunk-reload-at';

/** Reloads the page once when a part of it failed to load (usually a deploy replaced it). */
export function reloadAfterChunkFailure(error: unknown) {
  if (typeof window === 'undefined') return;
  const message = error instanceof Error ? error.message : String(error);
  if (
    !/dynamically imported module|Importing a module script failed|error loading dynamically/i.test(message)
  )
    return;
  guardedReload();
}

function guardedReload() {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  // Never loops: a second failure within 10 seconds shows the error page instead.
  if (Date.now() - last < RELOAD_GUARD_MS) return;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
}

/** Every hour, asks whether a newer version of the site is out and offers to load it. */
export function NewBuildCheck() {
  const { t } = useI18n();
  // The hourly timer must outlive re-renders, so it reads the current language through a ref.
  const translate = useRef(t);
  translate.current = t;
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      guardedReload();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    const timer = setInterval(async () => {
      try {
        const response = await fetch('/builds/latest.json', { cache: 'no-store' });
        const latest = (await response.json()) as { id?: string };
        if (latest.id && latest.id !== __BUILD_ID__) {
          const t = translate.current;
          toast.show(t('site.new_version.text'), {
            duration: Number.POSITIVE_INFINITY,
            action: { label: t('site.new_version.reload'), onClick: () => window.location.reload() },
          });
        }
      } catch {
        // Offline or mid-deploy: the next check will tell.
      }
    }, CHECK_EVERY_MS);
    return () => {
      clearInterval(timer);
      window.removeEventListener('vite:preloadError', onPreloadError);
    };
  }, []);
  return null;
}
