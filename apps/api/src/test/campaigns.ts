// What the campaign tests share: a charity of their own, so filters can isolate the campaigns a
// test creates from the demo data, and campaigns that are never public.
import { createCampaign, createUser } from '../seed/factories.ts';
import type { TestServer } from './harness.ts';

export const DAY_MS = 86_400_000;

/** An approved charity with no campaigns yet. */
export function freshCharity(server: TestServer, overrides: Parameters<typeof createUser>[1] = {}) {
  return createUser(server.db, { userType: 'charity', ...overrides });
}

/**
 * One campaign for each reason a campaign's page does not open (contract §15.1, decision 028), all
 * run by `charityId`.
 */
export async function hiddenCampaigns(server: TestServer, charityId: number) {
  const [pendingCharity, rejectedCharity] = await Promise.all([
    freshCharity(server, { approvalStatus: 'pending' }),
    freshCharity(server, { approvalStatus: 'rejected' }),
  ]);
  const hidden = { charityId, nameEn: 'Hidden campaign' };
  return Promise.all([
    createCampaign(server.db, { ...hidden, reviewState: 'pending' }),
    createCampaign(server.db, { ...hidden, reviewState: 'rejected' }),
    createCampaign(server.db, { ...hidden, charityChoice: 'cancelled' }),
    createCampaign(server.db, { ...hidden, deletedAt: new Date() }),
    createCampaign(server.db, { ...hidden, charityId: pendingCharity.id }),
    createCampaign(server.db, { ...hidden, charityId: rejectedCharity.id }),
  ]);
}

/** Approved but not started: its page opens for anyone, yet no list shows it (decision 028). */
export const upcomingCampaign = (server: TestServer, charityId: number, startsInDays = 2) =>
  createCampaign(server.db, {
    charityId,
    nameEn: 'Upcoming campaign',
    startAt: new Date(Date.now() + startsInDays * DAY_MS),
  });

/** Every campaign no public list shows: the hidden ones and one that has not started. */
export async function unlistedCampaigns(server: TestServer, charityId: number) {
  return [...(await hiddenCampaigns(server, charityId)), await upcomingCampaign(server, charityId)];
}
