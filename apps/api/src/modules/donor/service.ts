// The donor's dashboard (contract §9): the figures, the campaigns given to and the donations.
import type { Locale } from '@ataa/contract/locale';
import { toMajor } from '@ataa/contract/money';
import type { PageRequest } from '@ataa/contract/pagination';
import type { PaymentState } from '@ataa/contract/schemas/donor';
import type { Infrastructure } from '../../context.ts';
import { paginate } from '../../http/paginate.ts';
import { waitingCount } from '../cart/service.ts';
import { topGivers } from '../donations/index.ts';
import { currencyRef, readBaseCurrency } from '../lookups/index.ts';
import { giverName, presentDonorCampaign, presentDonorDonation } from './present.ts';
import {
  campaignsGivenTo,
  countCampaignsGivenTo,
  countDonationsOf,
  donationsOf,
  givingSums,
  monthlyGiving,
} from './queries.ts';

export async function donorStatistics(
  ctx: Pick<Infrastructure, 'config' | 'db'>,
  locale: Locale,
  donor: number,
) {
  const { db } = ctx;
  const [base, sums, waiting, givers, monthly] = await Promise.all([
    readBaseCurrency(db, ctx.config.BASE_CURRENCY),
    givingSums(db, donor),
    waitingCount(db, donor),
    topGivers(db, 3),
    monthlyGiving(db, donor),
  ]);
  const major = (minor: number) => toMajor(minor, base.minorUnits);
  // An empty place is a zero entry, never null (contract §14).
  const place = (index: number) => {
    const giver = givers[index];
    return giver
      ? { name: giverName(locale, giver), total_amount: major(giver.totalMinor) }
      : { name: '', total_amount: 0 };
  };
  return {
    total_donations: major(sums.paidMinor),
    active_campaigns: waiting,
    upcoming_payments: major(sums.pendingMinor),
    top_doners: { first: place(0), socend: place(1), third: place(2) },
    monthly: monthly.map((month) => ({ month: month.month, amount: major(month.totalMinor) })),
    currency: currencyRef(base, locale),
  };
}

/** The campaigns this donor has paid donations to, the latest donation first. */
export function campaignsOfDonor(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  donor: number,
  page: PageRequest,
) {
  const now = new Date();
  return paginate(
    page,
    (limit, offset) => campaignsGivenTo(ctx.db, donor, limit, offset),
    () => countCampaignsGivenTo(ctx.db, donor),
    (row) => presentDonorCampaign(ctx, locale, row, now),
  );
}

/** The donor's donations in every state (or the one asked for), newest first. */
export function donationsOfDonor(
  ctx: Pick<Infrastructure, 'config' | 'db'>,
  locale: Locale,
  donor: number,
  state: PaymentState | undefined,
  page: PageRequest,
) {
  return paginate(
    page,
    (limit, offset) => donationsOf(ctx.db, donor, state, limit, offset),
    () => countDonationsOf(ctx.db, donor, state),
    (row) => presentDonorDonation(ctx, locale, row),
  );
}
