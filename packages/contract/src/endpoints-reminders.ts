// A campaign before its start (decision 028): reminders. Spread into `endpoints` (endpoints.ts).

import type { Endpoint, HttpMethod } from './endpoints.ts';
import { reminderBody, reminderCancelQuery, reminderResult } from './schemas/reminders.ts';
import { z } from './validation.ts';

export const reminderEndpoints = {
  'POST /campaigns/:id/reminders': {
    access: 'anyone',
    tag: 'Campaigns',
    description:
      'NEW: an e-mail on the first day of an approved campaign that has not started, in the language of the request. `email` is required unless signed in (the account’s own is used). Asking again for the same campaign and address answers 200 with `already: true`. 404 when the campaign’s page does not open; 409 once it has started. Rate-limited per IP and address like the contact form.',
    body: reminderBody,
    answer: reminderResult,
  },
  'GET /campaign-reminders/cancel': {
    access: 'anyone',
    tag: 'Campaigns',
    description:
      'NEW: the signed cancel link of a reminder (no sign-in): an HTML page that asks to confirm, in `?lang=`. A tampered link answers 422.',
    query: reminderCancelQuery,
    html: true,
  },
  'POST /campaign-reminders/cancel': {
    access: 'anyone',
    tag: 'Campaigns',
    description:
      'NEW: cancels the reminder of the signed link; cancelling one already gone is fine. A browser (Accept: text/html) gets the confirmation page. 422 for a tampered link.',
    query: reminderCancelQuery,
    bodyCheckedByHandler: true,
    answer: z.object({ cancelled: z.literal(true) }),
  },
} as const satisfies Record<`${HttpMethod} /${string}`, Endpoint>;
