/** A puja performed at a regional event: the region's events, prasad shipped. */
import { buildRegionalPujaOrder } from '../../src/domain/order-builders';
import { createOrderWizardMachine, type OrderFlow } from '../shared/order-wizard';

export const regionalPujaFlow: OrderFlow = {
  id: 'regionalPuja',
  kind: 'regionalPuja',
  regional: true,
  shipping: true,
  choice: { noun: 'event', needsDate: false, fromEvents: true },
  asks: { passing: true, prayerRequest: true },
  buildPayload: (context) =>
    buildRegionalPujaOrder(context, context.prefs.events, context.regionId ?? -1),
};

// The tests' machine. The page builds its own with the browser's actors in one go
// (createOrderWizardMachine(flow, actors)); the pure mark lets the bundle drop this one.
export const regionalPujaMachine = /* @__PURE__ */ createOrderWizardMachine(regionalPujaFlow);
