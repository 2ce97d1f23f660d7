/** A puja performed at a regional event: the region's events, prasad shipped. */
import { buildRegionalPujaOrder } from '../src/domain/order-builders';
import { createOrderWizardMachine } from './shared/order-wizard';

export const regionalPujaMachine = createOrderWizardMachine({
  id: 'regionalPuja',
  kind: 'regionalPuja',
  regional: true,
  shipping: true,
  choice: { noun: 'event', needsDate: false, fromEvents: true },
  buildPayload: (context) =>
    buildRegionalPujaOrder(context, context.prefs.events, context.regionId ?? -1),
});
