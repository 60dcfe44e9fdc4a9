// What the back office uses of the charity's pages: a campaign as its charity sees it.

export { presentOwnCampaign } from './campaign-present.ts';
export { presentFullCampaign } from './campaigns.ts';
