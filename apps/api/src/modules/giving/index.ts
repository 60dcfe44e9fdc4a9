// What other modules use of giving: a checkout opened or a pending payment written the way every
// gift is, the checks of a giving request, and the routes' ways of reading the giver.

export { createOnce, donorOf, openingOf } from './routes.ts';
export {
  acceptingCampaigns,
  amountIn,
  type Checkout,
  type Currency,
  checkGiver,
  chooseCurrency,
  chooseProvider,
  defaultCurrency,
  type Giver,
  type Opening,
  openCheckout,
  Problems,
  type Recurrence,
  type StartSchedule,
  splitRows,
  writePendingPayment,
  writePendingPayments,
} from './service.ts';
