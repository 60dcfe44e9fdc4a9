// A charity is told once when a donation to its campaign is refunded: the campaign, the amount, the
// donation's number and that its total fell; at once in the sandbox, on Stripe's confirming
// webhook (replayed, still once), and not by e-mail when it turned that e-mail off.
import { formatMinor } from '@ataa/contract/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencies, notifications, type users } from '../../db/schema.ts';
import { mailSubject } from '../../mail/templates.ts';
import { createPaidDonation, createUser } from '../../seed/factories.ts';
import { signIn, t } from '../../test/expectations.ts';
import { type FakeStripe, signedStripeEvent } from '../../test/fake-stripe.ts';
import {
  deliverStripe,
  GUEST,
  openCampaign,
  paymentWithDonations,
  settle,
  startStripeServer,
} from '../../test/giving.ts';
import type { TestServer } from '../../test/harness.ts';
import { outboxFor } from '../../test/outbox.ts';

const SECRET_KEY = 'sk_test_refund_notice';
const WEBHOOK_SECRET = 'whsec_test_refund_notice';

let fake: FakeStripe;
let server: TestServer;
let token: string;
beforeAll(async () => {
  ({ fake, server } = await startStripeServer(SECRET_KEY, WEBHOOK_SECRET));
  const admin = await createUser(server.db, { userType: 'admin' });
  token = await signIn(server, admin.email);
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const refund = (id: number) =>
  server.request(`/admin/donations/${id}/refund`, {
    method: 'POST',
    token,
    lang: 'en',
    body: { reason: 'المتبرع دفع المبلغ مرتين بالخطأ' },
  });
const noticesOf = (charityId: number) =>
  server.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, charityId), eq(notifications.type, 'campaign_donation_refunded')));
const mailsTo = (email: string) => outboxFor(server.db, email);
const sar = async () => (await server.db.select().from(currencies).where(eq(currencies.code, 'SAR')))[0]!;

async function charityCampaign(charity: typeof users.$inferSelect) {
  return openCampaign(server, 'SAR', { charityId: charity.id, nameAr: 'سقيا الماء في رمضان' });
}

describe("the charity's refund notice", () => {
  it('tells the charity at once when a sandbox donation is refunded: campaign, amount, number, lower total', async () => {
    const charity = await createUser(server.db, { userType: 'charity', locale: 'ar' });
    const campaign = await charityCampaign(charity);
    const { donation } = await createPaidDonation(server.db, {
      campaignId: campaign.id,
      amountMinor: 37_500,
    });
    expect((await refund(donation.id)).status).toBe(200);
    await refund(donation.id);

    const notices = await noticesOf(charity.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.data).toEqual({
      donation_id: donation.id,
      campaign_id: campaign.id,
      amount_minor: 37_500,
    });
    const amount = formatMinor('ar', 37_500, await sar());
    const params = { campaign: 'سقيا الماء في رمضان', amount, donation: String(donation.id) };
    const mails = (await mailsTo(charity.email)).filter(
      (mail) => mail.subject === mailSubject('ar', 'mail.campaign_donation_refunded_subject', params),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(t('ar', 'mail.campaign_donation_refunded_intro', params));

    const list = await server.request('/notifications', {
      token: await signIn(server, charity.email),
      lang: 'en',
    });
    const shown = list.body.result.data.find(
      (row: { type: string }) => row.type === 'campaign_donation_refunded',
    );
    expect(shown.body).toBe(
      t('en', 'notifications.types.campaign_donation_refunded.body', {
        campaign: campaign.nameEn,
        amount: formatMinor('en', 37_500, await sar()),
        donation: String(donation.id),
      }),
    );
  });

  it('notifies but does not e-mail a charity that turned that e-mail off', async () => {
    const charity = await createUser(server.db, {
      userType: 'charity',
      emailOptOuts: ['campaign_donation_refunded'],
    });
    const campaign = await charityCampaign(charity);
    const { donation } = await createPaidDonation(server.db, { campaignId: campaign.id, amountMinor: 5_000 });
    await refund(donation.id);
    expect(await noticesOf(charity.id)).toHaveLength(1);
    expect(await mailsTo(charity.email)).toEqual([]);
  });

  it("tells the charity once on Stripe's confirming webhook, however often it is replayed", async () => {
    const charity = await createUser(server.db, { userType: 'charity', locale: 'en' });
    const campaign = await charityCampaign(charity);
    const answer = await server.request('/donations', {
      body: { ...GUEST, campaign_id: campaign.id, amount: 75, gateway: 'stripe' },
    });
    const reference = answer.body.result.reference as string;
    const session = [...fake.sessions.values()].find((each) => each.client_reference_id === reference)!;
    fake.pay(session.id);
    const { donations: made } = await paymentWithDonations(server, reference);
    await deliverStripe(
      server,
      signedStripeEvent(WEBHOOK_SECRET, { type: 'checkout.session.completed', object: { ...session } }),
    );
    await settle(server);
    expect((await refund(made[0]!.id)).status).toBe(200);
    // Asked, not yet confirmed: nothing to tell.
    expect(await noticesOf(charity.id)).toHaveLength(0);

    const refunded = signedStripeEvent(WEBHOOK_SECRET, {
      type: 'charge.refunded',
      object: fake.settleRefunds(session.id),
    });
    for (let i = 0; i < 3; i++) expect((await deliverStripe(server, refunded)).status).toBe(200);
    await settle(server);
    expect(await noticesOf(charity.id)).toHaveLength(1);
    const subject = mailSubject('en', 'mail.campaign_donation_refunded_subject', {
      campaign: campaign.nameEn,
    });
    expect((await mailsTo(charity.email)).filter((mail) => mail.subject === subject)).toHaveLength(1);
  });
});
