// Signed cancel links of campaign reminders, like the unsubscribe links of notification e-mails
// (notifications/unsubscribe-links.ts): they work without signing in, for one reminder, as long
// as it exists. HMAC-SHA256 with UNSUBSCRIBE_SECRET, under a prefix of their own so neither kind
// of link passes for the other.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@ataa/contract/locale';
import type { Infrastructure } from '../../context.ts';

const signature = (secret: string, reminderId: string) =>
  createHmac('sha256', secret).update(`campaign-reminder:${reminderId}`).digest('base64url');

/** `<reminder>.<signature>` */
export const signReminderToken = (secret: string, reminderId: number) =>
  `${reminderId}.${signature(secret, String(reminderId))}`;

/** The reminder a genuine link names, or null. */
export function readReminderToken(secret: string, token: string | undefined): number | null {
  const [id, signed, ...rest] = (token ?? '').split('.');
  if (!id || !signed || rest.length > 0 || !/^\d{1,10}$/.test(id)) return null;
  const expected = Buffer.from(signature(secret, id));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(id);
}

/** The address in the e-mail and its `List-Unsubscribe` header; `lang` picks the page's language. */
export function reminderCancelUrl(
  ctx: Pick<Infrastructure, 'config'>,
  reminderId: number,
  locale: Locale,
): string {
  const token = signReminderToken(ctx.config.UNSUBSCRIBE_SECRET, reminderId);
  return `${ctx.config.publicOrigin}/api/v1/campaign-reminders/cancel?token=${token}&lang=${locale}`;
}
