import { endpoints } from '@ataa/contract/endpoints';

/**
 * The receipt of every charge and the new card arrive with their own endpoints (contract §17): the
 * schedule's page offers each once its entry is in the endpoint map, so it works before they do.
 */
export const scheduleOffers = {
  receipt: Object.hasOwn(endpoints, 'GET /schedules/:id/receipt'),
  newCard: Object.hasOwn(endpoints, 'POST /schedules/:id/payment-method'),
};
