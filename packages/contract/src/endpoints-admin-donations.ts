// §13 Admin: the donations and their refunds. Spread into `endpoints` (endpoints.ts).
import type { Endpoint, HttpMethod } from './endpoints.ts';
import { adminDonation, adminDonationsQuery, refundBody } from './schemas/admin-donations.ts';
import { paginated } from './schemas/entities.ts';

export const adminDonationEndpoints = {
  'GET /admin/donations': {
    access: 'admin',
    tag: 'Admin',
    description: 'Donations in every state, newest first (by when the checkout began).',
    query: adminDonationsQuery,
    answer: paginated(adminDonation),
  },
  'GET /admin/donations/:id': { access: 'admin', tag: 'Admin', answer: adminDonation },
  'POST /admin/donations/:id/refund': {
    multipart: true,
    access: 'admin',
    tag: 'Admin',
    description:
      'A refund of one paid donation (only its part of a payment): NEW (decision 032) `amount` gives back part of it, missing or blank all that is left; `reason` is required, at most 500 characters. 422 on `amount` when it is not above zero or more than is left; 409 unless `paid`, or when refunds (done or waiting) already cover all of it. A donation refunded in part stays `paid` and counts net; refunded in full it is `refunded`. The sandbox refunds at once; Stripe confirms by webhook, and the refund stays `requested` until then.',
    body: refundBody,
    answer: adminDonation,
  },
} as const satisfies Record<`${HttpMethod} /${string}`, Endpoint>;
