// Contract §8: the donor's cart, over HTTP against the real database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, users } from '../../db/schema.ts';
import { createCampaign } from '../../seed/factories.ts';
import { expectFailure, ISO_DATETIME, LANGS, signedInUser, sortedKeys, t } from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

const DAY_MS = 86_400_000;
let server: TestServer;
/** An approved demo charity, so campaigns need no new account each. */
let charityId: number;

beforeAll(async () => {
  server = await startTestServer();
  const [noor] = await server.db.select().from(users).where(eq(users.email, 'noor@ataa.example'));
  charityId = noor!.id;
});
afterAll(() => server.close());

const campaign = (overrides: Parameters<typeof createCampaign>[1] = {}) =>
  createCampaign(server.db, { charityId, ...overrides });

async function donor() {
  return (await signedInUser(server)).token;
}

const add = (token: string, campaignId: number | string, lang = 'en') =>
  server.request(`/doner/cart/add/${campaignId}`, { method: 'POST', token, lang });
const remove = (token: string, itemId: number | string, lang = 'en') =>
  server.request(`/doner/cart/remove/${itemId}`, { method: 'POST', token, lang });
const count = async (token: string) => (await server.request('/doner/cart/count', { token })).body.result;

describe('adding to the cart', () => {
  it('answers 201 with the item, and the count and the list follow', async () => {
    const token = await donor();
    const open = await campaign();
    const answer = await add(token, open.id);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      status: true,
      message: t('en', 'donor.api.added'),
      result: { id: expect.any(Number), status: 'wait', campaign_id: open.id },
    });
    const count = await server.request('/doner/cart/count', { token, lang: 'en' });
    expect(count.status).toBe(200);
    expect(count.body).toEqual({ status: true, message: t('en', 'common.fetched'), result: 1 });
    const list = await server.request('/doner/index', { token });
    expect(list.body.result.data.map((item: { id: number }) => item.id)).toEqual([answer.body.result.id]);
  });

  it('answers 409 when the campaign already waits in the cart', async () => {
    const token = await donor();
    const open = await campaign();
    expect((await add(token, open.id)).status).toBe(201);
    for (const lang of LANGS) {
      expectFailure(await add(token, open.id, lang), 409, {}, t(lang, 'donor.api.already_in_cart'));
    }
    expect(await count(token)).toBe(1);
  });

  it('makes one item when two adds of the same campaign race', async () => {
    const token = await donor();
    const open = await campaign();
    const answers = await Promise.all(Array.from({ length: 4 }, () => add(token, open.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await count(token)).toBe(1);
  });

  it('answers 409 for a public campaign that does not accept donations', async () => {
    const token = await donor();
    const paused = await campaign({ charityChoice: 'paused' });
    const ended = await campaign({
      startAt: new Date(Date.now() - 40 * DAY_MS),
      endAt: new Date(Date.now() - DAY_MS),
    });
    for (const closed of [paused, ended]) {
      for (const lang of LANGS) {
        expectFailure(await add(token, closed.id, lang), 409, {}, t(lang, 'donor.api.not_accepting'));
      }
    }
    expect(await count(token)).toBe(0);
  });

  it('answers 404 for a campaign whose page is not open, unknown, or not an id, and 409 before its start', async () => {
    const token = await donor();
    const hidden = [
      await campaign({ reviewState: 'pending' }),
      await campaign({ reviewState: 'rejected' }),
      await campaign({ charityChoice: 'cancelled' }),
      await campaign({ deletedAt: new Date() }),
      await createCampaign(server.db, {
        charityId: (await signedInUser(server, { userType: 'charity', approvalStatus: 'pending' })).user.id,
      }),
    ];
    for (const target of [...hidden.map((row) => row.id), 999_999_999, 'abc', '0', '-1', '1.5']) {
      expectFailure(await add(token, target), 404, {}, t('en', 'errors.not_found'));
    }
    // A campaign before its start has a public page (decision 028) but takes no gift yet.
    const opensTomorrow = await campaign({ startAt: new Date(Date.now() + DAY_MS) });
    expectFailure(await add(token, opensTomorrow.id), 409, {}, t('en', 'donor.api.not_accepting'));
    expect(await count(token)).toBe(0);
  });

  it('lets a donor add a campaign again once the earlier item was paid', async () => {
    const { user, token } = await signedInUser(server);
    const open = await campaign();
    await server.db.insert(cartItems).values({ userId: user.id, campaignId: open.id, status: 'donated' });
    expect((await add(token, open.id)).status).toBe(201);
    expect(await count(token)).toBe(1);
  });
});

describe('removing from the cart', () => {
  it("takes out the donor's own waiting item, with a message in the reader's language", async () => {
    const token = await donor();
    const open = await campaign();
    const item = (await add(token, open.id)).body.result.id;
    const answer = await remove(token, item, 'ar');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, message: t('ar', 'donor.api.removed'), result: {} });
    expect(await count(token)).toBe(0);
    expectFailure(await remove(token, item), 404, {}, t('en', 'errors.not_found'));
    // The campaign may go back in.
    expect((await add(token, open.id)).status).toBe(201);
  });

  it("answers 404 for another donor's item and leaves it where it was", async () => {
    const owner = await donor();
    const other = await donor();
    const item = (await add(owner, (await campaign()).id)).body.result.id;
    expectFailure(await remove(other, item), 404, {}, t('en', 'errors.not_found'));
    expect(await count(owner)).toBe(1);
    for (const id of ['abc', '0', 999_999_999]) expect((await remove(owner, id)).status).toBe(404);
  });

  it('answers 409 for an item already paid for', async () => {
    const { user, token } = await signedInUser(server);
    const [paidItem] = await server.db
      .insert(cartItems)
      .values({ userId: user.id, campaignId: (await campaign()).id, status: 'donated' })
      .returning();
    for (const lang of LANGS) {
      expectFailure(await remove(token, paidItem!.id, lang), 409, {}, t(lang, 'donor.api.already_donated'));
    }
  });
});

describe('the cart list', () => {
  it('lists waiting items only, newest first, as CartItem in the reader language', async () => {
    const { user, token } = await signedInUser(server);
    const first = await campaign({
      nameAr: 'سقيا الماء',
      nameEn: 'Water for all',
      priceTargetMinor: 500_000,
    });
    const second = await campaign();
    const paidFor = await campaign();
    await server.db.insert(cartItems).values({ userId: user.id, campaignId: paidFor.id, status: 'donated' });
    const firstItem = (await add(token, first.id)).body.result.id;
    await server.db
      .update(cartItems)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(cartItems.id, firstItem));
    const secondItem = (await add(token, second.id)).body.result.id;

    for (const lang of LANGS) {
      const answer = await server.request('/doner/index', { token, lang });
      expect(answer.status).toBe(200);
      const { data, meta } = answer.body.result;
      expect(meta).toEqual({ current_page: 1, per_page: 100, total: 2, last_page: 1 });
      expect(data.map((item: { id: number }) => item.id)).toEqual([secondItem, firstItem]);
      const item = data[1];
      expect(sortedKeys(item)).toEqual([
        'campaign',
        'created_at',
        'currency',
        'id',
        'image',
        'name',
        'status',
        'total_amount',
      ]);
      expect(item).toMatchObject({
        id: firstItem,
        status: 'wait',
        name: lang === 'ar' ? 'سقيا الماء' : 'Water for all',
        total_amount: 0,
        campaign: {
          id: first.id,
          name: lang === 'ar' ? 'سقيا الماء' : 'Water for all',
          status: 'published',
          price_target: 5000,
          total_amount: 0,
        },
      });
      expect(item.created_at).toMatch(ISO_DATETIME);
      expect(item.image).toBe(item.campaign.image);
      expect(item.currency).toEqual(item.campaign.currency);
      expect(item.campaign.charity_name).toBe(
        lang === 'ar' ? 'جمعية نور الإحسان الخيرية' : 'Noor Al-Ihsan Charitable Society',
      );
    }
  });

  it('pages with page and per_page, leniently', async () => {
    const token = await donor();
    for (let index = 0; index < 3; index += 1) await add(token, (await campaign()).id);
    const second = await server.request('/doner/index?page=2&per_page=2', { token });
    expect(second.body.result.meta).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    expect(second.body.result.data).toHaveLength(1);
    const lenient = await server.request('/doner/index?page=x&per_page=1e3', { token });
    expect(lenient.body.result.meta).toEqual({ current_page: 1, per_page: 100, total: 3, last_page: 1 });
    const past = await server.request('/doner/index?page=9', { token });
    expect(past.body.result.data).toEqual([]);
  });
});
