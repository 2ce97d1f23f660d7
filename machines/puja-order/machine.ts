/** The plain puja order: pujas on chosen dates, prasad shipped, paid by card. */
import { buildPujaOrder } from '../../src/domain/order-builders';
import { createOrderWizardMachine, type OrderFlow } from '../shared/order-wizard';

export const pujaOrderFlow: OrderFlow = {
  id: 'pujaOrder',
  kind: 'puja',
  regional: false,
  shipping: true,
  choice: { noun: 'puja', needsDate: true, fromEvents: false },
  asks: { passing: true, prayerRequest: true },
  buildPayload: (context) => buildPujaOrder(context, context.prefs.order),
};

// The tests' machine. The page builds its own with the browser's actors in one go
// (createOrderWizardMachine(flow, actors)); the pure mark lets the bundle drop this one.
export const pujaOrderMachine = /* @__PURE__ */ createOrderWizardMachine(pujaOrderFlow);
