import { bareModelSuite } from '../../../machines/test-support/model-suite';
import { pujaOrderFlow, pujaOrderMachine } from '../../../machines/puja-order';
import { orderSpec } from '../shared/test-support/order-model';

bareModelSuite(orderSpec(pujaOrderFlow, pujaOrderMachine));
