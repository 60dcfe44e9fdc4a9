// Notifications as contract §14 shows them: title and body written now, in the reader's language,
// with the names of the campaign, charity or update in that language. The names of a whole page
// are loaded in one query per kind, whatever the page holds.
import type { Locale } from '@ataa/contract/locale';
import { type MessageKey, translate } from '@ataa/contract/messages';
import { formatMinor } from '@ataa/contract/money';
import type { NotificationEntity, NotificationType } from '@ataa/contract/schemas/notifications';
import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  campaigns,
  campaignUpdates,
  contactMessages,
  currencies,
  type notifications,
  users,
} from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import type { NotificationData } from '../../notify/notify.ts';
import { fullName } from '../accounts/index.ts';

type Row = typeof notifications.$inferSelect;
type Names = { ar: string | null; en: string | null };

const idsOf = (rows: Row[], field: keyof NotificationData) => [
  ...new Set(
    rows
      .map((row) => (row.data as NotificationData)[field])
      .filter((id): id is number => typeof id === 'number'),
  ),
];

/** Everything the page's texts name, by id. */
async function loadNames(db: Queryable, rows: Row[]) {
  const campaignIds = idsOf(rows, 'campaign_id');
  const updateIds = idsOf(rows, 'update_id');
  const contactIds = idsOf(rows, 'contact_id');
  const campaignRows = campaignIds.length
    ? await db
        .select({
          id: campaigns.id,
          ar: campaigns.nameAr,
          en: campaigns.nameEn,
          charityId: campaigns.charityId,
          currency: { code: currencies.code, minorUnits: currencies.minorUnits },
        })
        .from(campaigns)
        .innerJoin(currencies, eq(currencies.id, campaigns.currencyId))
        .where(inArray(campaigns.id, campaignIds))
    : [];
  // Charities: the one a notification names, the recipient itself (its approval), a campaign's.
  const charityIds = [
    ...new Set([
      ...idsOf(rows, 'user_id'),
      ...rows.filter((row) => row.type.startsWith('charity_')).map((row) => row.userId),
      ...campaignRows.map((row) => row.charityId),
    ]),
  ];
  const [charityRows, updateRows, contactRows] = await Promise.all([
    charityIds.length
      ? db
          .select({
            id: users.id,
            ar: users.charityNameAr,
            en: users.charityNameEn,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(users)
          .where(inArray(users.id, charityIds))
      : [],
    updateIds.length
      ? db
          .select({ id: campaignUpdates.id, ar: campaignUpdates.titleAr, en: campaignUpdates.titleEn })
          .from(campaignUpdates)
          .where(inArray(campaignUpdates.id, updateIds))
      : [],
    contactIds.length
      ? db
          .select({ id: contactMessages.id, name: contactMessages.name, subject: contactMessages.subject })
          .from(contactMessages)
          .where(inArray(contactMessages.id, contactIds))
      : [],
  ]);
  return {
    campaigns: new Map(campaignRows.map((row) => [row.id, row])),
    charities: new Map(
      charityRows.map((row) => [
        row.id,
        { ar: row.ar, en: row.en, person: fullName(row) } as Names & { person: string },
      ]),
    ),
    updates: new Map(updateRows.map((row) => [row.id, row as Names])),
    contacts: new Map(contactRows.map((row) => [row.id, row])),
  };
}

type LoadedNames = Awaited<ReturnType<typeof loadNames>>;

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
    reason: data.reason ?? '',
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

export async function presentNotifications(
  db: Queryable,
  locale: Locale,
  rows: Row[],
): Promise<NotificationEntity[]> {
  if (rows.length === 0) return [];
  const names = await loadNames(db, rows);
  return rows.map((row) => present(locale, row, names));
}
