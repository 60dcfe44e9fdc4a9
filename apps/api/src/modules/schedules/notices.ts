// What a donor is told of their schedule (contract §17, §12): its start, a failed, unconfirmed or
// missed charge, a pause and its end; an account by a notification and an e-mail, a guest by the
// e-mail only. Each is told in the transaction of the change that causes it, and each of those
// changes happens once (a locked row moving from one state to the next), so it is told once; for an
// account the notification's event key also makes a replay write, and mail, nothing.

import { isolate } from '@ataa/contract/bidi';
import { intlLocale, type Locale } from '@ataa/contract/locale';
import { type MessageParams, translate } from '@ataa/contract/messages';
import { formatMinor } from '@ataa/contract/money';
import type { Plan } from '@ataa/contract/schedules/plans';
import type { Queryable } from '../../db/client.ts';
import { pick } from '../../http/localize.ts';
import type { MailMessage } from '../../mail/mail-queue.ts';
import { renderEmail } from '../../mail/templates.ts';
import { notify } from '../../notify/notify.ts';
import { displayName, type UserRow } from '../accounts/index.ts';
import { accountMail, planWords } from '../notifications/index.ts';
import type { FollowerContext, GiverReceipt } from '../payments/index.ts';
import { receiptAttachmentFor } from '../receipts/index.ts';
import { scheduleManageUrl } from './manage-links.ts';
import {
  accountLocales,
  campaignNames,
  currenciesByIds,
  type OccurrenceRow,
  occurrenceFigures,
  ownerAccount,
  type ScheduleRow,
} from './queries.ts';

/** Plans charged every night: each charge's own receipt is e-mailed only to who asks (contract §17). */
const NIGHTLY_PLANS: ReadonlySet<string> = new Set<Plan>(['daily', 'ramadan_nights', 'last_ten_nights']);

export type PausedReason = 'payment_failed' | 'campaign_closed';

/** What happened, with what its texts need. */
export type ScheduleNotice =
  | { kind: 'failed' | 'missed'; occurrence: OccurrenceRow }
  /** The first charge paid: its e-mail carries the receipts of the donations it paid. */
  | { kind: 'created'; occurrence: OccurrenceRow; donationIds: readonly number[] }
  | { kind: 'action_required'; occurrence: OccurrenceRow; url: string }
  | { kind: 'paused'; reason: PausedReason }
  | { kind: 'completed' };

/** Who reads it: the owner's account in its language, or the guest in the checkout's language. */
interface Reader {
  account: UserRow | null;
  email: string;
  locale: Locale;
  name: string;
}

async function readerOf(tx: Queryable, schedule: ScheduleRow): Promise<Reader> {
  const account = schedule.userId === null ? undefined : await ownerAccount(tx, schedule.userId);
  if (!account) return { account: null, email: schedule.email, locale: schedule.locale, name: schedule.name };
  return {
    account,
    email: account.email,
    locale: account.locale,
    name: displayName(account, account.locale) || schedule.name,
  };
}

/** The language each schedule's owner reads (as `readerOf` finds it), by schedule id, in one read. */
export async function readerLocales(tx: Queryable, schedules: readonly ScheduleRow[]) {
  const userIds = [
    ...new Set(schedules.flatMap((schedule) => (schedule.userId === null ? [] : [schedule.userId]))),
  ];
  const accounts = new Map(
    (await accountLocales(tx, userIds)).map((account) => [account.id, account.locale]),
  );
  return new Map(
    schedules.map((schedule) => [
      schedule.id,
      (schedule.userId === null ? undefined : accounts.get(schedule.userId)) ?? schedule.locale,
    ]),
  );
}

/** Our own hosted page (the sandbox's) opens in the reader's language; a provider's page chooses its own. */
function inLanguage(url: string, locale: Locale) {
  const address = new URL(url);
  if (!address.pathname.startsWith('/api/v1/')) return url;
  address.searchParams.set('lang', locale);
  return address.toString();
}

/**
 * The key that names the event: a schedule starts and ends once; a charge fails, waits or is missed
 * once (its `seq`); a schedule may pause again after it resumed (the time of that pause).
 */
function eventKey(schedule: ScheduleRow, notice: ScheduleNotice) {
  const kind = `schedule_${notice.kind}:${schedule.id}`;
  if (notice.kind === 'created' || notice.kind === 'completed') return kind;
  if (notice.kind === 'paused') return `${kind}:paused-${schedule.updatedAt.getTime()}`;
  return `${kind}:${notice.occurrence.seq}`;
}

/** Tells the donor, in the transaction of the change. */
export async function tellDonor(
  tx: Queryable,
  ctx: FollowerContext,
  schedule: ScheduleRow,
  notice: ScheduleNotice,
) {
  const reader = await readerOf(tx, schedule);
  if (reader.account) {
    const told = await notify(tx, [reader.account.id], {
      type: `schedule_${notice.kind}`,
      data: {
        schedule_id: schedule.id,
        ...(notice.kind === 'paused' ? { reason: notice.reason } : {}),
        ...(notice.kind === 'action_required' ? { url: notice.url } : {}),
      },
      eventKey: eventKey(schedule, notice),
    });
    // Told before: its e-mail went with it then.
    if (told.length === 0) return;
  }
  await ctx.mail.enqueue(tx, await noticeMail(tx, ctx, schedule, reader, notice));
}

/** The campaigns the schedule gives to, their names isolated (decision 030), or "every campaign". */
async function targetLine(tx: Queryable, schedule: ScheduleRow, locale: Locale) {
  if (schedule.targetType === 'all') return translate(locale, 'mail.schedule.every_campaign');
  const names = await campaignNames(
    tx,
    schedule.targets.map((target) => target.campaignId),
  );
  return new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(
    names.map((campaign) => isolate(pick(locale, campaign.nameAr, campaign.nameEn))),
  );
}

async function noticeMail(
  tx: Queryable,
  ctx: FollowerContext,
  schedule: ScheduleRow,
  reader: Reader,
  notice: ScheduleNotice,
): Promise<MailMessage> {
  const { locale } = reader;
  const [currency] = await currenciesByIds(tx, [schedule.currencyId]);
  const money = (minor: number) => formatMinor(locale, minor, currency!);
  const params: MessageParams = { plan: planWords(locale, schedule.plan) };
  if ('occurrence' in notice) params.amount = money(notice.occurrence.amountMinor);
  if (notice.kind === 'paused')
    params.reason = translate(locale, `mail.schedule.paused_reasons.${notice.reason}`);
  if (notice.kind === 'completed') {
    const figures = (await occurrenceFigures(tx, [schedule.id])).get(schedule.id)!;
    params.count = figures.chargedCount;
    params.total = money(figures.chargedMinor);
  }
  const dashboard = `${ctx.config.publicOrigin}${locale === 'en' ? '/en' : ''}/dashboard/donor/schedules/${schedule.id}`;
  // A guest manages the schedule, receipt included, through its signed link (contract §17, Guests).
  const link =
    notice.kind === 'action_required'
      ? { href: inLanguage(notice.url, locale), label: translate(locale, 'mail.schedule.complete_charge') }
      : !reader.account
        ? {
            href: scheduleManageUrl(ctx, schedule.id, locale),
            label: translate(locale, 'mail.schedule.open_schedule'),
          }
        : notice.kind === 'completed'
          ? { href: `${dashboard}/receipt`, label: translate(locale, 'mail.schedule.open_receipt') }
          : { href: dashboard, label: translate(locale, 'mail.schedule.open_schedule') };
  const message = renderEmail({
    to: reader.email,
    locale,
    name: reader.name,
    subject: { key: `mail.schedule.${notice.kind}_subject`, params },
    paragraphs: [
      translate(locale, `mail.schedule.${notice.kind}_intro`, params),
      translate(locale, 'mail.schedule.target', { campaigns: await targetLine(tx, schedule, locale) }),
    ],
    ...(link ? { link } : {}),
  });
  // The first charge's receipts come with the e-mail that confirms it, not in one of their own.
  if (notice.kind !== 'created') return message;
  return { ...message, attachments: notice.donationIds.map((id) => receiptAttachmentFor(id, locale)) };
}

/**
 * The giver's receipt e-mail of a schedule's charge just paid (contract §17): none for the first,
 * which the start's e-mail carries; for a nightly plan only when the account turned those on;
 * otherwise as a one-time gift's (`donation_paid`, always for a guest).
 */
export async function chargeReceipt(
  tx: Queryable,
  ctx: FollowerContext,
  charge: { firstPaid: boolean; schedule: ScheduleRow },
): Promise<GiverReceipt> {
  if (charge.firstPaid) return null;
  const { schedule } = charge;
  const nightly = NIGHTLY_PLANS.has(schedule.plan);
  const { account } = await readerOf(tx, schedule);
  if (!account) return nightly ? null : {};
  return accountMail(ctx, account, nightly ? 'schedule_nightly_receipt' : 'donation_paid');
}
