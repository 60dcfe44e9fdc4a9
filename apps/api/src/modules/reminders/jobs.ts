// The reminders' e-mails (decision 028): a schedule that fires once across processes finds the
// reminders of campaigns that now accept donations and sends each once, in its own language.
import { translate } from '@ataa/contract/messages';
import type { Infrastructure } from '../../context.ts';
import { pick } from '../../http/localize.ts';
import { renderEmail } from '../../mail/templates.ts';
import { reminderCancelUrl } from './links.ts';
import { lockDueReminders, markReminderSent } from './queries.ts';

/** Reminders sent per transaction; the job goes on until none is left. */
const BATCH = 200;

export function scheduleReminders(ctx: Pick<Infrastructure, 'config' | 'db' | 'jobs' | 'mail'>) {
  const job = ctx.jobs.define<Record<string, never>>('campaigns.reminders-due', async (_payload, log) => {
    let sent = 0;
    for (let batch = BATCH; batch === BATCH; sent += batch) batch = await sendDueReminders(ctx);
    if (sent > 0) log.info({ sent }, 'campaign reminders sent');
  });
  ctx.jobs.every(job, ctx.config.REMINDERS_CHECK_INTERVAL_MS);
}

/**
 * Writes the e-mails of up to a batch of due reminders and marks them sent in one transaction:
 * a reminder is locked while it is read (another process skips it) and never read again once
 * sent. A campaign paused at its start waits until it takes donations; a cancelled, rejected or
 * ended one never reminds.
 */
export function sendDueReminders(ctx: Pick<Infrastructure, 'config' | 'db' | 'mail'>): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const due = await lockDueReminders(tx, BATCH);
    for (const { reminder, campaign } of due) {
      const { locale } = reminder;
      const name = pick(locale, campaign.nameAr, campaign.nameEn);
      const t = (key: Parameters<typeof translate>[1]) => translate(locale, key, { campaign: name });
      await ctx.mail.enqueue(
        tx,
        renderEmail({
          to: reminder.email,
          locale,
          subject: { key: 'mail.reminder_subject', params: { campaign: name } },
          paragraphs: [t('mail.reminder_intro'), t('mail.reminder_first_night')],
          link: {
            href: `${ctx.config.publicOrigin}${locale === 'en' ? '/en' : ''}/campaigns/${campaign.id}`,
            label: t('mail.reminder_donate'),
          },
          unsubscribe: reminderCancelUrl(ctx, reminder.id, locale),
        }),
      );
      await markReminderSent(tx, reminder.id);
    }
    return due.length;
  });
}
