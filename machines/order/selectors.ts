/** Reading a flow machine's snapshot and description: which step, which steps. */
import { orderTotal } from '../../src/domain/order-builders';
import type { AnyOrderPayload } from '../../src/domain/order-payload';
import type { OrderWizardContext } from './context';
import type { WizardStep } from './steps';

/** The steps a flow walks through, in order. */
export function flowSteps(flow: { shipping: boolean }): WizardStep[] {
  return flow.shipping
    ? ['people', 'pujas', 'notes', 'shipping', 'billing', 'review']
    : ['people', 'pujas', 'notes', 'billing', 'review'];
}

/**
 * The top-level state a snapshot is in, e.g. 'people' or 'region' (for
 * `{ region: 'choosing' }`): the step the views render, the same way for the
 * four flows' charts.
 */
export function stepOf(snapshot: { value: unknown }): string {
  const value = snapshot.value;
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) return Object.keys(value)[0] ?? '';
  return '';
}

/** The order's total in dollars, as the payload will carry it (the server prices it again). */
export function orderTotalOf(
  context: OrderWizardContext,
  flow: { buildPayload: (context: OrderWizardContext) => AnyOrderPayload },
) {
  return orderTotal(flow.buildPayload(context));
}
