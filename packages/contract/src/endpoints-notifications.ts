// §12 Notifications. Spread into `endpoints` (endpoints.ts).

import type { Endpoint, HttpMethod } from './endpoints.ts';
import { paginated } from './schemas/entities.ts';
import {
  notification,
  notificationPreferences,
  notificationPreferencesBody,
  notificationsQuery,
  unsubscribeQuery,
  unsubscribeResult,
} from './schemas/notifications.ts';
import { z } from './validation.ts';

export const notificationEndpoints = {
  'GET /notifications': {
    access: 'account',
    tag: 'Notifications',
    description: 'The account’s notifications, newest first; `unread=1` for the unread ones only.',
    query: notificationsQuery,
    answer: paginated(notification),
  },
  'GET /notifications/unread-count': {
    access: 'account',
    tag: 'Notifications',
    answer: z.number().int(),
  },
  'POST /notifications/read-all': {
    access: 'account',
    tag: 'Notifications',
    answer: z.object({ updated: z.number().int() }),
  },
  'POST /notifications/:id/read': {
    access: 'account',
    tag: 'Notifications',
    description: 'Idempotent: `read_at` keeps the first reading. 404 for another account’s notification.',
    answer: notification,
  },
  'GET /notifications/stream': {
    access: 'account',
    tag: 'Notifications',
    description:
      'NEW: Server-Sent Events. `event: unread` with `data: {"count": n}` on connect and whenever a notification of the account is added or read (in any server process); a `: heartbeat` comment every 25 s. It ends when its session ends (logout, password change or reset, expiry); an account holds at most 5, and a new one ends the oldest after `event: replaced` (which is not to be reopened). The session cookie is accepted as well as the bearer token, so a browser’s EventSource can open it.',
    file: ['text/event-stream'],
  },
  'GET /notifications/preferences': {
    access: 'account',
    tag: 'Notifications',
    description: 'NEW: which notification e-mails the account receives, one key per type it can receive.',
    answer: notificationPreferences,
  },
  'POST /notifications/preferences': {
    access: 'account',
    tag: 'Notifications',
    description: 'NEW: turns e-mails on or off (any subset); in-app notifications always appear.',
    body: notificationPreferencesBody,
    answer: notificationPreferences,
  },
  'GET /notifications/unsubscribe': {
    access: 'anyone',
    tag: 'Notifications',
    description:
      'NEW: the signed link of a notification e-mail (no sign-in): an HTML page that asks to confirm, in `?lang=`. A tampered or expired link answers 422 with the reason.',
    query: unsubscribeQuery,
    html: true,
  },
  'POST /notifications/unsubscribe': {
    access: 'anyone',
    tag: 'Notifications',
    description:
      'NEW: one-click unsubscribe (RFC 8058; any body, `List-Unsubscribe=One-Click` from mail clients): turns that e-mail off. A browser (Accept: text/html) gets the confirmation page. 422 for a tampered or expired link, nothing changed.',
    query: unsubscribeQuery,
    bodyCheckedByHandler: true,
    answer: unsubscribeResult,
  },
} as const satisfies Record<`${HttpMethod} /${string}`, Endpoint>;
