/** The puja recommendation request: an astrologer's reading per person, no dates or prasad. */
import { buildRecommendationOrder } from '../../src/domain/order-builders';
import { createOrderWizardMachine, type OrderFlow } from '../shared/order-wizard';

export const recommendationFlow: OrderFlow = {
  id: 'recommendation',
  kind: 'recommendation',
  regional: false,
  shipping: false,
  choice: { noun: 'recommendation', needsDate: false, fromEvents: false },
  asks: { passing: true, prayerRequest: true },
  buildPayload: (context) => buildRecommendationOrder(context, context.prefs.order),
};

export const recommendationMachine = createOrderWizardMachine(recommendationFlow);
