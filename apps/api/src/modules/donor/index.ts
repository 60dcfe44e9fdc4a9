// What the back office uses of the donor's pages: a donation as its giver sees it.

export { presentDonorDonation } from './present.ts';
