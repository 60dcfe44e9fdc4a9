// §13 Admin: the donations and their refunds. Spread into `endpoints` (endpoints.ts).
import type { Endpoint, HttpMethod } from './endpoints.ts';
import { reasonBody } from './schemas/admin.ts';
import { adminDonation, adminDonationsQuery } from './schemas/admin-donations.ts';
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
      'A full refund of one paid donation (only its part of a payment); `reason` is required, at most 500 characters. 409 unless `paid`, or when a refund was already asked for. The sandbox refunds at once; Stripe confirms by webhook, and the donation stays `paid` with a `requested` refund until then.',
    body: reasonBody,
    answer: adminDonation,
  },
} as const satisfies Record<`${HttpMethod} /${string}`, Endpoint>;
