/**
 * What an order flow keeps between visits: the draft of an unfinished order
 * (with the step it was on) or, once paid, only the receipt the confirmation
 * page shows. The store is an actor slot: the browser plugs in localStorage,
 * tests a fake; without one nothing is kept.
 */
import { personFromSaved, type AddressDraft, type PersonDraft } from '../../domain/order-draft';
import type { OrderWizardContext } from './context';
import type { WizardStep } from './steps';

export interface OrderDraftRecord {
  people: PersonDraft[];
  notes: string;
  shipping: AddressDraft;
  billing: AddressDraft;
  billingSameAsShipping: boolean;
  /** Prasad declined (absent in drafts saved before it could be). */
  prasadDeclined?: boolean;
  step: WizardStep;
  /** A regional order's region (it may have been changed after the page opened). */
  regionId?: number | null;
}

/** Number, total and date: nothing else of a paid order stays in the browser. */
export interface OrderReceipt {
  orderNumber: string;
  total: number;
  paidAt: string;
}

export type SavedOrder =
  | { kind: 'draft'; savedAt: number; draft: OrderDraftRecord }
  | { kind: 'receipt'; savedAt: number; receipt: OrderReceipt };

/** Messages the machine sends to the store. */
export type DraftStoreEvent =
  | { type: 'save'; draft: OrderDraftRecord }
  | { type: 'receipt'; receipt: OrderReceipt }
  | { type: 'clear' };

/** What is saved of the order as it stands. */
export function draftOf(context: OrderWizardContext): OrderDraftRecord {
  return {
    ...(context.regionId !== null ? { regionId: context.regionId } : {}),
    people: context.people,
    notes: context.notes,
    shipping: context.shipping,
    billing: context.billing,
    billingSameAsShipping: context.billingSameAsShipping,
    prasadDeclined: context.prasadDeclined,
    step: context.lastStep,
  };
}

/** What a reload restores: a draft with its step, or the receipt of a paid order. */
export function restored(saved: SavedOrder | null): Partial<OrderWizardContext> {
  if (!saved) return {};
  if (saved.kind === 'receipt') {
    return { orderNumber: saved.receipt.orderNumber, paidTotal: saved.receipt.total };
  }
  const { step, regionId, ...draft } = saved.draft;
  return {
    ...draft,
    people: draft.people.map(personFromSaved),
    ...(typeof regionId === 'number' ? { regionId } : {}),
    restoredStep: step,
  };
}
