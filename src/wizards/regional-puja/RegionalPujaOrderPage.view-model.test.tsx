/** The regional-puja flow's view level: a covering set of its model's paths through the real page. */
import { regionalPujaFlow, regionalPujaMachine } from '../../../machines/regional-puja';
import { orderViewSuite } from '../shared/test-support/order-view';
import { REGIONAL_PUJA_COPY } from './RegionalPujaOrderPage';

orderViewSuite({
  flow: regionalPujaFlow,
  machine: regionalPujaMachine,
  copy: REGIONAL_PUJA_COPY,
  storageKey: 'regional-puja:7',
});
