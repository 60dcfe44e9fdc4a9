// Reminders of a campaign that has not started yet (decision 028): an e-mail on its first day.
import { blankAsMissing, email } from '../fields.ts';
import { z } from '../validation.ts';

/** A visitor gives an address; a signed-in account may leave it out and its own is used. */
export const reminderBody = z.object({
  email: blankAsMissing(email().optional()),
});
export type ReminderBody = z.infer<typeof reminderBody>;

export const reminderResult = z.object({
  email: z.string(),
  /** True when this campaign and address already had a reminder: asking again changes nothing. */
  already: z.boolean(),
});

export const reminderCancelQuery = z.object({
  token: z.string().max(200).optional().describe('the signed link of the reminder e-mail'),
  lang: z.string().optional().describe('wins over the `lang` header'),
});
