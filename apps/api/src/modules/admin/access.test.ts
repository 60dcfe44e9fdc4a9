// Contract §1.11, §13: every back-office endpoint of the map, whatever its module, answers 401 to a
// visitor and 403 to a donor and a charity, in the caller's language, before reading any input,
// and changes nothing. The list is the map itself, so a new admin endpoint is covered when added.
import { type Endpoint, endpoints } from '@ataa/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createUser } from '../../seed/factories.ts';
import { LANGS, signIn, t } from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
let others: string[];

beforeAll(async () => {
  server = await startTestServer();
  others = [
    await signIn(server, (await createUser(server.db)).email),
    await signIn(server, (await createUser(server.db, { userType: 'charity' })).email),
  ];
});
afterAll(() => server.close());

/** Every table an admin write could touch, whole, to show that no refused call changed any. */
const TABLES = [
  'users',
  'campaigns',
  'donations',
  'refunds',
  'contact_messages',
  'audit_log',
  'blogs',
  'stories',
  'videos',
  'pages',
  'faqs',
  'partners',
  'socials',
  'categories',
  'currencies',
  'site_settings',
];
async function snapshot() {
  const rows: Record<string, unknown> = {};
  for (const table of TABLES) {
    const result = await server.db.execute(`select * from ${table} order by 1`);
    rows[table] = (result as unknown as { rows: unknown[] }).rows;
  }
  return rows;
}

/** A body each write would take if the caller were allowed: the refusal must not depend on it. */
const BODY = {
  reason: 'Hijacked',
  featured: true,
  sort: 1,
  'name:ar': 'مخترق',
  'name:en': 'Hijacked',
  'title:ar': 'مخترق',
  'title:en': 'Hijacked',
  rates: [],
};

const adminEndpoints = Object.entries(endpoints as Record<string, Endpoint>).filter(
  ([, endpoint]) => endpoint.access === 'admin',
);

describe('who may call the back office', () => {
  it('answers 401 to visitors and 403 to donors and charities on every admin endpoint, changing nothing', async () => {
    expect(adminEndpoints.length).toBeGreaterThanOrEqual(70);
    // Ids of real rows, so a call that slipped past the check would find something to change.
    const campaign = await createCampaign(server.db, { reviewState: 'pending' });
    const before = await snapshot();
    for (const [key] of adminEndpoints) {
      const [method, route] = key.split(' ') as [string, string];
      const path = route.replace(/:\w+/g, String(route.startsWith('/admin/campaigns') ? campaign.id : 1));
      const body = method === 'GET' ? undefined : BODY;
      for (const lang of LANGS) {
        const visitor = await server.request(path, { method, body, lang });
        expect(visitor.status, `${key} visitor`).toBe(401);
        expect(visitor.body.message, key).toBe(t(lang, 'errors.unauthenticated'));
        for (const token of others) {
          const answer = await server.request(path, { method, body, lang, token });
          expect(answer.status, key).toBe(403);
          expect(answer.body.message, key).toBe(t(lang, 'errors.forbidden'));
        }
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
