// The e-mails of a paid payment (contract §6, §7): receipts to the giver, the gift notice, and a
// note to each charity, each in its reader's language, delivered over real SMTP.
import { isolate } from '@ataa/contract/bidi';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, emailOutbox, payments } from '../../db/schema.ts';
import { mailSubject } from '../../mail/templates.ts';
import { randomToken } from '../../security/tokens.ts';
import { createPaidDonation, createUser } from '../../seed/factories.ts';
import { t } from '../../test/expectations.ts';
import { deliver, donate, GUEST, openCampaign, sandboxEvent, settle } from '../../test/giving.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import { enqueuePaidPaymentMails } from './service.ts';

/** The message to `to` whose subject is `subject`, once the mail worker has sent it. */
const mailTo = (to: string, subject: string) =>
  mailbox.waitFor(to, (mail) => mail.subject === subject, 25_000);

let mailbox: Awaited<ReturnType<typeof startSmtpServer>>;
let server: TestServer;
beforeAll(async () => {
  mailbox = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: mailbox.url, DEV_OUTBOX: 'true' });
});
afterAll(async () => {
  await server.close();
  await mailbox.close();
});

const GIVER = { name: 'Khalid Al-Harbi', email: 'khalid@example.test' };
const GIVER_MOBILE = '966500000000';

/**
 * A guest's payment, marked paid, with one donation to a new SAR campaign of each charity
 * (150.50, then 25.00 each), with `fields` set on the payment as checkout would have.
 */
async function paidPayment(charities: Array<{ id: number }>, fields: Partial<typeof payments.$inferInsert>) {
  const parts = [];
  for (const [i, charity] of charities.entries()) {
    const campaign = await openCampaign(server, 'SAR', { charityId: charity.id });
    parts.push({ campaign, amountMinor: i === 0 ? 15_050 : 2_500 });
  }
  const { payment, donation } = await createPaidDonation(server.db, {
    campaignId: parts[0]!.campaign.id,
    amountMinor: parts[0]!.amountMinor,
    guest: GIVER,
    anonymous: fields.anonymous,
  });
  const { id: _first, ...paidDonation } = donation;
  for (const { campaign, amountMinor } of parts.slice(1)) {
    await server.db
      .insert(donations)
      .values({ ...paidDonation, campaignId: campaign.id, charityId: campaign.charityId, amountMinor });
  }
  const totalMinor = parts.reduce((sum, part) => sum + part.amountMinor, 0);
  await server.db
    .update(payments)
    .set({ ...fields, totalMinor })
    .where(eq(payments.id, payment.id));
  const rows = await server.db.select().from(donations).where(eq(donations.paymentId, payment.id));
  return { paymentId: payment.id, donationIds: rows.map((row) => row.id).sort((a, b) => a - b), parts };
}

const sendMails = (paymentId: number) =>
  server.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    await enqueuePaidPaymentMails(tx, server.ctx, payment!);
  });

/** A gift's fields: the recipient's name and a fresh address, a gift token, and `overrides`. */
const gift = (overrides: Partial<typeof payments.$inferInsert> = {}) => ({
  ...overrides,
  isGift: true,
  giftToken: randomToken(),
  loveName: 'Noura',
  loveEmail: `noura${Math.floor(Math.random() * 1e9)}@example.test`,
});

describe('when an Arabic giver’s anonymous gift to two charities is paid', () => {
  const comment = '<b>رمضان</b> كريم & Eid <script>';
  let paid: Awaited<ReturnType<typeof paidPayment>>;
  let fields: ReturnType<typeof gift>;
  let charityEn: Awaited<ReturnType<typeof createUser>>;
  let charityAr: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    charityEn = await createUser(server.db, { userType: 'charity', locale: 'en' });
    charityAr = await createUser(server.db, { userType: 'charity', locale: 'ar' });
    fields = gift({ locale: 'ar', anonymous: true, loveComment: comment });
    paid = await paidPayment([charityEn, charityAr], fields);
    await sendMails(paid.paymentId);
  });

  it('sends the giver one Arabic e-mail with a PDF receipt per donation, in Arabic', async () => {
    const mail = await mailTo(GIVER.email, t('ar', 'receipt.mail.receipt_subject'));
    expect(mail.text).toContain(t('ar', 'mail.greeting', { name: isolate(GIVER.name) }));
    expect(mail.text).toContain(paid.parts[0]!.campaign.nameAr);
    // The currency sign isolated, so that an Arabic line keeps it whole ("US$", never "$US").
    expect(mail.text).toMatch(/150\.50\u00a0\u2068ر\.س\.\u2069/);
    // In HTML the isolated sign is a <bdi> (decision 030).
    expect(mail.html).toMatch(/150\.50\u00a0<bdi>ر\.س\.<\/bdi>/);
    expect(mail.text).toContain(t('ar', 'receipt.mail.attached', { count: 2 }));
    expect(mail.attachments.map((file) => file.filename)).toEqual(
      paid.donationIds.map((id) => `receipt-${id}.pdf`),
    );
    for (const file of mail.attachments) {
      expect(file.contentType).toBe('application/pdf');
      expect(file.content.subarray(0, 5).toString()).toBe('%PDF-');
      expect(file.content.toString('latin1')).toContain('/Lang (ar)');
    }
  });

  it('tells the recipient of the gift, with the message as plain text and the gift page’s link', async () => {
    const anonymous = t('ar', 'common.anonymous');
    const mail = await mailTo(
      fields.loveEmail,
      mailSubject('ar', 'receipt.mail.gift_subject', { giver: anonymous }),
    );
    const link = `http://localhost:3000/gift/${fields.giftToken}`;
    expect(mail.text).toContain(t('ar', 'mail.greeting', { name: isolate('Noura') }));
    expect(mail.text).toContain(comment);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('&#60;b&#62;رمضان&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>رمضان');
    expect(mail.html).not.toContain('<script>');
    // The giver asked to stay anonymous.
    expect(`${mail.text}${mail.html}`).not.toContain(GIVER.name);
    expect(mail.attachments).toEqual([]);
  });

  it('tells each charity in its own language, with the anonymous label and no contact details', async () => {
    const english = await mailTo(charityEn.email, t('en', 'receipt.mail.charity_subject'));
    expect(english.text).toContain(t('en', 'receipt.mail.charity_intro', { donor: isolate('Anonymous') }));
    expect(english.text).toContain(`${paid.parts[0]!.campaign.nameEn}: \u2068SAR\u2069\u00a0150.50`);
    const arabic = await mailTo(charityAr.email, t('ar', 'receipt.mail.charity_subject'));
    expect(arabic.text).toContain(t('ar', 'receipt.mail.charity_intro', { donor: isolate('فاعل خير') }));
    expect(arabic.text).toContain(paid.parts[1]!.campaign.nameAr);
    expect(arabic.text).toContain('25.00');
    for (const mail of [english, arabic]) {
      const everything = `${mail.text}${mail.html}`;
      for (const secret of [GIVER.email, GIVER_MOBILE, GIVER.name, comment]) {
        expect(everything).not.toContain(secret);
      }
    }
  });

  it('lists the receipts by name in the development outbox', async () => {
    const page = await (await fetch(`${server.url}/dev/outbox`)).text();
    expect(page).toContain(
      `Attachments: receipt-${paid.donationIds[0]}.pdf, receipt-${paid.donationIds[1]}.pdf`,
    );
  });
});

describe('when an English giver’s named gift is paid', () => {
  it('sends English e-mails, the gift link under /en and the giver’s name', async () => {
    const charity = await createUser(server.db, { userType: 'charity', locale: 'en' });
    const fields = gift({ locale: 'en' });
    const paid = await paidPayment([charity], fields);
    await sendMails(paid.paymentId);

    const receipt = await mailTo(GIVER.email, t('en', 'receipt.mail.receipt_subject'));
    const file = receipt.attachments.find(
      (attached) => attached.filename === `receipt-${paid.donationIds[0]}.pdf`,
    );
    expect(file?.content.toString('latin1')).toContain('/Lang (en)');
    expect(receipt.text).toContain(t('en', 'receipt.mail.attached', { count: 1 }));

    const notice = await mailTo(
      fields.loveEmail,
      mailSubject('en', 'receipt.mail.gift_subject', { giver: GIVER.name }),
    );
    expect(notice.text).toContain(`http://localhost:3000/en/gift/${fields.giftToken}`);
    expect(notice.text).toContain(paid.parts[0]!.campaign.nameEn);

    const charityMail = await mailTo(charity.email, t('en', 'receipt.mail.charity_subject'));
    expect(charityMail.text).toContain(t('en', 'receipt.mail.charity_intro', { donor: isolate(GIVER.name) }));
    expect(`${charityMail.text}${charityMail.html}`).not.toContain(GIVER.email);
  });
});

describe('a payment paid through the sandbox', () => {
  it('writes its e-mails once, however often the provider reports it paid', async () => {
    const campaign = await openCampaign(server);
    const reference = await donate(server, { campaign_id: campaign.id, amount: 40 }, { lang: 'en' });
    // Two distinct events that both say "paid", as a provider may send.
    await deliver(server, sandboxEvent(reference, 'paid'));
    await deliver(server, sandboxEvent(reference, 'paid'));
    await settle(server);
    const subject = t('en', 'receipt.mail.receipt_subject');
    const mail = await mailTo(GUEST.email, subject);
    expect(mail.attachments).toHaveLength(1);
    const written = await server.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, GUEST.email));
    expect(written).toEqual([{ subject }]);
  });
});
