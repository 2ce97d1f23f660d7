/** The recommendation machine alone: every generated path, and every state and transition covered. */
import { recommendationFlow } from '../order/flows';
import { orderSpec } from '../order/test-support/order-model';
import { bareModelSuite } from '../test-support/model-suite';
import { recommendationMachine } from './machine';

bareModelSuite(orderSpec(recommendationFlow, recommendationMachine));
