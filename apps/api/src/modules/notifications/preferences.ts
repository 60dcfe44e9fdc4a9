// Which notification e-mails an account receives. In-app notifications always appear; the e-mails
// of contract §12's table can be turned off one by one (settings page or one-click link).
import type { Locale } from '@ataa/contract/locale';
import {
  EMAIL_TYPES_OF,
  EMAIL_TYPES_OFF_BY_DEFAULT,
  type EmailType,
  type NotificationPreferences,
} from '@ataa/contract/schemas/notifications';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { findAccount, updateEmailChoices } from './queries.ts';
import { unsubscribeUrl } from './unsubscribe-links.ts';

export interface MailAccount {
  id: number;
  userType: keyof typeof EMAIL_TYPES_OF;
  emailOptOuts: string[];
  /** Read only for the e-mails off by default; an account that never turned one on has none. */
  emailOptIns?: string[];
  locale: Locale;
}

const offByDefault = (type: EmailType) => (EMAIL_TYPES_OFF_BY_DEFAULT as readonly EmailType[]).includes(type);

/** Whether the account gets the e-mails of `type`: on unless turned off, or, for those off by default, once turned on. */
const wants = (account: Pick<MailAccount, 'emailOptOuts' | 'emailOptIns'>, type: EmailType) =>
  offByDefault(type) ? (account.emailOptIns ?? []).includes(type) : !account.emailOptOuts.includes(type);

/**
 * How a notification e-mail to an account is sent: `null` when the account turned it off, else
 * the signed unsubscribe address the e-mail carries (renderEmail's `unsubscribe`).
 */
export function accountMail(
  ctx: Pick<Infrastructure, 'config'>,
  account: MailAccount,
  type: EmailType,
): { unsubscribe: string } | null {
  if (!wants(account, type)) return null;
  return { unsubscribe: unsubscribeUrl(ctx, account.id, type, account.locale) };
}

const typesOf = (account: Pick<MailAccount, 'userType'>): readonly EmailType[] =>
  EMAIL_TYPES_OF[account.userType];

export function presentPreferences(
  account: Pick<MailAccount, 'userType' | 'emailOptOuts' | 'emailOptIns'>,
): NotificationPreferences {
  return { email: Object.fromEntries(typesOf(account).map((type) => [type, wants(account, type)])) };
}

/**
 * Turns e-mails on or off; types the account cannot receive are ignored. An e-mail off by default
 * is on while listed in the opt-ins, any other while absent from the opt-outs. Returns both lists.
 */
export async function setEmailPreferences(
  db: Queryable,
  account: Pick<MailAccount, 'id' | 'userType'>,
  wanted: Partial<Record<EmailType, boolean>>,
) {
  const chosen = (value: boolean, byDefault: boolean) =>
    typesOf(account).filter((type) => wanted[type] === value && offByDefault(type) === byDefault);
  return updateEmailChoices(db, account.id, {
    optOuts: { add: chosen(false, false), remove: chosen(true, false) },
    optIns: { add: chosen(true, true), remove: chosen(false, true) },
  });
}

/**
 * The e-mail of a donation to its giver: a guest always gets it (it is their only record, and there
 * is no account to unsubscribe); an account gets it unless it turned `type` off.
 */
export async function giverMail(
  ctx: Pick<Infrastructure, 'config'>,
  db: Queryable,
  userId: number | null,
  type: EmailType,
) {
  const account = userId === null ? undefined : await findAccount(db, userId);
  return account ? accountMail(ctx, account, type) : {};
}
