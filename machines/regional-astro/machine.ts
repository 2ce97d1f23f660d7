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

export const regionalAstroMachine = createOrderWizardMachine(regionalAstroFlow);
