// §17 Scheduled giving: a donor's schedules. Spread into `endpoints` (endpoints.ts).

import { z } from 'zod';
import type { Endpoint, HttpMethod } from './endpoints.ts';
import { paginated } from './schemas/entities.ts';
import {
  schedule,
  scheduleBody,
  scheduleCheckout,
  scheduleDetail,
  scheduleListQuery,
  scheduleMethodBody,
  scheduleSandboxBody,
  scheduleUpdateBody,
} from './schemas/schedules.ts';

const pdf = ['application/pdf'] as const;
const methodPage = z.object({
  gateway_url: z.string().describe('the hosted page that saves the new method'),
});

const occurrencesPage = z.object({
  page: z.unknown().optional().describe('the page of occurrences, default 1'),
  per_page: z.unknown().optional().describe('default 15, at most 100'),
});

export const scheduleEndpoints = {
  'POST /schedules': {
    access: 'anyone',
    tag: 'Scheduled giving',
    description:
      'NEW: makes a schedule and answers a hosted checkout that saves the payment method, charging the first occurrence when it is due now or tonight. A guest also sends `name`, `email`, `mobile`. `Idempotency-Key` as for §6.',
    body: scheduleBody,
    answer: scheduleCheckout,
    status: 201,
  },
  'GET /schedules': {
    access: 'donor',
    tag: 'Scheduled giving',
    description: 'NEW: your schedules, newest first.',
    query: scheduleListQuery,
    answer: paginated(schedule),
  },
  'GET /schedules/:id': {
    access: 'donor',
    tag: 'Scheduled giving',
    description:
      'NEW: one of your schedules with a page of its occurrences, newest first. 404 for another donor’s.',
    query: occurrencesPage,
    answer: scheduleDetail,
  },
  'POST /schedules/:id': {
    access: 'donor',
    tag: 'Scheduled giving',
    description:
      'NEW: changes the amount, hour, time zone, end or odd-night multiplier of the occurrences not yet charged, or pauses, resumes or skips the next. 409 when cancelled or completed.',
    body: scheduleUpdateBody,
    answer: schedule,
  },
  'POST /schedules/:id/cancel': {
    access: 'donor',
    tag: 'Scheduled giving',
    description: 'NEW: cancels the schedule; cancelling again answers the same.',
    answer: schedule,
  },
  'POST /schedules/:id/payment-method': {
    access: 'donor',
    tag: 'Scheduled giving',
    description:
      'NEW: a hosted page that saves a new payment method; later charges use it once it is saved, and a schedule paused by failed charges resumes. 422 on `gateway` for a provider that cannot charge a schedule; 409 when cancelled or completed, or while the first checkout is still open.',
    body: scheduleMethodBody,
    answer: methodPage,
  },
  'GET /schedules/:id/receipt': {
    access: 'donor',
    tag: 'Scheduled giving',
    description:
      'NEW: one receipt for every paid charge of the schedule, with the total, as a PDF file in the `lang` language. 409 until a charge is paid.',
    file: pdf,
  },
  'GET /schedules/manage/:token': {
    access: 'anyone',
    personal: true,
    tag: 'Scheduled giving',
    description:
      'NEW: the schedule a signed link names (sent to a guest), as `GET /schedules/{id}` answers it. 404 for a bad or tampered link.',
    query: occurrencesPage,
    answer: scheduleDetail,
  },
  'POST /schedules/manage/:token': {
    access: 'anyone',
    tag: 'Scheduled giving',
    description: 'NEW: the link’s holder changes the schedule, as `POST /schedules/{id}` does.',
    body: scheduleUpdateBody,
    answer: schedule,
  },
  'POST /schedules/manage/:token/cancel': {
    access: 'anyone',
    tag: 'Scheduled giving',
    description: 'NEW: the link’s holder cancels the schedule, as `POST /schedules/{id}/cancel` does.',
    answer: schedule,
  },
  'POST /schedules/manage/:token/payment-method': {
    access: 'anyone',
    tag: 'Scheduled giving',
    description:
      'NEW: the link’s holder replaces the saved method, as `POST /schedules/{id}/payment-method` does.',
    body: scheduleMethodBody,
    answer: methodPage,
  },
  'GET /schedules/manage/:token/receipt': {
    access: 'anyone',
    personal: true,
    tag: 'Scheduled giving',
    description: 'NEW: the receipt of the schedule a signed link names, as `GET /schedules/{id}/receipt`.',
    file: pdf,
  },
  'GET /schedules/sandbox/:reference': {
    access: 'anyone',
    tag: 'Scheduled giving',
    description: 'NEW: the sandbox’s page that saves a method for a schedule (HTML).',
    html: true,
  },
  'POST /schedules/sandbox/:reference': {
    access: 'anyone',
    tag: 'Scheduled giving',
    description:
      'NEW: the sandbox’s choice for a schedule: the first checkout’s outcome, and what later charges do (succeed, decline, ask for authentication). Answers 303 to the return route (JSON callers get `{redirect_url}`). 409 once chosen.',
    body: scheduleSandboxBody,
    answer: z.object({ redirect_url: z.string() }),
  },
} as const satisfies Record<`${HttpMethod} /${string}`, Endpoint>;
