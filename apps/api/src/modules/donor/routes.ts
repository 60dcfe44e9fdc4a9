import { toMajor } from '@ataa/contract/money';
import {
  DONOR_PER_PAGE,
  donorCampaign,
  donorDonation,
  donorDonationsQuery,
  donorPageQuery,
  donorStatistics,
} from '@ataa/contract/schemas/donor';
import { envelope, paginated } from '@ataa/contract/schemas/entities';
import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import { pageRequest, paginate } from '../../http/paginate.ts';
import { typed } from '../../http/route-helpers.ts';
import { countWaiting } from '../cart/queries.ts';
import { topGivers } from '../donations/statistics.ts';
import { readBaseCurrency } from '../lookups/base-currency.ts';
import { currencyRef } from '../lookups/present.ts';
import { donorId, donorSecurity, donorsOnly } from './access.ts';
import { giverName, presentDonorCampaign, presentDonorDonation } from './present.ts';
import {
  campaignsGivenTo,
  countCampaignsGivenTo,
  countDonationsOf,
  donationsOf,
  givingSums,
  monthlyGiving,
} from './queries.ts';

const tags = ['Donor dashboard'];

/** The donor's dashboard (contract §9). */
export async function donorRoutes(fastify: FastifyInstance) {
  donorsOnly(fastify);
  const app = typed(fastify);
  const { ctx } = fastify;
  const { db } = ctx;

  const baseCurrency = () => readBaseCurrency(db, ctx.config.BASE_CURRENCY);

  app.get(
    '/doner/statistics',
    { schema: { tags, ...donorSecurity, response: { 200: envelope(donorStatistics) } } },
    async (request) => {
      const { locale } = request;
      const donor = donorId(request);
      const [base, sums, waiting, givers, monthly] = await Promise.all([
        baseCurrency(),
        givingSums(db, donor),
        countWaiting(db, donor),
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
      return success(locale, {
        total_donations: major(sums.paidMinor),
        active_campaigns: waiting,
        upcoming_payments: major(sums.pendingMinor),
        top_doners: { first: place(0), socend: place(1), third: place(2) },
        monthly: monthly.map((month) => ({ month: month.month, amount: major(month.totalMinor) })),
        currency: currencyRef(base, locale),
      });
    },
  );

  app.get(
    '/doner/campaigns',
    {
      schema: {
        tags,
        ...donorSecurity,
        description: 'The campaigns this donor has paid donations to, the latest donation first.',
        querystring: donorPageQuery,
        response: { 200: envelope(paginated(donorCampaign)) },
      },
    },
    async (request) => {
      const donor = donorId(request);
      const now = new Date();
      const page = await paginate(
        pageRequest(request, DONOR_PER_PAGE),
        (limit, offset) => campaignsGivenTo(db, donor, limit, offset),
        () => countCampaignsGivenTo(db, donor),
        (row) => presentDonorCampaign(ctx, request.locale, row, now),
      );
      return success(request.locale, page);
    },
  );

  app.get(
    '/doner/donations',
    {
      schema: {
        tags,
        ...donorSecurity,
        description: "The donor's donations in every state (or the one asked for), newest first.",
        querystring: donorDonationsQuery,
        response: { 200: envelope(paginated(donorDonation)) },
      },
    },
    async (request) => {
      const donor = donorId(request);
      const { state } = request.query;
      const page = await paginate(
        pageRequest(request, DONOR_PER_PAGE),
        (limit, offset) => donationsOf(db, donor, state, limit, offset),
        () => countDonationsOf(db, donor, state),
        (row) => presentDonorDonation(ctx, request.locale, row),
      );
      return success(request.locale, page);
    },
  );
}
