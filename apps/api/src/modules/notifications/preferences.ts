// Which notification e-mails an account receives. In-app notifications always appear; the e-mails
// of contract §12's table can be turned off one by one (settings page or one-click link).
import type { Locale } from '@ataa/contract/locale';
import {
  EMAIL_TYPES_OF,
  type EmailType,
  type NotificationPreferences,
} from '@ataa/contract/schemas/notifications';
import { eq, sql } from 'drizzle-orm';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
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
  const list = (types: EmailType[]) =>
    sql`array[${sql.join(
      types.map((type) => sql`${type}`),
      sql`, `,
    )}]::text[]`;
  // One statement, so two tabs saving at once cannot lose each other's change.
  const [row] = await db
    .update(users)
    .set({
      emailOptOuts: sql`array(select distinct t from unnest(${users.emailOptOuts} || ${list(off)}) as t where not (t = any(${list(on)})) order by t)`,
    })
    .where(eq(users.id, account.id))
    .returning({ emailOptOuts: users.emailOptOuts });
  return row?.emailOptOuts ?? [];
}

/** The account a notification e-mail goes to, with its preferences and language. */
export async function findMailAccount(db: Queryable, userId: number | null) {
  if (userId === null) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
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
  const account = await findMailAccount(db, userId);
  return account ? accountMail(ctx, account, type) : {};
}
