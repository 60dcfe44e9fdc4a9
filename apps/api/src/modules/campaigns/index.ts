// What other modules use of the campaigns: which campaigns are seen, listed and take gifts, a
// card's row and its presenting, a campaign's status and its totals. The rest is the module's own.

export { charities, matchesSearch, selectCards, withCards } from './card-queries.ts';
export {
  type CardRow,
  presentCampaignCard,
  presentGalleryImage,
  presentUpdate,
  publicName,
} from './present.ts';
export { type CampaignStatus, opensOn } from './status.ts';
export { statusIs } from './status-queries.ts';
export { addPaidPaymentToTotals, donorKey, refreshCampaignTotals } from './totals-queries.ts';
export {
  acceptingAt,
  isAcceptingDonations,
  isOpenToView,
  isPublic,
  takesNews,
} from './visibility-queries.ts';
