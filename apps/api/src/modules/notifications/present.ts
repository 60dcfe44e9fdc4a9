// Notifications as contract §14 shows them: title and body written now, in the reader's language,
// with the names of the campaign, charity or update in that language. The names of a whole page
// are loaded in one query per kind, whatever the page holds.
import type { Locale } from '@ataa/contract/locale';
import { type MessageKey, translate } from '@ataa/contract/messages';
import { formatMinor } from '@ataa/contract/money';
import type { Plan } from '@ataa/contract/schedules/plans';
import type { NotificationEntity, NotificationType } from '@ataa/contract/schemas/notifications';
import type { notifications } from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import type { NotificationData } from '../../notify/notify.ts';

type Row = typeof notifications.$inferSelect;
export type Names = { ar: string | null; en: string | null };

/** Everything the page's texts name, by id (read by the service for a page of notifications). */
export interface LoadedNames {
  campaigns: Map<
    number,
    { id: number; ar: string; en: string; charityId: number; currency: { code: string; minorUnits: number } }
  >;
  charities: Map<number, Names & { person: string }>;
  updates: Map<number, Names>;
  contacts: Map<number, { id: number; name: string; subject: string }>;
  /** Each schedule's plan (contract §17). */
  schedulePlans: Map<number, string>;
}

/** A schedule's plan in the reader's words, e.g. "weekly giving" / "عطائك الأسبوعي"; empty for one gone. */
export function planWords(locale: Locale, plan: string | undefined) {
  return plan ? translate(locale, `mail.schedule.plans.${plan as Plan}`) : '';
}

/** The texts' parameters for one notification, each in `locale` (a name gone missing gets a generic word). */
function paramsOf(locale: Locale, row: Row, names: LoadedNames) {
  const data = row.data as NotificationData;
  const campaign = data.campaign_id === undefined ? undefined : names.campaigns.get(data.campaign_id);
  const charityId = data.user_id ?? (row.type.startsWith('charity_') ? row.userId : campaign?.charityId);
  const charity = charityId === undefined ? undefined : names.charities.get(charityId);
  const update = data.update_id === undefined ? undefined : names.updates.get(data.update_id);
  const contact = data.contact_id === undefined ? undefined : names.contacts.get(data.contact_id);
  const name = (found: Names | undefined, fallback: MessageKey) =>
    (found && pick(locale, found.ar, found.en)) || translate(locale, fallback);
  return {
    campaign: name(campaign, 'notifications.a_campaign'),
    charity:
      (charity && (pick(locale, charity.ar, charity.en) || charity.person)) ||
      translate(locale, 'notifications.a_charity'),
    title: update ? pick(locale, update.ar, update.en) : '',
    // A schedule's pause tells why in words; a rejection quotes the staff's reason.
    reason:
      row.type === 'schedule_paused' && data.reason
        ? translate(locale, `mail.schedule.paused_reasons.${data.reason as 'payment_failed'}`)
        : (data.reason ?? ''),
    plan: planWords(
      locale,
      data.schedule_id === undefined ? undefined : names.schedulePlans.get(data.schedule_id),
    ),
    // A refund's amount, in the campaign's currency, and the donation's number.
    amount:
      campaign && data.amount_minor !== undefined
        ? formatMinor(locale, data.amount_minor, campaign.currency)
        : '',
    donation: data.donation_id === undefined ? '' : String(data.donation_id),
    name: contact?.name || translate(locale, 'notifications.someone'),
    subject: contact?.subject ?? '',
  };
}

function present(locale: Locale, row: Row, names: LoadedNames): NotificationEntity {
  const type = row.type as NotificationType;
  const params = paramsOf(locale, row, names);
  return {
    id: row.id,
    type,
    title: translate(locale, `notifications.types.${type}.title`, params),
    body: translate(locale, `notifications.types.${type}.body`, params),
    data: row.data as NotificationData,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentNotifications(locale: Locale, rows: Row[], names: LoadedNames): NotificationEntity[] {
  return rows.map((row) => present(locale, row, names));
}
