// DESIGN §7: what depends on who asks is never kept by a shared cache. Over the endpoint map: every
// answer of an endpoint that is not open to anyone, to its own role, and every answer to a caller
// with a session, says `Cache-Control: private, no-store`; the public reads keep their public cache
// header for visitors. The list is the map itself, so a new endpoint is covered when added.
import { type Access, type Endpoint, type EndpointKey, endpoints, routeOf } from '@ataa/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, pages, stories, videos } from '../db/schema.ts';
import { createCampaign, createPaidDonation, createUser } from '../seed/factories.ts';
import { signedInUser, signIn } from '../test/expectations.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

const PRIVATE = 'private, no-store';
/** Anyone's reads that are not shared (each answer is for whoever holds the link): no public header. */
const UNSHARED_READS = new Set<EndpointKey>([
  'GET /gift/:token',
  'GET /payments/sandbox/:reference',
  'GET /schedules/sandbox/:reference',
  'GET /schedules/manage/:token',
  'GET /schedules/manage/:token/receipt',
  'GET /notifications/unsubscribe',
  'GET /campaign-reminders/cancel',
]);
/** HTML pages of signed links that say `no-store` themselves, whoever opens them. */
const OWN_HEADER = new Set<EndpointKey>([
  'GET /payments/sandbox/:reference',
  'GET /schedules/sandbox/:reference',
  'GET /notifications/unsubscribe',
  'GET /campaign-reminders/cancel',
]);
/** Event streams never end; their own tests read their headers (notifications.test.ts). */
const STREAM: EndpointKey = 'GET /notifications/stream';

let server: TestServer;
let tokens: Record<Exclude<Access, 'anyone'>, string>;
/** Ids of real rows, so reads answer what they would answer a real caller. */
let ids: Record<string, number>;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_CACHE_TTL_MS: '60000' }, undefined, { overHttp: true });
  const donor = await signedInUser(server);
  const charity = await signedInUser(server, { userType: 'charity' });
  const admin = await signedInUser(server, { userType: 'admin' });
  tokens = {
    account: donor.token,
    donor: donor.token,
    charity: charity.token,
    'approved charity': charity.token,
    admin: admin.token,
  };
  const campaign = await createCampaign(server.db, { charityId: charity.user.id });
  const { donation } = await createPaidDonation(server.db, {
    campaignId: campaign.id,
    amountMinor: 25_000,
    user: donor.user,
  });
  const first = async (table: typeof blogs | typeof stories | typeof videos | typeof pages) =>
    (await server.db.select({ id: table.id }).from(table).limit(1))[0]!.id;
  ids = {
    campaign: campaign.id,
    donation: donation.id,
    charity: charity.user.id,
    blog: await first(blogs),
    story: await first(stories),
    video: await first(videos),
    page: await first(pages),
  };
});
afterAll(() => server.close());

/** The path of an operation with ids of real rows where the path names one. */
function pathOf(key: EndpointKey): string {
  const { path } = routeOf(key);
  const idOf = (): number => {
    if (path.startsWith('/blogs')) return ids.blog!;
    if (path.startsWith('/stories')) return ids.story!;
    if (path.startsWith('/videos')) return ids.video!;
    if (path.startsWith('/pages')) return ids.page!;
    if (path.startsWith('/donations')) return ids.donation!;
    if (path.startsWith('/admin/charities') || path.startsWith('/charity/referral')) return ids.charity!;
    if (path.startsWith('/admin/donations')) return ids.donation!;
    return ids.campaign!;
  };
  return path.replace(/:\w+/g, () => String(idOf()));
}

const operations = Object.entries(endpoints as Record<EndpointKey, Endpoint>) as Array<
  [EndpointKey, Endpoint]
>;

const call = (key: EndpointKey, token?: string) => {
  const { method } = routeOf(key);
  return server.request(pathOf(key), { method, token, body: method === 'GET' ? undefined : {} });
};

describe('Cache-Control of the answers', () => {
  it('sends every answer of an endpoint not open to anyone, to its own role, as private, no-store', async () => {
    const guarded = operations.filter(([key, endpoint]) => endpoint.access !== 'anyone' && key !== STREAM);
    expect(guarded.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const [key, endpoint] of guarded) {
      const answer = await call(key, tokens[endpoint.access as keyof typeof tokens]);
      const header = answer.headers.get('cache-control');
      if (header !== PRIVATE) wrong.push(`${key} (${answer.status}): ${header}`);
    }
    expect(wrong).toEqual([]);
  });

  it('sends what holds e-mails, mobiles and money (the back office, an account, a charity’s export) as private, no-store', async () => {
    for (const [key, role] of [
      ['GET /admin/charities', 'admin'],
      ['GET /admin/donations', 'admin'],
      ['GET /admin/contacts', 'admin'],
      ['GET /me', 'account'],
      ['GET /doner/donations', 'donor'],
      ['GET /charity/donations', 'charity'],
      ['GET /charity/donations/export', 'charity'],
      ['GET /donations/:id/receipt', 'donor'],
    ] as const) {
      const answer = await call(key, tokens[role]);
      expect(answer.status, key).toBe(200);
      expect(answer.headers.get('cache-control'), key).toBe(PRIVATE);
    }
  });

  it('keeps the public cache header of the public reads for visitors, and sends them private to a session', async () => {
    const reads = operations.filter(
      ([key, endpoint]) => endpoint.access === 'anyone' && routeOf(key).method === 'GET',
    );
    const signedIn = await signIn(server, (await createUser(server.db)).email);
    for (const [key] of reads) {
      if (UNSHARED_READS.has(key)) continue;
      const visitor = await call(key);
      expect(visitor.status, key).toBe(200);
      expect(visitor.headers.get('cache-control'), key).toBe(
        'public, max-age=60, stale-while-revalidate=360',
      );
    }
    // Any operation open to anyone, called with a session; signing out last, as it ends the session.
    const open = operations.filter(([key, endpoint]) => endpoint.access === 'anyone' && !OWN_HEADER.has(key));
    for (const [key] of [...open.filter(([key]) => key !== 'POST /logout'), ['POST /logout'] as const]) {
      const answer = await call(key, signedIn);
      expect(answer.headers.get('cache-control'), `${key} (${answer.status})`).toBe(PRIVATE);
    }
  });
});
