// §17 Scheduled giving: the dates of Ramadan. Spread into `endpoints` (endpoints.ts).

import type { Endpoint, HttpMethod } from './endpoints.ts';
import {
  adminRamadan,
  adminRamadanBody,
  adminRamadanQuery,
  ramadanDates,
  ramadanQuery,
} from './schemas/ramadan.ts';

export const ramadanEndpoints = {
  'GET /ramadan': {
    access: 'anyone',
    tag: 'Scheduled giving',
    description:
      'NEW: the current or next Ramadan for a country: the staff’s first day where set, else the Umm al-Qura calendar; its length is always Umm al-Qura’s.',
    query: ramadanQuery,
    answer: ramadanDates,
  },
  'GET /admin/ramadan': {
    access: 'admin',
    tag: 'Admin',
    description: 'NEW: the first days of Ramadan set per country for a Hijri year, beside Umm al-Qura’s.',
    query: adminRamadanQuery,
    answer: adminRamadan,
  },
  'PUT /admin/ramadan': {
    access: 'admin',
    tag: 'Admin',
    description:
      'NEW: sets a year’s first days, replacing the year’s list (a country left out follows Umm al-Qura again). Each must be within two days of Umm al-Qura’s. Schedules’ charges not yet made move with them.',
    body: adminRamadanBody,
    answer: adminRamadan,
  },
} as const satisfies Record<`${HttpMethod} /${string}`, Endpoint>;
