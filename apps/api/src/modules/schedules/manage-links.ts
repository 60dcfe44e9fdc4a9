// The guest's link to their schedule (contract §17): `/schedules/manage/<token>`, where its holder
// does everything the owner does. Signed like a reminder's cancel link (security/signed-ids.ts),
// with no expiry: it works as long as the schedule exists.
import type { Locale } from '@ataa/contract/locale';
import type { Infrastructure } from '../../context.ts';
import { readSignedId, signId } from '../../security/signed-ids.ts';

const PURPOSE = 'schedule-manage';

export const signScheduleToken = (secret: string, scheduleId: number) => signId(secret, PURPOSE, scheduleId);

/** The schedule a genuine link names, or null. */
export const readScheduleToken = (secret: string, token: string | undefined) =>
  readSignedId(secret, PURPOSE, token);

/** The site's page of the link, in the guest's language, for the e-mails that carry it. */
export function scheduleManageUrl(ctx: Pick<Infrastructure, 'config'>, scheduleId: number, locale: Locale) {
  const language = locale === 'en' ? '/en' : '';
  const token = signScheduleToken(ctx.config.UNSUBSCRIBE_SECRET, scheduleId);
  return `${ctx.config.publicOrigin}${language}/schedules/manage/${token}`;
}
