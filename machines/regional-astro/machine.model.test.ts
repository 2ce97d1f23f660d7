/** The regional astro machine alone: every generated path, and every state and transition covered. */
import { regionalAstroFlow } from '../order/flows';
import { orderSpec } from '../order/test-support/order-model';
import { bareModelSuite } from '../test-support/model-suite';
import { regionalAstroMachine } from './machine';

bareModelSuite(orderSpec(regionalAstroFlow, regionalAstroMachine));
