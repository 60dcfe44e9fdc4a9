// The page a signed unsubscribe link opens (contract §12, NEW): served by the API in the link's
// language, with no script. Opening it changes nothing (mail scanners open links); its button, like
// a mail client's one-click POST (RFC 8058), turns the e-mail off.
import { direction, type Locale } from '@ataa/contract/locale';
import { type MessageKey, translate } from '@ataa/contract/messages';
import type { EmailType } from '@ataa/contract/schemas/notifications';
import { escapeHtml } from '../../mail/templates.ts';

export type UnsubscribePage =
  | { kind: 'confirm'; type: EmailType }
  | { kind: 'done'; type: EmailType }
  | { kind: 'problem'; problem: 'invalid' | 'expired' };

export function renderUnsubscribePage(locale: Locale, page: UnsubscribePage, home: string): string {
  const t = (key: MessageKey, params?: Record<string, string>) => escapeHtml(translate(locale, key, params));
  const topic: Record<string, string> =
    page.kind === 'problem' ? {} : { topic: translate(locale, `notifications.topics.${page.type}`) };
  const content =
    page.kind === 'confirm'
      ? `<p>${t('notifications.unsubscribe.confirm', topic)}</p><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${t('notifications.unsubscribe.button')}</button></form>`
      : page.kind === 'done'
        ? `<p role="status">${t('notifications.unsubscribe.done', topic)}</p>`
        : `<p role="alert">${t(`notifications.unsubscribe.${page.problem}`)}</p>`;
  return renderLinkPage(locale, translate(locale, 'notifications.unsubscribe.title'), content, home);
}

/**
 * The page of a signed link in an e-mail (unsubscribe, a reminder's cancel link): no script, in the
 * link's language, `content` already escaped HTML.
 */
export function renderLinkPage(locale: Locale, title: string, content: string, home: string): string {
  return `<!doctype html><html lang="${locale}" dir="${direction(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,"Segoe UI",Tahoma,sans-serif;background:#f4f7f5;color:#1c2b24;margin:0;padding:1.5rem;line-height:1.7}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:1rem;padding:1.5rem;box-shadow:0 4px 24px #0001}
h1{font-size:1.3rem;margin:0 0 1rem}button{font:inherit;padding:.8rem 1.4rem;border-radius:.6rem;border:1px solid #3E7E41;background:#3E7E41;color:#fff;font-weight:700;cursor:pointer}
a{color:#2f6a32}button:focus-visible,a:focus-visible{outline:3px solid #e0a526;outline-offset:2px}
</style></head><body><main><h1>${escapeHtml(title)}</h1>${content}<p><a href="${escapeHtml(home)}">${escapeHtml(translate(locale, 'notifications.unsubscribe.home'))}</a></p></main></body></html>`;
}
