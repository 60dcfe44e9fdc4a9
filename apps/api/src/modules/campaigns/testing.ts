// What the campaign tests share: a charity of their own, so filters can isolate the campaigns a
// test creates from the demo data, and campaigns that are never public.
import { createCampaign, createUser } from '../../seed/factories.ts';
import type { TestServer } from '../../test/harness.ts';

export const DAY_MS = 86_400_000;

/** An approved charity with no campaigns yet. */
export function freshCharity(server: TestServer, overrides: Parameters<typeof createUser>[1] = {}) {
  return createUser(server.db, { userType: 'charity', ...overrides });
}

/** One campaign for each reason a campaign is not public (contract §15.1), all run by `charityId`. */
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
    createCampaign(server.db, { ...hidden, startAt: new Date(Date.now() + 2 * DAY_MS) }),
    createCampaign(server.db, { ...hidden, deletedAt: new Date() }),
    createCampaign(server.db, { ...hidden, charityId: pendingCharity.id }),
    createCampaign(server.db, { ...hidden, charityId: rejectedCharity.id }),
  ]);
}
