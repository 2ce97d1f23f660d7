/** The recommendation flow's view level: a covering set of its model's paths through the real page. */
import { recommendationFlow } from '../../../machines/order';
import { orderViewSuite } from '../shared/test-support/order-view';
import { RECOMMENDATION_COPY } from './RecommendationOrderPage';

orderViewSuite({
  flow: recommendationFlow,
  copy: RECOMMENDATION_COPY,
  storageKey: 'recommendation',
});
