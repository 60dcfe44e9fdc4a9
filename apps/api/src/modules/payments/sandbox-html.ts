// The sandbox checkout page (contract §6): Pay, Decline and Cancel, in the page's language.
import { direction, type Locale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/messages';
import { formatMinor } from '@ataa/contract/money';
import { pick } from '../../http/localize.ts';
import type { CheckoutView } from './sandbox-checkout.ts';

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The whole page as HTML; every text from the catalogue or the database is escaped. */
export function renderCheckoutPage(locale: Locale, { payment, currency, lines, returnUrl }: CheckoutView) {
  const t = (key: Parameters<typeof translate>[1]) => escapeHtml(translate(locale, key));
  const money = (minor: number) => escapeHtml(formatMinor(locale, minor, currency));
  const items = lines
    .map(
      (line) =>
        `<li><span>${escapeHtml(pick(locale, line.nameAr, line.nameEn))}</span><span>${money(line.amountMinor)}</span></li>`,
    )
    .join('');
  const open = payment.state === 'pending';
  const buttons = open
    ? `<form method="post"><button name="outcome" value="paid" class="pay">${t('payments.sandbox_page.pay')}</button><button name="outcome" value="failed">${t('payments.sandbox_page.decline')}</button><button name="outcome" value="cancelled">${t('payments.sandbox_page.cancel')}</button></form>`
    : `<p role="status">${t('payments.sandbox_page.closed')}</p><p><a href="${escapeHtml(returnUrl)}">${t('payments.sandbox_page.back')}</a></p>`;
  return sandboxPage(
    locale,
    t('payments.sandbox_page.title'),
    `<p class="note">${t('payments.sandbox_page.note')}</p><ul aria-label="${t('payments.sandbox_page.campaigns')}">${items}</ul><p class="total"><span>${t('payments.sandbox_page.total')}</span><span>${money(payment.totalMinor)}</span></p>${buttons}`,
  );
}

/** A sandbox page: its title as the heading, and `body` (already escaped HTML) under it. */
export function sandboxPage(locale: Locale, title: string, body: string) {
  return `<!doctype html><html lang="${locale}" dir="${direction(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${title}</title><style>
body{font-family:system-ui,"Segoe UI",Tahoma,sans-serif;background:#f4f7f5;color:#1c2b24;margin:0;padding:1.5rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:1rem;padding:1.5rem;box-shadow:0 4px 24px #0001}
h1{font-size:1.3rem;margin:0 0 .25rem}.note{color:#5b6b63;font-size:.9rem;margin:0 0 1rem}
ul{list-style:none;padding:0;margin:0 0 1rem}li{display:flex;justify-content:space-between;gap:1rem;padding:.5rem 0;border-bottom:1px solid #e3ebe6}
.total{display:flex;justify-content:space-between;font-weight:700;font-size:1.15rem;margin-bottom:1.25rem}
form{display:grid;gap:.6rem}button{font:inherit;padding:.8rem;border-radius:.6rem;border:1px solid #b9c9c0;background:#fff;cursor:pointer}
label{display:grid;gap:.3rem}select{font:inherit;padding:.6rem;border-radius:.6rem;border:1px solid #b9c9c0}
button.pay{background:#0b6e4f;color:#fff;border-color:#0b6e4f;font-weight:700}button:focus-visible,a:focus-visible{outline:3px solid #e0a526;outline-offset:2px}
</style></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}
