import { bareModelSuite } from '../../../machines/test-support/model-suite';
import { regionalPujaFlow, regionalPujaMachine } from '../../../machines/regional-puja';
import { orderSpec } from '../shared/test-support/order-model';

bareModelSuite(orderSpec(regionalPujaFlow, regionalPujaMachine));
