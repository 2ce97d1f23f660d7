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

// The tests' machine. The page builds its own with the browser's actors in one go
// (createOrderWizardMachine(flow, actors)); the pure mark lets the bundle drop this one.
export const recommendationMachine = /* @__PURE__ */ createOrderWizardMachine(recommendationFlow);
