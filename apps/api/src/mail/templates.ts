import { FIRST_STRONG_ISOLATE, isolate, POP_DIRECTIONAL_ISOLATE } from '@ataa/contract/bidi';
import { direction, type Locale } from '@ataa/contract/locale';
import { type MessageKey, type MessageParams, translate } from '@ataa/contract/messages';
import type { MailMessage } from './mail-queue.ts';

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const ISOLATED_RUN = new RegExp(
  `${FIRST_STRONG_ISOLATE}([^${FIRST_STRONG_ISOLATE}${POP_DIRECTIONAL_ISOLATE}]*)${POP_DIRECTIONAL_ISOLATE}`,
  'g',
);
const WHOLLY_ISOLATED = new RegExp(`^${ISOLATED_RUN.source}$`);

/**
 * A paragraph as HTML. Free text arrives isolated (`isolate`, decision 030): inside a sentence it
 * becomes `<bdi>`, and a paragraph that is nothing but free text gets `dir="auto"`, so either keeps
 * its own direction in an e-mail of the other.
 */
function paragraphHtml(line: string): string {
  const style = 'style="margin:0 0 16px"';
  const whole = WHOLLY_ISOLATED.exec(line);
  if (whole) return `<p dir="auto" ${style}>${escapeHtml(whole[1] ?? '')}</p>`;
  return `<p ${style}>${escapeHtml(line).replace(ISOLATED_RUN, '<bdi>$1</bdi>')}</p>`;
}

export interface EmailContent {
  to: string;
  locale: Locale;
  subject: { key: MessageKey; params?: MessageParams };
  /** The reader's name for the greeting, when known. */
  name?: string;
  /** Paragraphs of plain text, already translated, free text in them `isolate`d. */
  paragraphs: string[];
  /** A one-time code shown large and easy to copy. */
  code?: string;
  /** A button to a page of the site; the plain text shows the address after the label. */
  link?: { href: string; label: string };
  /**
   * The signed one-click unsubscribe address of a notification e-mail to an account: shown at the
   * foot of the message and sent as `List-Unsubscribe` with `List-Unsubscribe-Post` (RFC 8058).
   */
  unsubscribe?: string;
}

/**
 * A subject line in the reader's language. The free text in it (a campaign's name, a giver's, a
 * news title) is isolated, as it may be written in the other language's direction.
 */
export function mailSubject(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const isolated = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? isolate(value) : value]),
  );
  return translate(locale, key, isolated);
}

/** An e-mail in the reader's language, as HTML (right to left for Arabic) and as plain text. */
export function renderEmail(content: EmailContent): MailMessage {
  const { locale } = content;
  const t = (key: MessageKey, params?: MessageParams) => translate(locale, key, params);
  const subject = mailSubject(locale, content.subject.key, content.subject.params);
  const greeting = content.name ? t('mail.greeting', { name: isolate(content.name) }) : undefined;
  const { link } = content;
  const linkLine = link ? `${link.label}: ${link.href}` : undefined;
  const { unsubscribe } = content;
  const unsubscribeLine = unsubscribe ? `${t('mail.unsubscribe')}: ${unsubscribe}` : undefined;
  const lines = [
    greeting,
    ...content.paragraphs,
    content.code,
    linkLine,
    t('mail.signature'),
    unsubscribeLine,
  ].filter((line): line is string => Boolean(line));
  const dir = direction(locale);
  const align = dir === 'rtl' ? 'right' : 'left';
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7f2;font-family:Tahoma,Arial,sans-serif;color:#1f2a1f">
<div dir="${dir}" style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:28px;text-align:${align};line-height:1.7">
<p style="margin:0 0 20px;font-size:20px;font-weight:bold;color:#3E7E41">${escapeHtml(subject).replace(ISOLATED_RUN, '<bdi>$1</bdi>')}</p>
${greeting ? paragraphHtml(greeting) : ''}
${content.paragraphs.map(paragraphHtml).join('\n')}
${content.code ? `<p dir="ltr" style="margin:8px 0 24px;font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center;color:#1f2a1f">${escapeHtml(content.code)}</p>` : ''}
${link ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:12px 24px;border-radius:8px;background:#3E7E41;color:#fff;font-weight:bold;text-decoration:none">${escapeHtml(link.label)}</a></p>` : ''}
<p style="margin:24px 0 0;color:#5b6b5b">${escapeHtml(t('mail.signature'))}</p>
${unsubscribe ? `<p style="margin:24px 0 0;font-size:13px"><a href="${escapeHtml(unsubscribe)}" style="color:#5b6b5b">${escapeHtml(t('mail.unsubscribe'))}</a></p>` : ''}
</div>
</body>
</html>`;
  const headers = unsubscribe
    ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : undefined;
  return { to: content.to, subject, html, text: lines.join('\n\n'), ...(headers ? { headers } : {}) };
}
