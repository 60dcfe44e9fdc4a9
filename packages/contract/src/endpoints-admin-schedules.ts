// §17 Scheduled giving: the staff's view of schedules. Spread into `endpoints` (endpoints.ts).

import type { Endpoint, HttpMethod } from './endpoints.ts';
import {
  adminSchedule,
  adminSchedulesQuery,
  chargeDueAnswer,
  forecastQuery,
  scheduleForecast,
} from './schemas/admin-schedules.ts';
import { paginated } from './schemas/entities.ts';

export const adminScheduleEndpoints = {
  'GET /admin/schedules': {
    access: 'admin',
    tag: 'Admin',
    description:
      'NEW: every schedule with its donor: failing ones first (a charge declined or waiting for authentication, or paused after failed charges), then newest first.',
    query: adminSchedulesQuery,
    answer: paginated(adminSchedule),
  },
  'GET /admin/schedules/forecast': {
    access: 'admin',
    tag: 'Admin',
    description:
      'NEW: what falls due hour by hour from the current hour (`hours`, default 48): the charges of active schedules and their sum in the base currency at today’s rates.',
    query: forecastQuery,
    answer: scheduleForecast,
  },
  'POST /admin/schedules/charge-due': {
    access: 'admin',
    tag: 'Admin',
    description:
      'NEW (project extension): charges every occurrence due now at once, as the `schedules.charge-due` job does each minute; each charge is in the audit log. Answers how many were asked of the provider.',
    answer: chargeDueAnswer,
  },
} as const satisfies Record<`${HttpMethod} /${string}`, Endpoint>;
