// What other modules use of the campaigns: which campaigns are seen, listed and take gifts, a
// card's row and its presenting, a campaign's status and its totals. The rest is the module's own.

export { type CardRow, charities, matchesSearch, selectCards, withCards } from './cards.ts';
export { presentCampaignCard, presentGalleryImage, presentUpdate, publicName } from './present.ts';
export { type CampaignStatus, opensOn, statusIs } from './status.ts';
export { donorKey, refreshCampaignTotals } from './totals.ts';
export { acceptingAt, isAcceptingDonations, isOpenToView, isPublic, takesNews } from './visibility.ts';
