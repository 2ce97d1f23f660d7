/**
 * The finder's fixtures where the booking's model still looks for them. The
 * order model now sits beside the order machines (machines/order/test-support)
 * and the finder's beside the finder; drop this file once the booking's
 * model imports machines/birth-star/test-support/birth-star-model.ts.
 */
export {
  FINDER_INPUT,
  FINDER_OUTCOMES,
} from '../../../../machines/birth-star/test-support/birth-star-model';
