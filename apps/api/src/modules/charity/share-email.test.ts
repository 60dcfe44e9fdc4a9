// Decision 033: the donor's e-mail reaches a charity only when the donor ticked the box at checkout,
// over real HTTP from the giving bodies to the charity's list and CSV file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { users } from '../../db/schema.ts';
import { createUser } from '../../seed/factories.ts';
import { signedInUser, signIn } from '../../test/expectations.ts';
import {
  deliver,
  donate,
  openCampaign,
  paymentWithDonations,
  sandboxEvent,
  settle,
} from '../../test/giving.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
let charity: typeof users.$inferSelect;
let token: string;
let campaignId: number;

beforeAll(async () => {
  server = await startTestServer();
  charity = await createUser(server.db, { userType: 'charity' });
  token = await signIn(server, charity.email);
  campaignId = (await openCampaign(server, 'SAR', { charityId: charity.id, nameAr: 'كسوة العيد للأيتام' }))
    .id;
});
afterAll(() => server.close());

/** A guest's paid donation with this e-mail and these extra fields. */
async function paid(email: string, extra: Record<string, unknown>, options = {}) {
  const reference = await donate(
    server,
    { campaign_id: campaignId, amount: '75', name: 'عبد الرحمن بن سعيد', email, ...extra },
    options,
  );
  await deliver(server, sandboxEvent(reference, 'paid'));
  await settle(server);
  return (await paymentWithDonations(server, reference)).donations[0]!;
}

const listed = async (who = token) => {
  const answer = await server.request(`/charity/donations?campaign_id=${campaignId}&per_page=100`, {
    token: who,
    lang: 'ar',
  });
  return answer;
};
const exported = async (who = token) => {
  const answer = await fetch(`${server.url}/api/v1/charity/donations/export?campaign_id=${campaignId}`, {
    headers: { authorization: `Bearer ${who}`, lang: 'ar' },
  });
  return { status: answer.status, text: await answer.text() };
};

describe('share_email', () => {
  const SHARED = ['shared.yes@example.test', 'shared.true@example.test'];
  const KEPT = ['kept.absent@example.test', 'kept.no@example.test'];

  beforeAll(async () => {
    // As the original client posts (no field), as a "no", and as the site's form sends a ticked box
    // ("yes" from the checkbox, read into `true` by the page before it posts to the API).
    await paid(KEPT[0]!, {});
    await paid(KEPT[1]!, { share_email: 'no' });
    await paid(SHARED[0]!, { share_email: 'yes' });
    await paid(SHARED[1]!, { share_email: true });
  });

  it('is stored on the donation, false unless chosen', async () => {
    const kept = await paid('kept.check@example.test', {});
    const shared = await paid('shared.check@example.test', { share_email: 'yes' });
    expect([kept.shareEmail, shared.shareEmail]).toEqual([false, true]);
  });

  it("shows the e-mail in the charity's list only where the donor chose to share it", async () => {
    const answer = await listed();
    expect(answer.status).toBe(200);
    const rows = answer.body.result.data as Array<{ email: string | null; name: string }>;
    const emails = rows.map((row) => row.email);
    for (const email of SHARED) expect(emails).toContain(email);
    const text = JSON.stringify(answer.body);
    for (const email of KEPT) expect(text).not.toContain(email);
    expect(rows.filter((row) => row.email === null).length).toBeGreaterThanOrEqual(2);
    expect(rows[0]!.name).toBe('عبد الرحمن بن سعيد');
  });

  it('writes it in the CSV file under the same rule', async () => {
    const { status, text } = await exported();
    expect(status).toBe(200);
    for (const email of SHARED) expect(text).toContain(email);
    for (const email of KEPT) expect(text).not.toContain(email);
  });

  it('never reaches another charity', async () => {
    const other = await createUser(server.db, { userType: 'charity' });
    const theirs = await signIn(server, other.email);
    const list = await listed(theirs);
    expect(list.status).toBe(200);
    expect(list.body.result.data).toEqual([]);
    const file = await exported(theirs);
    for (const email of SHARED) expect(file.text).not.toContain(email);
  });

  it("is refused as a translated 422 when it is not a yes or a no, and a donor's cart takes it too", async () => {
    const answer = await server.request('/donations', {
      body: {
        campaign_id: campaignId,
        amount: 10,
        name: 'Guest',
        email: 'g@example.test',
        mobile: '966512345678',
        share_email: 'perhaps',
      },
      lang: 'ar',
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toContain('share_email');

    const donor = await signedInUser(server, { firstName: 'منيرة', lastName: 'العتيبي', locale: 'ar' });
    const cart = await server.request('/doner/campaigns/create', {
      method: 'POST',
      token: donor.token,
      body: {
        total_amount: 40,
        amount_split_type: 'automatic',
        campaign: [{ id: campaignId }],
        share_email: 'yes',
      },
    });
    expect(cart.status, JSON.stringify(cart.body)).toBe(201);
    const made = await paymentWithDonations(server, cart.body.result.reference);
    expect(made.donations.map((row) => row.shareEmail)).toEqual([true]);
  });
});
