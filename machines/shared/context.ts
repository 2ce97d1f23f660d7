/** The context and events every order flow shares. */
import type { Clock } from '../../src/domain/clock';
import type { OrderKind } from '../../src/domain/constants';
import type { FieldError } from '../../src/domain/api-error';
import type { AddressDraft, PersonDraft } from '../../src/domain/order-draft';
import type { Region } from '../../src/domain/prefs';
import type { TempleDetails } from '../../src/domain/temple-details';
import type { PaymentProgressEvent } from '../payment';
import type { PaymentProblem } from './payment';
import type { PrefsBundle } from './prefs';
import type { BirthStarFlowEvent } from '../birth-star/flow-events';

/** The question groups, one per step, in the order a flow may use them. */
export const WIZARD_STEPS = ['people', 'pujas', 'notes', 'shipping', 'billing', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export interface OrderWizardContext {
  kind: OrderKind;
  regionId: number | null;
  regions: Region[];
  prefs: PrefsBundle;
  /** The flow's clock (from its input): the birth-date rules and the receipt's date read it. */
  clock: Clock;
  /** When the flow opened (ms): cutoffs are judged against it. */
  loadedAt: number;
  people: PersonDraft[];
  notes: string;
  shipping: AddressDraft;
  billing: AddressDraft;
  /** Errors of the step just submitted, shown in its error summary. */
  errors: FieldError[];
  /** Set when a step was opened from the review page's "Change" link. */
  returnToReview: boolean;
  paymentProblem: PaymentProblem | null;
  /** False while the payment machine has an attempt in flight or being confirmed. */
  paymentSettled: boolean;
  orderNumber: string | null;
  /** The temple's name and contact, shown with the confirmation (null until loaded or when unavailable). */
  temple: TempleDetails | null;
  /** The total the server charged, once paid. */
  paidTotal: number | null;
  /** Billing copies the prasad address while this is set. */
  billingSameAsShipping: boolean;
  /** Where the draft is kept (null: nowhere). */
  draftKey: string | null;
  /** The step the visitor is on (saved with the draft, restored after a reload). */
  lastStep: WizardStep;
  /** A restored draft's step, entered once the lists have loaded. */
  restoredStep: WizardStep | null;
}

export interface OrderWizardInput {
  regionId?: number | null;
  /** A puja chosen before the wizard opened (`?puja=<id>` from a puja card): the first person's. */
  pujaId?: number | null;
  /** Where "now" comes from: the browser's system clock, or a test's. */
  clock: Clock;
  /** Where the draft is kept between visits (one per flow, and per region). */
  draftKey?: string | null;
}

export type OrderWizardEvent =
  | { type: 'region.choose'; regionId: number }
  /** "Change" beside the region on any step of a regional flow: back to the region step. */
  | { type: 'region.change' }
  /** A person's puja or event (a different puja drops the date chosen for the previous one). */
  | { type: 'person.choose'; index: number; pujaId: number }
  | { type: 'person.add' }
  | { type: 'person.remove'; index: number }
  | { type: 'person.update'; index: number; values: Partial<PersonDraft> }
  | { type: 'notes.update'; value: string }
  | { type: 'shipping.update'; values: Partial<AddressDraft> }
  | { type: 'billing.update'; values: Partial<AddressDraft> }
  | { type: 'billing.sameAsShipping'; value: boolean }
  | { type: 'history.go'; step: string }
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'wizard.edit'; step: WizardStep }
  | PaymentProgressEvent
  | { type: 'draft.discard' }
  | BirthStarFlowEvent;
