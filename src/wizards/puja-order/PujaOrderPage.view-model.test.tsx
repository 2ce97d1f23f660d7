/** The puja order flow's view level: a covering set of its model's paths through the real page. */
import { pujaOrderFlow } from '../../../machines/order';
import { orderViewSuite } from '../shared/test-support/order-view';
import { PUJA_ORDER_COPY } from './PujaOrderPage';

orderViewSuite({
  flow: pujaOrderFlow,
  copy: PUJA_ORDER_COPY,
  storageKey: 'puja-order',
});
