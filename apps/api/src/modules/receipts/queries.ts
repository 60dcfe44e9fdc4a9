import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { campaigns, currencies, donations, payments, users } from '../../db/schema.ts';

/**
 * A donation with what its receipt and e-mails name: campaign, charity, currency, payment number,
 * and whom a gift was for.
 */
function selectDonationDetails(db: Queryable) {
  return db
    .select({
      donation: donations,
      paymentId: payments.id,
      gift: { isGift: payments.isGift, name: payments.loveName },
      campaign: { nameAr: campaigns.nameAr, nameEn: campaigns.nameEn },
      charity: {
        id: users.id,
        email: users.email,
        locale: users.locale,
        nameAr: users.charityNameAr,
        nameEn: users.charityNameEn,
        userType: users.userType,
        emailOptOuts: users.emailOptOuts,
      },
      currency: { code: currencies.code, minorUnits: currencies.minorUnits },
    })
    .from(donations)
    .innerJoin(payments, eq(payments.id, donations.paymentId))
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .innerJoin(users, eq(users.id, campaigns.charityId))
    .innerJoin(currencies, eq(currencies.id, donations.currencyId));
}

export async function findDonationDetails(db: Queryable, donationId: number) {
  const [row] = await selectDonationDetails(db).where(eq(donations.id, donationId));
  return row;
}

/** A payment's paid donations: those a campaign refused (decision 025) have no receipt. */
export function paidDonationDetails(db: Queryable, paymentId: number) {
  return selectDonationDetails(db)
    .where(and(eq(donations.paymentId, paymentId), eq(donations.state, 'paid')))
    .orderBy(donations.id);
}

/** The paid donations of several payments (a schedule's charges), in the order they were made. */
export function paidDonationDetailsOfPayments(db: Queryable, paymentIds: number[]) {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return selectDonationDetails(db)
    .where(and(inArray(donations.paymentId, paymentIds), eq(donations.state, 'paid')))
    .orderBy(donations.id);
}

export async function findPayment(db: Queryable, paymentId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}
