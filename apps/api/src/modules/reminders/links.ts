// Signed cancel links of campaign reminders, like the unsubscribe links of notification e-mails
// (notifications/unsubscribe-links.ts): they work without signing in, for one reminder, as long
// as it exists. HMAC-SHA256 with UNSUBSCRIBE_SECRET, under a prefix of their own so neither kind
// of link passes for the other (security/signed-ids.ts).
import type { Locale } from '@ataa/contract/locale';
import type { Infrastructure } from '../../context.ts';
import { readSignedId, signId } from '../../security/signed-ids.ts';

const PURPOSE = 'campaign-reminder';

/** `<reminder>.<signature>` */
export const signReminderToken = (secret: string, reminderId: number) => signId(secret, PURPOSE, reminderId);

/** The reminder a genuine link names, or null. */
export const readReminderToken = (secret: string, token: string | undefined) =>
  readSignedId(secret, PURPOSE, token);

/** The address in the e-mail and its `List-Unsubscribe` header; `lang` picks the page's language. */
export function reminderCancelUrl(
  ctx: Pick<Infrastructure, 'config'>,
  reminderId: number,
  locale: Locale,
): string {
  const token = signReminderToken(ctx.config.UNSUBSCRIBE_SECRET, reminderId);
  return `${ctx.config.publicOrigin}/api/v1/campaign-reminders/cancel?token=${token}&lang=${locale}`;
}
