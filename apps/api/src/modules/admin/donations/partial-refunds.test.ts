// Decision 032: the staff refund part of a donation on the sandbox, over real HTTP and a real
// database. The donation stays paid and every money figure counts it net: the campaign's total,
// the banner, the charity's statistics and export; refunds together never exceed the donation.

import { formatMinor } from '@ataa/contract/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, currencies, notifications, refunds, type users } from '../../../db/schema.ts';
import { createUser } from '../../../seed/factories.ts';
import {
  expectFailure,
  fieldErrors,
  LANGS,
  type Lang,
  signedInUser,
  signIn,
  t,
} from '../../../test/expectations.ts';
import {
  deliver,
  donate,
  expectExactTotals,
  GUEST,
  openCampaign,
  paymentWithDonations,
  sandboxEvent,
  settle,
} from '../../../test/giving.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { outboxFor } from '../../../test/outbox.ts';
import { pdfLines } from '../../../test/pdf-reading.ts';
import { refreshCampaignTotals } from '../../campaigns/index.ts';

let server: TestServer;
let admin: typeof users.$inferSelect;
let token: string;
let charity: typeof users.$inferSelect;
let charityToken: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server.db, { userType: 'admin' });
  token = await signIn(server, admin.email);
  charity = await createUser(server.db, { userType: 'charity' });
  charityToken = await signIn(server, charity.email);
});
afterAll(() => server.close());

const refund = (id: number, body: Record<string, unknown>, lang: Lang = 'en') =>
  server.request(`/admin/donations/${id}/refund`, { method: 'POST', token, lang, body });
const read = async (id: number) => (await server.request(`/admin/donations/${id}`, { token })).body.result;
const raised = async (id: number) =>
  (await server.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!;

async function paidDonation(campaignId: number, amount: number) {
  const reference = await donate(server, { campaign_id: campaignId, amount }, { lang: 'en' });
  await deliver(server, sandboxEvent(reference, 'paid'));
  await settle(server);
  return (await paymentWithDonations(server, reference)).donations[0]!;
}

/** Every figure that counts paid money: the campaign, the banner, the charity's statistics and days. */
async function figures(campaignId: number) {
  const campaign = await raised(campaignId);
  const banner = (await server.request('/banner/statistics')).body.result;
  const statistics = (await server.request('/charity/statistics', { token: charityToken })).body.result;
  const daily = (
    await server.request(`/charity/statistics/daily?campaign_id=${campaignId}`, { token: charityToken })
  ).body.result;
  const sum = (rows: Array<{ amount: number }>) => rows.reduce((total, row) => total + row.amount, 0);
  return {
    raisedMinor: campaign.raisedMinor,
    donors: campaign.donorsCount,
    banner: banner.total_collected as number,
    charity: statistics.total_donations_amount as number,
    monthly: sum(statistics.monthly),
    daily: sum(daily.days),
  };
}

/** The charity's export, as records keyed by the English column names. */
async function exported() {
  const answer = await fetch(`${server.url}/api/v1/charity/donations/export`, {
    headers: { authorization: `Bearer ${charityToken}`, lang: 'en' },
  });
  const [header, ...rows] = (await answer.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n')
    .map((line) => line.split(','));
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index]])));
}

describe('a partial refund on the sandbox', () => {
  it('gives back part at once: the donation stays paid and every figure falls by exactly that part', async () => {
    const campaign = await openCampaign(server, 'SAR', { charityId: charity.id });
    const donation = await paidDonation(campaign.id, 100);
    const before = await figures(campaign.id);
    const [sar] = await server.db.select().from(currencies).where(eq(currencies.code, 'SAR'));

    // Typed as people type it: Arabic digits.
    const answer = await refund(donation.id, { reason: 'Asked for part back', amount: '٣٠' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(t('en', 'refunds.refunded_part'));
    expect(answer.body.result).toMatchObject({
      state: 'paid',
      total_amount: 100,
      refunded_amount: 30,
      refundable_amount: 70,
      refunds: [{ amount: 30, reason: 'Asked for part back', status: 'succeeded' }],
    });
    expect(await figures(campaign.id)).toEqual({
      raisedMinor: before.raisedMinor - 3000,
      donors: before.donors,
      banner: before.banner - 30,
      charity: before.charity - 30,
      monthly: before.monthly - 30,
      daily: before.daily - 30,
    });
    const row = (await exported()).find((each) => each['Donation number'] === String(donation.id))!;
    expect(row).toMatchObject({
      Amount: '100.00',
      'Refunded (in the currency paid)': '30.00',
      'Refunded in the base currency': '30.00',
    });

    // The donor is told how much; the charity once, with what its total fell by.
    const mails = await outboxFor(server.db, GUEST.email);
    const told = mails.filter((mail) => mail.subject === t('en', 'refunds.mail_subject_partial'));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(t('en', 'refunds.mail_intro_partial'));
    expect(told[0]!.text).toContain(
      t('en', 'refunds.mail_amount', { amount: formatMinor('en', 3000, sar!) }),
    );
    const notices = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, charity.id), eq(notifications.type, 'campaign_donation_refunded')))
      .orderBy(notifications.id);
    expect(notices.map((notice) => notice.data)).toEqual([
      { donation_id: donation.id, campaign_id: campaign.id, amount_minor: 3000 },
    ]);
    await expectExactTotals(server.db);
  });

  it('takes several parts, then the rest with no amount: the donation is refunded and counted nowhere', async () => {
    const campaign = await openCampaign(server, 'SAR', { charityId: charity.id });
    const before = await figures(campaign.id);
    const donation = await paidDonation(campaign.id, 100);
    expect((await refund(donation.id, { reason: 'First part', amount: 25 })).status).toBe(200);
    // From a form, as the back office sends it.
    const form = await server.request(`/admin/donations/${donation.id}/refund`, {
      method: 'POST',
      token,
      lang: 'en',
      raw: multipart([
        ['reason', 'Second part'],
        ['amount', '24.50'],
      ]),
    });
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    expect(form.body.result).toMatchObject({ state: 'paid', refunded_amount: 49.5, refundable_amount: 50.5 });
    expect((await raised(campaign.id)).raisedMinor).toBe(before.raisedMinor + 5050);

    const rest = await refund(donation.id, { reason: 'The rest', amount: '' });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.message).toBe(t('en', 'refunds.refunded'));
    expect(rest.body.result).toMatchObject({
      state: 'refunded',
      refunded_amount: 100,
      refundable_amount: 0,
      refunds: [
        { amount: 25, status: 'succeeded' },
        { amount: 24.5, status: 'succeeded' },
        { amount: 50.5, reason: 'The rest', status: 'succeeded' },
      ],
    });
    expect(await figures(campaign.id)).toEqual(before);
    for (const lang of LANGS) {
      expectFailure(
        await refund(donation.id, { reason: 'Again' }, lang),
        409,
        {},
        t(lang, 'refunds.already_requested'),
      );
    }
    await expectExactTotals(server.db);
  });

  it('refuses more than is left, nothing or not a number, in both languages, and changes nothing', async () => {
    const campaign = await openCampaign(server, 'SAR', { charityId: charity.id });
    const donation = await paidDonation(campaign.id, 50);
    expect((await refund(donation.id, { reason: 'Part', amount: 20 })).status).toBe(200);
    const before = await figures(campaign.id);
    for (const lang of LANGS) {
      expectFailure(
        await refund(donation.id, { reason: 'Too much', amount: 30.01 }, lang),
        422,
        fieldErrors(lang, [['amount', 'refunds.amount_over', { left: 30 }]]),
      );
      expectFailure(
        await refund(donation.id, { reason: 'Nothing', amount: '0' }, lang),
        422,
        fieldErrors(lang, [['amount', 'refunds.amount_positive']]),
      );
      expectFailure(
        await refund(donation.id, { reason: 'Negative', amount: -5 }, lang),
        422,
        fieldErrors(lang, [['amount', 'refunds.amount_positive']]),
      );
      const words = await refund(donation.id, { reason: 'Words', amount: 'ten' }, lang);
      expect(words.status).toBe(422);
      expect(Object.keys(words.body.errors)).toEqual(['amount']);
    }
    expect(await figures(campaign.id)).toEqual(before);
    const rows = await server.db.select().from(refunds).where(eq(refunds.donationId, donation.id));
    expect(rows).toHaveLength(1);
    expect(await read(donation.id)).toMatchObject({
      state: 'paid',
      refunded_amount: 20,
      refundable_amount: 30,
    });
    // Exactly what is left is taken.
    expect((await refund(donation.id, { reason: 'All the rest', amount: '30' })).body.result.state).toBe(
      'refunded',
    );
    await expectExactTotals(server.db);
  });

  it('a full refund of the payment after a partial one gives back only what was left, and counts nothing twice', async () => {
    const campaign = await openCampaign(server, 'SAR', { charityId: charity.id });
    const before = await figures(campaign.id);
    const reference = await donate(server, { campaign_id: campaign.id, amount: 60 }, { lang: 'en' });
    await deliver(server, sandboxEvent(reference, 'paid'));
    await settle(server);
    const donation = (await paymentWithDonations(server, reference)).donations[0]!;
    expect((await refund(donation.id, { reason: 'Part', amount: 10 })).status).toBe(200);
    const refunded = sandboxEvent(reference, 'refunded');
    for (let i = 0; i < 3; i++) await deliver(server, refunded);
    await deliver(server, sandboxEvent(reference, 'paid'));
    await settle(server);
    expect(await read(donation.id)).toMatchObject({ state: 'refunded', refunded_amount: 60 });
    expect(await figures(campaign.id)).toEqual(before);
    const notices = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, charity.id), eq(notifications.type, 'campaign_donation_refunded')))
      .orderBy(notifications.id);
    expect(
      notices
        .filter((notice) => (notice.data as { donation_id: number }).donation_id === donation.id)
        .map((notice) => notice.data),
    ).toEqual([
      { donation_id: donation.id, campaign_id: campaign.id, amount_minor: 1000 },
      { donation_id: donation.id, campaign_id: campaign.id, amount_minor: 5000 },
    ]);
    await expectExactTotals(server.db);
  });

  it('counts a partial refund once through recounts and later gifts, and the receipt shows the part refunded', async () => {
    const campaign = await openCampaign(server, 'SAR', { charityId: charity.id });
    const before = await figures(campaign.id);
    const donor = await signedInUser(server, { locale: 'en' });
    const reference = await donate(
      server,
      { campaign_id: campaign.id, amount: 40 },
      { lang: 'en', token: donor.token },
    );
    await deliver(server, sandboxEvent(reference, 'paid'));
    await settle(server);
    const donation = (await paymentWithDonations(server, reference)).donations[0]!;
    expect((await refund(donation.id, { reason: 'Part', amount: '12.5' })).status).toBe(200);
    // Recounted again (as every later payment or refund of the campaign does), and another gift.
    await refreshCampaignTotals(server.db, campaign.id);
    await refreshCampaignTotals(server.db, campaign.id);
    await paidDonation(campaign.id, 10);
    expect(await figures(campaign.id)).toMatchObject({
      raisedMinor: before.raisedMinor + 4000 - 1250 + 1000,
      donors: before.donors + 2,
      charity: before.charity + 40 - 12.5 + 10,
      daily: before.daily + 40 - 12.5 + 10,
    });
    const mine = (await server.request('/doner/statistics', { token: donor.token })).body.result;
    expect(mine.total_donations).toBe(27.5);
    // The donor's history shows the gift, still paid, and what of it came back.
    const history = (await server.request('/doner/donations', { token: donor.token })).body.result.data;
    expect(history.find((row: { id: number }) => row.id === donation.id)).toMatchObject({
      state: 'paid',
      total_amount: 40,
      refunded_amount: 12.5,
    });
    await expectExactTotals(server.db);

    for (const lang of LANGS) {
      const receipt = await fetch(`${server.url}/api/v1/donations/${donation.id}/receipt`, {
        headers: { authorization: `Bearer ${donor.token}`, lang },
      });
      expect(receipt.status).toBe(200);
      const lines = (await pdfLines(Buffer.from(await receipt.arrayBuffer()))).join('\n');
      expect(lines).toContain(t(lang, 'receipt.refunded_amount'));
      expect(lines).toContain(t(lang, 'receipt.net_amount'));
    }
  });
});
