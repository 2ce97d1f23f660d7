import { bareModelSuite } from '../../../machines/test-support/model-suite';
import { regionalAstroFlow, regionalAstroMachine } from '../../../machines/regional-astro';
import { orderSpec } from '../shared/test-support/order-model';

bareModelSuite(orderSpec(regionalAstroFlow, regionalAstroMachine));
