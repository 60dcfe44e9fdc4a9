// Which notification e-mails an account receives. In-app notifications always appear; the e-mails
// of contract §12's table can be turned off one by one (settings page or one-click link).
import type { Locale } from '@ataa/contract/locale';
import {
  EMAIL_TYPES_OF,
  type EmailType,
  type NotificationPreferences,
} from '@ataa/contract/schemas/notifications';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { findAccount, updateEmailOptOuts } from './queries.ts';
import { unsubscribeUrl } from './unsubscribe-links.ts';

export interface MailAccount {
  id: number;
  userType: keyof typeof EMAIL_TYPES_OF;
  emailOptOuts: string[];
  locale: Locale;
}

/**
 * How a notification e-mail to an account is sent: `null` when the account turned it off, else
 * the signed unsubscribe address the e-mail carries (renderEmail's `unsubscribe`).
 */
export function accountMail(
  ctx: Pick<Infrastructure, 'config'>,
  account: MailAccount,
  type: EmailType,
): { unsubscribe: string } | null {
  if (account.emailOptOuts.includes(type)) return null;
  return { unsubscribe: unsubscribeUrl(ctx, account.id, type, account.locale) };
}

const typesOf = (account: Pick<MailAccount, 'userType'>): readonly EmailType[] =>
  EMAIL_TYPES_OF[account.userType];

export function presentPreferences(
  account: Pick<MailAccount, 'userType' | 'emailOptOuts'>,
): NotificationPreferences {
  return {
    email: Object.fromEntries(typesOf(account).map((type) => [type, !account.emailOptOuts.includes(type)])),
  };
}

/** Turns e-mails on or off; types the account cannot receive are ignored. Returns the new opt-outs. */
export async function setEmailPreferences(
  db: Queryable,
  account: Pick<MailAccount, 'id' | 'userType'>,
  wanted: Partial<Record<EmailType, boolean>>,
): Promise<string[]> {
  const known = typesOf(account);
  const off = known.filter((type) => wanted[type] === false);
  const on = known.filter((type) => wanted[type] === true);
  return updateEmailOptOuts(db, account.id, off, on);
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
