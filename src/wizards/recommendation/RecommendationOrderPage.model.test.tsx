import { bareModelSuite } from '../../../machines/test-support/model-suite';
import { recommendationFlow, recommendationMachine } from '../../../machines/recommendation';
import { orderSpec } from '../shared/test-support/order-model';

bareModelSuite(orderSpec(recommendationFlow, recommendationMachine));
