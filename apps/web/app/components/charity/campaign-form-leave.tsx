import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';

/** What a form would send, files by name and size: equal snapshots mean nothing was changed. */
function snapshot(form: HTMLFormElement): string {
  return JSON.stringify(
    [...new FormData(form)].map(([key, value]) =>
      typeof value === 'string' ? [key, value] : [key, value.name, value.size],
    ),
  );
}

/** Whether the form around `marker` would now send something else than when the page showed it. */
function unsaved(marker: HTMLElement | null, saved: string | null): boolean {
  const form = marker?.closest('form');
  return Boolean(form && saved !== null && snapshot(form) !== saved);
}

/**
 * Asks before leaving a form with unsaved changes: another page of the site opens only once the
 * visitor says so (a dialog), and closing or reloading the tab gets the browser's own question.
 * Sending the form itself (to the same address) is never held back.
 */
export function LeaveGuard() {
  const { t } = useI18n();
  const marker = useRef<HTMLSpanElement>(null);
  const saved = useRef<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const changed = () => unsaved(marker.current, saved.current);
  useEffect(() => {
    const form = marker.current?.closest('form');
    if (form) saved.current = snapshot(form);
    const ask = (event: BeforeUnloadEvent) => {
      if (unsaved(marker.current, saved.current)) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && changed(),
  );
  useEffect(() => {
    if (blocker.state === 'blocked' && !dialog.current?.open) dialog.current?.showModal();
    if (blocker.state !== 'blocked' && dialog.current?.open) dialog.current.close();
  }, [blocker.state]);
  return (
    <>
      <span ref={marker} hidden />
      <dialog
        ref={dialog}
        aria-labelledby="leave-title"
        aria-describedby="leave-text"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-6 shadow-xl backdrop:bg-black/40"
        onCancel={() => blocker.reset?.()}
      >
        <h2 id="leave-title" className="text-xl font-bold">
          {t('campaign_form.leave.title')}
        </h2>
        <p id="leave-text" className="mt-2 text-muted">
          {t('campaign_form.leave.text')}
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <button type="button" className="btn" onClick={() => blocker.reset?.()}>
            {t('campaign_form.leave.stay')}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => blocker.proceed?.()}>
            {t('campaign_form.leave.leave')}
          </button>
        </div>
      </dialog>
    </>
  );
}
