// Figures across campaigns from paid donations: the home page's, a donor's and a charity's.

export { givingTotals, largestDonations, monthlyPaid, topGivers } from './queries.ts';
