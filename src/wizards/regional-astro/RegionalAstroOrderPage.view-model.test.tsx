/** The regional-astro flow's view level: a covering set of its model's paths through the real page. */
import { regionalAstroFlow } from '../../../machines/order';
import { orderViewSuite } from '../shared/test-support/order-view';
import { REGIONAL_ASTRO_COPY } from './RegionalAstroOrderPage';

orderViewSuite({
  flow: regionalAstroFlow,
  copy: REGIONAL_ASTRO_COPY,
  storageKey: 'regional-astro:7',
});
