// What one scheduled charge costs the database, from its claim to its paid payment (issue 23:
// 56 charges a second on two cores). The statements are counted at the driver, so a change that
// adds a round trip to a charge's path fails here before it shows in `npm run bench:schedules`.
// CHARGE_STATEMENTS_LOG=1 prints each statement's text and how many times one charge sent it.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { payments, scheduleOccurrences } from '../../db/schema.ts';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe.ts';
import { expectExactTotals, GUEST, openCampaign } from '../../test/giving.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { dueStripeSchedules, MINUTE, quiet } from '../../test/schedules.ts';
import { CAMPAIGNS_LOCK, countStatements, statementShapes } from '../../test/statement-count.ts';
import { chargeDue } from './charging.ts';

/** Charges in one run: more than one claim's batch, so a batch's shared reads are spread as in the bench. */
const CHARGES = 60;
/**
 * What one charge may cost at most, claim to paid (43 statements and 3 round trips outside a
 * transaction before issue 23's work; 24.3 before the follower read its charge once and a
 * notification was announced in its insert; 20.3 before the donations were written ahead of the
 * campaign's lock, which adds a savepoint and a second reading of whether the campaign takes them).
 */
const MAX_STATEMENTS_PER_CHARGE = 23;
/**
 * What one charge may send while it holds its campaign's row, from the lock to the commit: every
 * other charge to the campaign waits through them (decision 041): the lock with its reading of
 * whether the campaign takes the payment, and the totals (3 before they were one statement).
 */
const MAX_HELD_PER_CHARGE = 2;
/** The answer's transaction, and a share of the batch's claim. */
const MAX_TRANSACTIONS_PER_CHARGE = 1.05;

let fake: FakeStripe;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeStripe('sk_test_cost');
  // No job runs meanwhile: its polling would be counted with the charges.
  server = await startTestServer({
    STRIPE_SECRET_KEY: 'sk_test_cost',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_cost',
    STRIPE_API_URL: fake.url,
    JOBS_ENABLED: 'false',
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

it('charges a due guest schedule in a bounded number of statements and transactions, exactly once', async () => {
  const now = new Date();
  const campaignId = (await openCampaign(server)).id;
  // Half share one address (one donor to the campaign), the others are a donor each.
  const ids = await dueStripeSchedules(server.db, {
    campaignId,
    count: CHARGES,
    dueAt: new Date(now.getTime() - MINUTE),
    savedCard: () => fake.savedCard(),
    emailOf: (i) => (i % 2 === 0 ? GUEST.email : `giver-${i}@example.test`),
  });

  const count = await countStatements(server.db, () => chargeDue(server.ctx, quiet, now), {
    holding: CAMPAIGNS_LOCK,
  });
  const statements = count.statements.length / CHARGES;
  const transactions = count.transactions / CHARGES;
  if (process.env.CHARGE_STATEMENTS_LOG === '1') {
    console.log(
      `${statements.toFixed(2)} statements (${(count.held / CHARGES).toFixed(2)} holding the campaign) and ${transactions.toFixed(2)} transactions a charge\n${statementShapes(count, CHARGES)}`,
    );
  }

  // Every occurrence paid once, by one paid payment, and the campaign's total and donors are its donations'.
  const keys = fake.offSessionCharges.map((charge) => charge.key);
  expect(new Set(keys).size).toBe(CHARGES);
  const rows = await server.db
    .select({ state: scheduleOccurrences.state, payment: payments.state })
    .from(scheduleOccurrences)
    .innerJoin(payments, eq(payments.id, scheduleOccurrences.paymentId))
    .where(inArray(scheduleOccurrences.scheduleId, ids));
  expect(rows).toHaveLength(CHARGES);
  for (const row of rows) expect(row).toEqual({ state: 'paid', payment: 'paid' });
  await expectExactTotals(server.db);

  expect(statements).toBeLessThanOrEqual(MAX_STATEMENTS_PER_CHARGE);
  expect(transactions).toBeLessThanOrEqual(MAX_TRANSACTIONS_PER_CHARGE);
  // 10 when the donations, notices and e-mails were written after the lock.
  expect(count.held / CHARGES).toBeLessThanOrEqual(MAX_HELD_PER_CHARGE);
});
