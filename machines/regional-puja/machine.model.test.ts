/** The regional puja machine alone: every generated path, and every state and transition covered. */
import { regionalPujaFlow } from '../order/flows';
import { orderSpec } from '../order/test-support/order-model';
import { bareModelSuite } from '../test-support/model-suite';
import { regionalPujaMachine } from './machine';

bareModelSuite(orderSpec(regionalPujaFlow, regionalPujaMachine));
