// Reminders of a campaign before its start (decision 028): asked for on its public page, kept once
// per campaign and address, cancelled from the e-mail's link.
import type { Locale } from '@ataa/contract/locale';
import type { Infrastructure } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { UserRow } from '../accounts/index.ts';
import { deleteReminder, insertReminder, openCampaignStart } from './queries.ts';

/**
 * Keeps a reminder for a campaign whose page opens and that has not started. The address is the
 * one given, or the signed-in account's; asking again for the same address changes nothing.
 */
export async function askReminder(
  ctx: Pick<Infrastructure, 'db'>,
  locale: Locale,
  viewer: UserRow | null,
  campaignId: number,
  given: string | undefined,
) {
  const email = given ?? viewer?.email;
  if (!email) throw AppError.validation('email', 'validation.required');
  const campaign = await openCampaignStart(ctx.db, campaignId);
  if (!campaign) throw AppError.notFound();
  if (campaign.startAt <= new Date()) throw AppError.conflict('errors.campaign_already_open');
  const stored = await insertReminder(ctx.db, {
    campaignId,
    email,
    locale,
    userId: viewer?.email === email ? viewer.id : null,
  });
  return { email, already: stored.length === 0 };
}

/** Removes the reminder of a cancel link; one already gone is cancelled too. */
export async function cancelReminder(ctx: Pick<Infrastructure, 'db'>, reminderId: number) {
  await deleteReminder(ctx.db, reminderId);
}
