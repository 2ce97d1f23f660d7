/**
 * The order preferences (the catalog) on their own, so that the content
 * pages, which need only this loader, do not load the others with it.
 */
import { API_PATHS } from '../../domain/constants';
import { EMPTY_ORDER_PREFS, type OrderPrefs } from '../../domain/prefs';
import { arrayOf, getLoader, recordOf } from './prefs-load';
import { inPageLanguage } from './page-language';

export const loadOrderPrefs = getLoader<OrderPrefs>(
  'order-prefs',
  () => inPageLanguage(API_PATHS.orderPrefs),
  (body) => ({
    pujaDetails: arrayOf(body.pujaDetails),
    pujaRecommendationDetails: arrayOf(body.pujaRecommendationDetails),
    pujaDates: recordOf(body.pujaDates),
    costLookup: recordOf(body.costLookup),
  }),
  EMPTY_ORDER_PREFS,
);
