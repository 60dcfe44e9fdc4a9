// What the back office uses of the charity's pages: a campaign as its charity sees it; and what
// scheduled giving tells its figures.

export { presentOwnCampaign } from './campaign-present.ts';
export { presentFullCampaign } from './campaigns.ts';
export type { ScheduledCommitments } from './statistics.ts';
