/** An astrology session at a regional event: the region's sessions, nothing shipped. */
import { buildRegionalAstroOrder } from '../../src/domain/order-builders';
import { createOrderWizardMachine, type OrderFlow } from '../shared/order-wizard';

export const regionalAstroFlow: OrderFlow = {
  id: 'regionalAstro',
  kind: 'regionalAstro',
  regional: true,
  shipping: false,
  choice: { noun: 'session', needsDate: false, fromEvents: true },
  asks: { passing: false, prayerRequest: false },
  buildPayload: (context) =>
    buildRegionalAstroOrder(context, context.prefs.events, context.regionId ?? -1),
};

// The tests' machine. The page builds its own with the browser's actors in one go
// (createOrderWizardMachine(flow, actors)); the pure mark lets the bundle drop this one.
export const regionalAstroMachine = /* @__PURE__ */ createOrderWizardMachine(regionalAstroFlow);
