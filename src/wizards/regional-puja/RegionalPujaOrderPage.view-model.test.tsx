/** The regional-puja flow's view level: a covering set of its model's paths through the real page. */
import { regionalPujaFlow } from '../../../machines/order';
import { orderViewSuite } from '../shared/test-support/order-view';
import { REGIONAL_PUJA_COPY } from './RegionalPujaOrderPage';

orderViewSuite({
  flow: regionalPujaFlow,
  copy: REGIONAL_PUJA_COPY,
  storageKey: 'regional-puja:7',
});
