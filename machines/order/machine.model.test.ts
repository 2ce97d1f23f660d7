/**
 * The order machine alone, once per flow: every generated path of each flow
 * is a test, and the four flows' paths together enter every state and take
 * every transition (a flow's guards keep it off the others' branches); each
 * flow's paths enter its own steps, and the region when it is regional.
 */
import { pujaOrderFlow, recommendationFlow, regionalAstroFlow, regionalPujaFlow } from './flows';
import { flowStates, orderSpec } from './test-support/order-model';
import { sharedMachineModelSuite } from '../test-support/model-suite';
import { orderMachine } from './machine';

sharedMachineModelSuite(
  [pujaOrderFlow, recommendationFlow, regionalPujaFlow, regionalAstroFlow].map((flow) => ({
    spec: orderSpec(flow, orderMachine),
    states: flowStates(flow),
  })),
);
