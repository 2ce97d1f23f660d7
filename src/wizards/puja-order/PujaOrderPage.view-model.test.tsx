/** The puja order flow's view level: a covering set of its model's paths through the real page. */
import { pujaOrderFlow, pujaOrderMachine } from '../../../machines/puja-order';
import { orderViewSuite } from '../shared/test-support/order-view';
import { PUJA_ORDER_COPY } from './PujaOrderPage';

orderViewSuite({
  flow: pujaOrderFlow,
  machine: pujaOrderMachine,
  copy: PUJA_ORDER_COPY,
  storageKey: 'puja-order',
});
