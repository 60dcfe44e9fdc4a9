// Contract §14: a donor sees on every campaign card whether the campaign waits in the cart or was
// given to; those personal answers never come from, nor go into, the public cache (DESIGN §7).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema.ts';
import { createCampaign, createPaidDonation } from '../../seed/factories.ts';
import { freshCharity } from '../../test/campaigns.ts';
import { signedInUser } from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

interface Card {
  id: number;
  in_cart: boolean;
  cart_status: string | null;
  cart_id: number | null;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_CACHE_TTL_MS: '60000' });
});
afterAll(() => server.close());

const NOTHING = { in_cart: false, cart_status: null, cart_id: null };
const fields = ({ in_cart, cart_status, cart_id }: Card) => ({ in_cart, cart_status, cart_id });

describe('cart fields', () => {
  it('are personal to a donor on the list, a campaign, its similar campaigns, a referral list and the home page', async () => {
    const charity = await freshCharity(server);
    const make = (extra = {}) => createCampaign(server.db, { charityId: charity.id, ...extra });
    const waiting = await make();
    const given = await make();
    const givenAndWaiting = await make();
    const untouched = await make();
    const featured = await make({ isFeatured: true, featuredSort: -1000 });
    const { user: donor, token } = await signedInUser(server);
    const { token: otherDonor } = await signedInUser(server);
    const { token: charityToken } = await signedInUser(server, { userType: 'charity' });
    const { token: admin } = await signedInUser(server, { userType: 'admin' });

    const wait = (campaignId: number) =>
      server.db
        .insert(cartItems)
        .values({ userId: donor.id, campaignId, status: 'wait' })
        .returning()
        .then(([item]) => item!);
    const waitingItem = await wait(waiting.id);
    const bothItem = await wait(givenAndWaiting.id);
    const featuredItem = await wait(featured.id);
    await server.db.insert(cartItems).values({ userId: donor.id, campaignId: given.id, status: 'donated' });
    for (const campaign of [given, givenAndWaiting]) {
      await createPaidDonation(server.db, { campaignId: campaign.id, amountMinor: 5_000, user: donor });
    }
    const expected = new Map<number, object>([
      [waiting.id, { in_cart: true, cart_status: 'wait', cart_id: waitingItem.id }],
      [given.id, { in_cart: false, cart_status: 'donated', cart_id: null }],
      [givenAndWaiting.id, { in_cart: true, cart_status: 'wait', cart_id: bothItem.id }],
      [untouched.id, NOTHING],
      [featured.id, { in_cart: true, cart_status: 'wait', cart_id: featuredItem.id }],
    ]);
    const expectPersonal = (cards: Card[]) => {
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards)
        expect(fields(card), `campaign ${card.id}`).toEqual(expected.get(card.id) ?? NOTHING);
    };
    const expectAnonymous = (cards: Card[]) => {
      for (const card of cards) expect(fields(card)).toEqual(NOTHING);
    };
    const read = async (path: string, bearer?: string) => {
      const answer = await server.request(path, { token: bearer, lang: 'en' });
      expect(answer.status, path).toBe(200);
      return answer.body.result;
    };

    const list = `/campaigns?charity_id=${charity.id}`;
    const listed = await read(list, token);
    expect(listed.data).toHaveLength(5);
    expectPersonal(listed.data);
    for (const campaign of [waiting, given, untouched]) {
      const detail = await read(`/campaigns/${campaign.id}`, token);
      expectPersonal([detail]);
      expectPersonal(detail.similar_campaigns);
    }
    expectPersonal((await read(`/charity/referral/link/${charity.id}`, token)).data);
    const home = await read('/public-campaigns', token);
    expect(home[0].id).toBe(featured.id);
    expectPersonal(home);

    for (const caller of [undefined, 'null', otherDonor, charityToken, admin]) {
      expectAnonymous((await read(list, caller)).data);
      expectAnonymous([await read(`/campaigns/${waiting.id}`, caller)]);
      expectAnonymous(await read('/public-campaigns', caller));
    }
  });

  it('are never served from the public cache, which keeps anonymous answers only', async () => {
    const charity = await freshCharity(server);
    const campaign = await createCampaign(server.db, { charityId: charity.id });
    const { user: donor, token } = await signedInUser(server);
    const paths = [`/campaigns?charity_id=${charity.id}`, `/campaigns/${campaign.id}`, '/public-campaigns'];
    const cardOf = (path: string, result: { data?: Card[] } & Card) =>
      path === '/public-campaigns'
        ? (result as unknown as Card[]).find((card) => card.id === campaign.id)
        : (result.data?.[0] ?? result);

    const anonymousFirst = new Map<string, unknown>();
    for (const path of paths) {
      const answer = await server.request(path);
      expect(answer.headers.get('cache-control'), path).toMatch(/^public, max-age=60/);
      anonymousFirst.set(path, answer.body);
    }

    const [item] = await server.db
      .insert(cartItems)
      .values({ userId: donor.id, campaignId: campaign.id, status: 'wait' })
      .returning();
    for (const path of paths.slice(0, 2)) {
      const personal = await server.request(path, { token });
      expect(personal.headers.get('cache-control'), path).toBe('private, no-store');
      expect(fields(cardOf(path, personal.body.result)!)).toEqual({
        in_cart: true,
        cart_status: 'wait',
        cart_id: item!.id,
      });
      // The anonymous answer is still the cached one, untouched by the donor's read.
      expect((await server.request(path)).body).toEqual(anonymousFirst.get(path));
    }

    await server.db.delete(cartItems).where(eq(cartItems.id, item!.id));
    const fresh = await server.request(paths[0]!, { token });
    expect(fields(fresh.body.result.data[0])).toEqual(NOTHING);
  });
});
