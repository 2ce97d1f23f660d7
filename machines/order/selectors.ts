/** Reading a flow machine's snapshot and description: which step, which steps. */
import { orderTotal } from '../../domain/order-builders';
import type { AnyOrderPayload } from '../../domain/order-payload';
import { needsDisclosure } from '../../domain/tax-treatment';
import type { OrderWizardContext } from './context';
import type { WizardStep } from './steps';

/** Whether the order's prasad is posted: the flow posts it and the devotee has not declined it. */
export function postsPrasad(
  flow: { shipping: boolean },
  context: { prasadDeclined: boolean },
): boolean {
  return flow.shipping && !context.prasadDeclined;
}

/**
 * The steps a flow walks through, in order: the prasad address only while
 * prasad is posted (declined, nothing needs it, so it is not asked).
 */
export function flowSteps(
  flow: { shipping: boolean },
  context: { prasadDeclined: boolean },
): WizardStep[] {
  return postsPrasad(flow, context)
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

/**
 * IRC §6115's figures for the review step: the order's puja payments and the
 * goods' value, when they exceed $75 with goods of some value; else null.
 */
export function goodsDisclosureOf(
  context: OrderWizardContext,
  flow: { buildPayload: (context: OrderWizardContext) => AnyOrderPayload },
): { paid: number; goodsValue: number; deductible: number } | null {
  if (context.kind !== 'puja' || context.prasadDeclined) return null;
  const values = new Map(context.prefs.order.pujaDetails.map((p) => [p.id, p.goodsValue ?? 0]));
  const lines = flow.buildPayload(context).pujaOrderLineitems;
  const cents = (dollars: number) => Math.round(dollars * 100);
  const paid = lines.reduce((sum, line) => sum + cents(line.cost), 0);
  const goods = lines.reduce((sum, line) => sum + cents(values.get(line.pujaId) ?? 0), 0);
  if (!needsDisclosure(paid, goods)) return null;
  return { paid: paid / 100, goodsValue: goods / 100, deductible: (paid - goods) / 100 };
}

/**
 * The countries prasad is posted to, by name (the country list's English
 * names; the code where a name is missing), or none while the list is not known.
 */
export function prasadPlaceNames(context: Pick<OrderWizardContext, 'prefs'>): string[] {
  const names = new Map(context.prefs.general.countries.map((c) => [c.code, c.name]));
  return context.prefs.prasadCountries.map((code) => names.get(code) ?? code);
}
