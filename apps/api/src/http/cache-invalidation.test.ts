import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../db/schema.ts';
import { deliver, donate, openCampaign, sandboxEvent, settle } from '../test/giving.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

// Long enough that only an invalidation, never the TTL, can make an answer fresh in these tests.
// Every change shown at the next request: a changed page is not shown as it was meanwhile
// (decision 043's refresh, tested in web/page-cache.test.ts and the pages' own cache test).
const CACHED = { PUBLIC_CACHE_TTL_MS: '60000', PAGE_CACHE_TTL_MS: '60000', PAGE_CACHE_REFRESH_MS: '0' };

let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startTestServer(CACHED, undefined, { web: true });
  second = await startTestServer(CACHED, undefined, { web: true, sameDatabaseAs: first });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** What an anonymous visitor is shown of a campaign: the API's answer and the rendered page. */
async function visit(server: TestServer, id: number) {
  const answer = await server.request(`/campaigns/${id}`, { lang: 'en' });
  expect(answer.status).toBe(200);
  const page = await fetch(`${server.url}/en/campaigns/${id}`);
  expect(page.status).toBe(200);
  const { name, total_amount: total } = answer.body.result;
  return { name, total, page: await page.text() };
}

/**
 * A new campaign both servers have cached, renamed behind the caches' back (a write that names no
 * tags), so an answer showing the new name was read after an invalidation.
 */
async function cachedCampaign() {
  const campaign = await openCampaign(first);
  for (const server of [first, second]) await visit(server, campaign.id);
  await first.db
    .update(campaigns)
    .set({ nameEn: `Renamed ${campaign.id}` })
    .where(eq(campaigns.id, campaign.id));
  for (const server of [first, second]) {
    const stale = await visit(server, campaign.id);
    expect(stale.name).toBe(campaign.nameEn);
    expect(stale.page).not.toContain(`Renamed ${campaign.id}`);
  }
  return campaign;
}

async function pay(server: TestServer, campaignId: number, amount: number) {
  const reference = await donate(server, { campaign_id: campaignId, amount });
  await deliver(server, sandboxEvent(reference, 'paid'));
  await settle(server);
}

describe('caches that forget when the data changes', () => {
  it('shows a visitor the new total on the very next read after a payment is paid', async () => {
    const campaign = await cachedCampaign();
    await pay(first, campaign.id, 4321);

    const fresh = await visit(first, campaign.id);
    expect(fresh.name).toBe(`Renamed ${campaign.id}`);
    expect(fresh.total).toBe(4321);
    expect(fresh.page).toContain(`Renamed ${campaign.id}`);
    expect(fresh.page).toContain('4,321');
  });

  it('drops the entries of another server process on the same database', async () => {
    const campaign = await cachedCampaign();
    await pay(first, campaign.id, 1234);

    // PostgreSQL delivers the notification to the other process within milliseconds of the commit.
    await expect.poll(async () => (await visit(second, campaign.id)).total, { timeout: 2000 }).toBe(1234);
    const fresh = await visit(second, campaign.id);
    expect(fresh.name).toBe(`Renamed ${campaign.id}`);
    expect(fresh.page).toContain(`Renamed ${campaign.id}`);
    expect(fresh.page).toContain('1,234');
  });

  it('keeps cached answers when a payment fails, since no total changed', async () => {
    const campaign = await cachedCampaign();
    const reference = await donate(first, { campaign_id: campaign.id, amount: 50 });
    await deliver(first, sandboxEvent(reference, 'failed'));
    await settle(first);
    expect((await visit(first, campaign.id)).name).toBe(campaign.nameEn);
  });

  // PGlite is one connection in one process: only PostgreSQL has a listening connection to lose.
  it.runIf(process.env.DATABASE_URL)(
    'drops everything when the listening connection comes back, then listens again',
    async () => {
      const campaign = await cachedCampaign();
      await first.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen %'`);
      // Notifications may have been missed while it was away: nothing cached is trusted.
      await expect
        .poll(async () => (await visit(second, campaign.id)).name, { timeout: 5000 })
        .toBe(`Renamed ${campaign.id}`);
      await visit(second, campaign.id);
      await pay(first, campaign.id, 777);
      await expect.poll(async () => (await visit(second, campaign.id)).total, { timeout: 2000 }).toBe(777);
    },
  );
});
