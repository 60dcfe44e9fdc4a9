import { translate } from '@ataa/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createPaidDonation, createUser } from '../../seed/factories.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await server.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

describe('figures from paid donations', () => {
  it('keeps every seeded campaign total equal to the sum of its paid donations', async () => {
    const mismatches = await rows<{ id: number }>(sql`
      select c.id from campaigns c
      left join (select campaign_id, sum(campaign_amount_minor) as raised from donations where state = 'paid' group by campaign_id) d
        on d.campaign_id = c.id
      where c.raised_minor <> coalesce(d.raised, 0)`);
    expect(mismatches).toEqual([]);
    const [counted] = await rows<{ completed: number }>(
      sql`select count(*)::int as completed from campaigns where raised_minor >= price_target_minor`,
    );
    expect(counted!.completed).toBeGreaterThan(0);
  });

  it('reports the banner total and donors from the paid donations, in the base currency', async () => {
    const [paid] = await rows<{ sum: string; givers: number }>(sql`
      select coalesce(sum(base_amount_minor), 0) as sum,
             count(distinct coalesce('u' || user_id::text, 'e' || lower(email)))::int as givers
      from donations where state = 'paid'`);
    const { body } = await server.request('/banner/statistics');
    expect(body.result.total_collected).toBe(Number(paid!.sum) / 100);
    expect(body.result.total_donors).toBe(paid!.givers);
    expect(body.result.currency.code).toBe('SAR');
  });

  it('converts a gift in another currency at its rate and moves every figure by exactly that gift', async () => {
    const campaign = await createCampaign(server.db, { priceTargetMinor: 10_000_000 });
    const before = (await server.request('/banner/statistics')).body.result;
    const usd = (await rows<{ id: number }>(sql`select id from currencies where code = 'USD'`))[0]!;
    const donor = await createUser(server.db);
    // 100,000 USD at 3.75 is 375,000 SAR: larger than any seeded gift, so it leads both rankings.
    await createPaidDonation(server.db, {
      campaignId: campaign.id,
      amountMinor: 10_000_000,
      currencyId: usd.id,
      user: donor,
    });

    const after = (await server.request('/banner/statistics')).body.result;
    expect(after.total_collected).toBe(before.total_collected + 375_000);
    expect(after.total_donors).toBe(before.total_donors + 1);
    const { body } = await server.request(`/public-campaigns`);
    expect(body.status).toBe(true);
    const top = (await server.request('/top/donors', { lang: 'en' })).body.result;
    expect(top.top_donors[0]).toEqual({
      name: `${donor.firstName} ${donor.lastName}`,
      total_amount: 375_000,
    });
    expect(top.top_ten[0]).toMatchObject({
      user_name: `${donor.firstName} ${donor.lastName}`,
      user: { name: `${donor.firstName} ${donor.lastName}` },
      total_amount: 375_000,
      campaign: { id: campaign.id, name: campaign.nameEn },
    });
    const amounts = top.top_ten.map((entry: { total_amount: number }) => entry.total_amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(top.top_donors).toHaveLength(3);
  });

  it('never names a campaign the public cannot see', async () => {
    const hidden = await createCampaign(server.db, { reviewState: 'pending', nameEn: 'Not yet approved' });
    await createPaidDonation(server.db, { campaignId: hidden.id, amountMinor: 40_000_000 });
    const top = (await server.request('/top/donors', { lang: 'en' })).body.result;
    expect(JSON.stringify(top.top_ten)).not.toContain('Not yet approved');
  });

  it('names an anonymous gift with the label in the reader language and never its giver', async () => {
    const campaign = await createCampaign(server.db);
    const donor = await createUser(server.db, { firstName: 'Hidden', lastName: 'Giver' });
    await createPaidDonation(server.db, {
      campaignId: campaign.id,
      amountMinor: 90_000_000,
      user: donor,
      anonymous: true,
    });
    for (const lang of ['ar', 'en'] as const) {
      const top = (await server.request('/top/donors', { lang })).body.result;
      expect(top.top_donors[0]).toEqual({ name: translate(lang, 'common.anonymous'), total_amount: 900_000 });
      expect(top.top_ten[0]).toMatchObject({ user_name: translate(lang, 'common.anonymous'), user: null });
      expect(JSON.stringify(top)).not.toContain('Hidden');
    }
  });
});
