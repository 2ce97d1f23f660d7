/** Reading a flow machine's snapshot and description: which step, which steps. */
import { orderTotal } from '../../domain/order-builders';
import type { AnyOrderPayload } from '../../domain/order-payload';
import type { OrderWizardContext } from './context';
import type { WizardStep } from './steps';

/** The steps a flow walks through, in order. */
export function flowSteps(flow: { shipping: boolean }): WizardStep[] {
  return flow.shipping
    ? ['people', 'pujas', 'notes', 'shipping', 'billing', 'review']
    : ['people', 'pujas', 'notes', 'billing', 'review'];
}

/** The parent states that only group the steps (`{ ordering: { steps: 'people' } }`). */
const GROUPS = new Set(['ordering', 'steps']);

/**
 * The step a snapshot shows, e.g. 'people', 'payment' or 'region' (for
 * `{ region: 'choosing' }`): the state below the groups of steps, which
 * the views render.
 */
export function stepOf(snapshot: { value: unknown }): string {
  let value = snapshot.value;
  for (;;) {
    if (typeof value === 'string') return value;
    if (typeof value !== 'object' || value === null) return '';
    const [key, child] = Object.entries(value)[0] ?? [''];
    if (!GROUPS.has(key)) return key;
    value = child;
  }
}

/** The order's total in dollars, as the payload will carry it (the server prices it again). */
export function orderTotalOf(
  context: OrderWizardContext,
  flow: { buildPayload: (context: OrderWizardContext) => AnyOrderPayload },
) {
  return orderTotal(flow.buildPayload(context));
}
