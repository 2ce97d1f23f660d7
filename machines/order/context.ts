/** The context every order flow keeps, the input it starts from, and a fresh draft. */
import type { Clock } from '../../domain/clock';
import type { OrderKind } from '../../domain/constants';
import type { FieldError } from '../../domain/api-error';
import {
  emptyAddress,
  emptyPerson,
  type AddressDraft,
  type PersonDraft,
} from '../../domain/order-draft';
import type { Region } from '../../domain/prefs';
import type { TempleDetails } from '../../domain/temple-details';
import type { PaymentProblem } from '../shared/payment';
import { EMPTY_PREFS, type PrefsBundle } from './prefs';
import type { WizardStep } from './steps';

/** The day asked for and the day chosen instead (ISO days), for the step's sentence. */
export interface DateNotice {
  wanted: string;
  chosen: string;
}

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
  /** The devotee declined prasad (flows that post it): nothing is posted, the receipt lists no goods. */
  prasadDeclined: boolean;
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
  /** Started by "Order again" with an earlier order's people: no saved draft or receipt replaces them. */
  seeded: boolean;
  /** A day asked for by a reminder's link (ISO), taken when the first person's puja is chosen. */
  wantedDate: string | null;
  /** The wanted day was not offered: the day chosen instead, said on the step. */
  dateNotice: DateNotice | null;
}

/** What "Order again" starts a new draft with: an earlier order's people and contact, no pujas. */
export interface OrderSeed {
  people: PersonDraft[];
  shipping: AddressDraft;
  billing: AddressDraft;
}

export interface OrderWizardInput {
  /** Which of the four flows the order machine runs. */
  kind: OrderKind;
  regionId?: number | null;
  /** A puja chosen before the wizard opened (`?puja=<id>` from a puja card): the first person's. */
  pujaId?: number | null;
  /** Where "now" comes from: the browser's system clock, or a test's. */
  clock: Clock;
  /** Where the draft is kept between visits (one per flow, and per region). */
  draftKey?: string | null;
  /** "Order again" (the order's page): a new draft with these people, in place of any saved one. */
  again?: OrderSeed | null;
}

/** What an order holds beside its answers when it starts: no errors, no payment yet. */
export function freshProgress() {
  return {
    errors: [],
    returnToReview: false,
    paymentProblem: null,
    paymentSettled: true,
    orderNumber: null,
    paidTotal: null,
    billingSameAsShipping: false,
    prasadDeclined: false,
    lastStep: 'people',
    restoredStep: null,
    seeded: false,
    wantedDate: null,
    dateNotice: null,
  } satisfies Partial<OrderWizardContext>;
}

/** An order with nothing typed yet (also what "Discard" returns to). */
export function freshDraft() {
  return {
    people: [emptyPerson()],
    notes: '',
    shipping: emptyAddress(),
    billing: emptyAddress(),
    ...freshProgress(),
  } satisfies Partial<OrderWizardContext>;
}

/** A flow's first context, from the page's input. */
export function initialContext(input: OrderWizardInput): OrderWizardContext {
  return {
    kind: input.kind,
    draftKey: input.draftKey ?? null,
    regionId: input.regionId ?? null,
    regions: [],
    prefs: EMPTY_PREFS,
    temple: null,
    clock: input.clock,
    loadedAt: input.clock().getTime(),
    ...freshDraft(),
    // A saved draft, once restored, takes the place of this first choice.
    ...(input.pujaId ? { people: [{ ...emptyPerson(), pujaId: input.pujaId }] } : {}),
    ...(input.again ? seededDraft(input.again) : {}),
  };
}

/** An "Order again" draft: the people with no puja or date chosen, the addresses as they were. */
function seededDraft(seed: OrderSeed) {
  return {
    seeded: true,
    people: seed.people.map((person) => ({
      ...person,
      pujaId: emptyPerson().pujaId,
      requestedPujaDate: '',
    })),
    shipping: seed.shipping,
    billing: seed.billing,
  } satisfies Partial<OrderWizardContext>;
}
