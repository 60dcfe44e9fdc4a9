// Helpers for the tests of schedules (contract §17): the clock they charge by, making a schedule
// and choosing on its sandbox page, and a schedule's rows as they are stored.

import { randomBytes } from 'node:crypto';
import { addDays } from '@ataa/contract/civil-days';
import { SITE_TIME_ZONE } from '@ataa/contract/locale';
import { wallClockIn } from '@ataa/contract/schedules/zoned-time';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Queryable } from '../db/client.ts';
import { currencies, scheduleOccurrences, schedules } from '../db/schema.ts';
import { GUEST } from './giving.ts';
import type { RequestOptions, TestServer } from './harness.ts';

/** A logger for the charging and its jobs that says nothing: the tests read the rows instead. */
export const quiet = { warn: () => {} };
/** Lengths of time in milliseconds, to move a charging run relative to a due time. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;

/** A civil day `days` from today on the site's clock. */
export const dayFromNow = (days: number) => addDays(wallClockIn(new Date(), SITE_TIME_ZONE).day, days);
/** `offsetMs` after `instant` (a minute unless told): when a charging run finds an occurrence due. */
export const at = (instant: Date, offsetMs = MINUTE) => new Date(instant.getTime() + offsetMs);
/** The reference at the end of a sandbox page's URL. */
export const referenceOf = (url: string) => new URL(url).pathname.split('/').pop()!;

/** POST /schedules with `body` as it is, expecting 201; answers the result (schedule, reference, page). */
export async function postSchedule(
  server: TestServer,
  body: Record<string, unknown>,
  options: Omit<RequestOptions, 'body'> = {},
) {
  const answer = await server.request('/schedules', { ...options, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.result;
}

/** The sandbox page's choice, as its form posts it (JSON here): the outcome now and of later charges. */
export function choose(server: TestServer, reference: string, outcome: string, later = 'succeed') {
  return server.request(`/schedules/sandbox/${reference}`, { body: { outcome, later } });
}

/** A schedule's occurrences as stored, in order of their numbers. */
export function occurrencesOf(db: Queryable, scheduleId: number) {
  return db
    .select()
    .from(scheduleOccurrences)
    .where(eq(scheduleOccurrences.scheduleId, scheduleId))
    .orderBy(asc(scheduleOccurrences.seq));
}

/** A schedule's row as stored. */
export async function scheduleRow(db: Queryable, id: number) {
  const [row] = await db.select().from(schedules).where(eq(schedules.id, id));
  return row!;
}

/**
 * Active weekly guest schedules to one campaign in the default currency, each with a card saved at
 * the Stripe stand-in and one occurrence due at `dueAt`, written straight to the database as the
 * bench makes them (the n-th gives 10.00 + n minor units). `emailOf` names each one's giver (the
 * guest's own address by default). Returns their ids.
 */
export async function dueStripeSchedules(
  db: Queryable,
  options: {
    campaignId: number;
    count: number;
    dueAt: Date;
    savedCard: () => { customer: string; reference: string };
    emailOf?: (index: number) => string;
  },
): Promise<number[]> {
  const [currency] = await db.select().from(currencies).where(eq(currencies.isDefault, true));
  const made = await db
    .insert(schedules)
    .values(
      Array.from({ length: options.count }, (_, i) => {
        const card = options.savedCard();
        return {
          reference: randomBytes(32).toString('base64url'),
          plan: 'weekly',
          status: 'active' as const,
          ...GUEST,
          email: options.emailOf?.(i) ?? GUEST.email,
          amountMinor: 1000 + i,
          currencyId: currency!.id,
          targetType: 'campaign' as const,
          targets: [{ campaignId: options.campaignId, amountMinor: null }],
          hour: 21,
          timeZone: 'Asia/Riyadh',
          gateway: 'stripe',
          provider: 'stripe',
          methodCustomer: card.customer,
          methodReference: card.reference,
        };
      }),
    )
    .returning({ id: schedules.id, amountMinor: schedules.amountMinor });
  const { dueAt } = options;
  await db
    .insert(scheduleOccurrences)
    .values(
      made.map(({ id, amountMinor }) => ({ scheduleId: id, seq: 1, dueAt, chargeAt: dueAt, amountMinor })),
    );
  return made.map((row) => row.id);
}
