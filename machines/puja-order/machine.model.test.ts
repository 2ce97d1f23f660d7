/** The puja order machine alone: every generated path, and every state and transition covered. */
import { pujaOrderFlow } from '../order/flows';
import { orderSpec } from '../order/test-support/order-model';
import { bareModelSuite } from '../test-support/model-suite';
import { pujaOrderMachine } from './machine';

bareModelSuite(orderSpec(pujaOrderFlow, pujaOrderMachine));
