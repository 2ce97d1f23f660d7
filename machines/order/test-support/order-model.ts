/**
 * The order flows' model, one builder for the four flows: entries (fresh, a
 * restored draft, and for the regional flows a `?region=` link), the events
 * each step may take with concrete answers, and every outcome of the actors.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { emptyAddress, emptyPerson, type PersonDraft } from '../../../domain/order-draft';
import { FINDER_INPUT, FINDER_OUTCOMES } from '../../birth-star/test-support/birth-star-model';
import type { PaymentInput } from '../../payment';
import type { ModelSpec } from '../../test-support/model-harness';
import type { FlowStates } from '../../test-support/model-suite';
import { eventChoices, pujaChoices } from '../choices';
import type { OrderSeed, OrderWizardContext } from '../context';
import type { SavedOrder } from '../draft';
import type { OrderWizardEvent } from '../events';
import { flowRules, type OrderFlow } from '../flows';
import { flowSteps, stepOf } from '../selectors';
import { WIZARD_STEPS, type WizardStep } from '../steps';
import { takesFamilyPrefill } from '../wanted-date';
import { NOTES_LIMIT, stepErrors } from '../validation';
import {
  MODEL_PREFS,
  TWO_RECOMMENDATIONS,
  EMPTY_LISTS,
  REGIONS,
  LIVING_FILL,
  DEPARTED_FILL,
  ADDRESS_FILL,
  FAR_ADDRESS_FILL,
  PAID,
  PAID_BY_POLLING,
  UNDER_REVIEW,
  INVALID,
  MODEL_TEMPLE,
  MODEL_MAX_PEOPLE,
} from './model-answers';

export function choiceFill(flow: OrderFlow): Partial<PersonDraft> {
  if (flow.choice.fromEvents) return { pujaId: 501 };
  if (flow.kind === 'recommendation') return { pujaId: 21 };
  return { pujaId: 11, requestedPujaDate: '12/30/2099' };
}

const NOW = Date.parse('2099-01-05T12:00:00Z');
/** A reminder's day on which the model's pujas are not offered: the nearest open day is taken. */
export const REMINDER_DAY = '2099-12-31';
/** The order model's clock: it stands still at NOW. */
export const ORDER_CLOCK = () => new Date(NOW);

/** The user events a step offers, with concrete answers (the harness drops those it cannot take). */
function userEvents(flow: OrderFlow) {
  return (snapshot: AnyMachineSnapshot): EventObject[] => {
    const context = snapshot.context as OrderWizardContext;
    const step = stepOf(snapshot);
    const n = context.people.length;
    const events: OrderWizardEvent[] = [];
    if (step === 'region') events.push({ type: 'region.choose', regionId: 7 });
    if (step === 'people') {
      events.push({ type: 'birthStar.find', input: FINDER_INPUT });
      if (n < MODEL_MAX_PEOPLE) events.push({ type: 'person.add' });
      // A reminder's link: the person from the family and a day the puja is not offered on.
      if (flow.kind === 'puja' && takesFamilyPrefill(context)) {
        events.push({ type: 'family.prefill', person: LIVING_FILL, date: REMINDER_DAY });
      }
      if (n > 1) events.push({ type: 'person.remove', index: n - 1 });
      for (let index = 0; index < n; index++) {
        events.push({
          type: 'person.update',
          index,
          values: index === 1 ? DEPARTED_FILL : LIVING_FILL,
        });
      }
    }
    if (step === 'pujas') {
      for (let index = 0; index < n; index++) {
        const { pujaId, ...rest } = choiceFill(flow);
        events.push({ type: 'person.choose', index, pujaId: pujaId ?? -1 });
        events.push({
          type: 'person.update',
          index,
          values: { ...rest, customerNotes: 'For good health.' },
        });
      }
    }
    // The region, shown on every step of a regional flow, can be changed from any of them.
    if (flow.regional) events.push({ type: 'region.change' });
    if (step === 'notes') {
      events.push({ type: 'notes.update', value: 'Please include my mother.' });
      if (flow.shipping) {
        events.push({ type: 'prasad.decline', declined: true });
        events.push({ type: 'prasad.decline', declined: false });
      }
      events.push({ type: 'notes.update', value: 'x'.repeat(NOTES_LIMIT + 1) });
    }
    if (step === 'shipping') {
      events.push({ type: 'shipping.update', values: ADDRESS_FILL });
      // Where prasad is not posted: the step refuses it, and the devotee may decline prasad.
      events.push({ type: 'shipping.update', values: FAR_ADDRESS_FILL });
      events.push({ type: 'prasad.decline', declined: true });
    }
    if (step === 'billing') {
      events.push({ type: 'billing.update', values: ADDRESS_FILL });
      if (flow.shipping && !context.prasadDeclined) {
        events.push({ type: 'billing.sameAsShipping', value: true });
        events.push({ type: 'billing.sameAsShipping', value: false });
      }
    }
    if (step === 'review') {
      for (const target of flowSteps(flow, context)) {
        if (target !== 'review') events.push({ type: 'wizard.edit', step: target });
      }
    }
    // After a decline the payment step offers the billing postal code (the flow's own field).
    if (step === 'payment')
      events.push({ type: 'billing.update', values: { postalCode: '46201' } });
    // Browser Back and Forward land on any step's history entry.
    for (const target of flowSteps(flow, context))
      events.push({ type: 'history.go', step: target });
    events.push(
      { type: 'wizard.next' },
      { type: 'wizard.back' },
      // The payment machine tells the flow when an attempt is in flight and when it is not.
      { type: 'payment.progress', settled: false, reference: 'P2099ABC' },
      { type: 'payment.progress', settled: true, reference: 'P2099ABC' },
      { type: 'draft.discard' },
    );
    return events;
  };
}

/** Only what decides the next moves: the step, the current step's per-person progress, flags. */
export function serializeOrder(flow: OrderFlow) {
  const rules = flowRules(flow);
  return (snapshot: AnyMachineSnapshot): string => {
    const context = snapshot.context as OrderWizardContext;
    const step = stepOf(snapshot);
    const bits = (check: WizardStep) =>
      context.people
        .map((_, index) =>
          stepErrors(context, check, rules).some((error) =>
            error.path.startsWith(`people.${index}.`),
          )
            ? 0
            : 1,
        )
        .join('');
    const progress =
      step === 'people'
        ? bits('people')
        : step === 'pujas'
          ? bits('pujas')
          : step === 'shipping' || step === 'billing'
            ? String(stepErrors(context, step, rules).length === 0)
            : step === 'review'
              ? String(stepErrors(context, 'review', rules).length === 0)
              : '';
    // A restored draft waits for the prices to decide its step: which step, and its choices.
    const restoring =
      context.restoredStep === null
        ? ''
        : `restore:${context.restoredStep}:${context.people.map((p) => `${p.pujaId}@${p.requestedPujaDate}`).join(',')}`;
    return [
      JSON.stringify(snapshot.value),
      step === 'region' ? `regions${context.regions.length}` : '',
      `n${context.people.length}`,
      progress,
      restoring,
      step === 'notes'
        ? `notes${context.notes.length > NOTES_LIMIT ? 'long' : context.notes !== ''}`
        : '',
      context.errors.length > 0 ? 'errors' : '',
      context.wantedDate === null ? '' : `wanted${context.dateNotice ? ':notice' : ''}`,
      context.returnToReview ? 'toReview' : '',
      context.paymentProblem?.kind ?? '',
      step === 'payment' && !context.paymentSettled ? 'paying' : '',
      (step === 'shipping' || step === 'billing') && context.billingSameAsShipping ? 'same' : '',
      // Declined prasad: no prasad address step, and billing copies none.
      context.prasadDeclined ? 'declined' : '',
      // How many cards the choices step offers (one item is chosen for the visitor, no card).
      step === 'pujas'
        ? `offered${flow.choice.fromEvents ? eventChoices(context).length : pujaChoices(context, flow).length}`
        : '',
    ].join('|');
  };
}

/** A choice the temple no longer offers when a saved draft comes back (a closed date, a withdrawn item). */
function staleChoice(flow: OrderFlow): Partial<PersonDraft> {
  if (flow.choice.fromEvents) return { pujaId: 502 };
  if (flow.kind === 'recommendation') return { pujaId: 22 };
  return { pujaId: 11, requestedPujaDate: '12/29/2099' };
}

/** What the draft store hands back: a draft saved on each step, one gone stale, a paid order's receipt. */
function savedOrders(flow: OrderFlow) {
  const steps = flowSteps(flow, { prasadDeclined: false });
  const draft = (
    step: WizardStep,
    choice: Partial<PersonDraft>,
    prasadDeclined = false,
  ): SavedOrder => {
    const reached = (other: WizardStep) => steps.indexOf(step) > steps.indexOf(other);
    return {
      kind: 'draft',
      savedAt: NOW,
      draft: {
        people: [{ ...emptyPerson(), ...LIVING_FILL, ...(reached('pujas') ? choice : {}) }],
        notes: '',
        shipping: { ...emptyAddress(), ...(reached('shipping') ? ADDRESS_FILL : {}) },
        billing: { ...emptyAddress(), ...(reached('billing') ? ADDRESS_FILL : {}) },
        billingSameAsShipping: false,
        ...(prasadDeclined ? { prasadDeclined } : {}),
        step,
      },
    };
  };
  return [
    { label: 'nothing saved', output: null },
    ...steps.map((step) => ({ label: `draft on ${step}`, output: draft(step, choiceFill(flow)) })),
    {
      label: 'draft on review, its choice since closed',
      output: draft('review', staleChoice(flow)),
    },
    ...(flow.shipping
      ? [
          {
            label: 'draft on billing, prasad declined',
            output: draft('billing', choiceFill(flow), true),
          },
        ]
      : []),
    {
      label: 'paid receipt',
      output: {
        kind: 'receipt',
        savedAt: NOW,
        receipt: {
          orderNumber: 'P2099ABC',
          total: 25,
          paidAt: '2099-01-05T12:00:00Z',
        },
      } satisfies SavedOrder,
    },
  ];
}

/** "Order again" from an earlier order's page: its person (a puja that is cleared) and addresses. */
const ORDER_AGAIN: OrderSeed = {
  people: [{ ...emptyPerson(), ...LIVING_FILL, pujaId: 11, requestedPujaDate: '12/29/2099' }],
  shipping: { ...emptyAddress(), ...ADDRESS_FILL },
  billing: { ...emptyAddress(), ...ADDRESS_FILL },
};

/**
 * The flow's own states: the region when it is regional, then its steps
 * (`flowSteps`), each entered on the way forward: the start, a fresh first
 * step, Next (a restored draft, Back, the review's "Change" and Back and
 * Forward reach a step past a broken guard too); `among` is every such state
 * of all the flows.
 */
export function flowStates(flow: OrderFlow): FlowStates {
  const stepId = (step: WizardStep) => `order.ordering.steps.${step}`;
  return {
    among: ['order.region', ...WIZARD_STEPS.map(stepId)],
    entered: [
      ...(flow.regional ? ['order.region'] : []),
      ...flowSteps(flow, { prasadDeclined: false }).map(stepId),
    ],
    on: (event, before) =>
      event.type === 'wizard.next' ||
      event.type === 'xstate.done.actor.loadDraft' ||
      (event.type === 'xstate.done.actor.loadPrefs' &&
        (before?.context as OrderWizardContext | undefined)?.restoredStep === null),
  };
}

export function orderSpec(flow: OrderFlow, machine: AnyStateMachine): ModelSpec {
  const { regional, kind } = flow;
  return {
    machine,
    variant: flow.id,
    entries: [
      { label: 'fresh', input: { kind, clock: ORDER_CLOCK } },
      { label: 'order again', input: { kind, clock: ORDER_CLOCK, again: ORDER_AGAIN } },
      ...(regional
        ? [{ label: '?region=7', input: { kind, clock: ORDER_CLOCK, regionId: 7 } }]
        : []),
    ],
    events: userEvents(flow),
    outcomes: {
      loadDraft: savedOrders(flow),
      // The store and history actors only receive (they never finish).
      draftStore: [],
      stepHistory: [],
      // The real loaders never reject: they fall back to empty defaults.
      loadPrefs: [
        { label: 'ok', output: MODEL_PREFS },
        { label: 'empty defaults (the lists failed to load)', output: EMPTY_LISTS },
        // One recommendation item is chosen for the visitor; two are a real choice.
        ...(flow.kind === 'recommendation'
          ? [{ label: 'two items offered', output: TWO_RECOMMENDATIONS }]
          : []),
      ],
      loadRegions: [
        { label: 'ok', output: REGIONS },
        { label: 'none', output: [] },
      ],
      birthStarFinder: FINDER_OUTCOMES,
      loadTemple: [
        { label: 'temple details', output: MODEL_TEMPLE },
        { label: 'unavailable', output: null },
      ],
      payment: [
        { label: 'paid', output: PAID },
        { label: 'paid, learnt by polling', output: PAID_BY_POLLING },
        { label: 'under review', output: UNDER_REVIEW },
        { label: 'invalid', output: INVALID },
      ],
    },
    serialize: serializeOrder(flow),
    invariant: (snapshot, calls) => {
      const context = snapshot.context as OrderWizardContext;
      for (const call of calls.filter((c) => c.src === 'payment')) {
        const { request } = call.input as PaymentInput;
        if (request.subject !== 'order' || request.kind !== flow.kind) {
          throw new Error(
            `paid as ${request.subject} ${request.subject === 'order' ? request.kind : ''}`,
          );
        }
      }
      // Back, Forward and Discard wait for a payment in flight; on a step none is.
      if (snapshot.hasTag('step') && !context.paymentSettled) {
        throw new Error(`a payment in flight on the ${stepOf(snapshot)} step`);
      }
      // The guards and actions of the steps' parent read the step shown from `lastStep`.
      if (snapshot.hasTag('step') && context.lastStep !== stepOf(snapshot)) {
        throw new Error(`on ${stepOf(snapshot)} with lastStep ${context.lastStep}`);
      }
      if (stepOf(snapshot) === 'confirmation' && context.orderNumber === null) {
        throw new Error('confirmation without an order number');
      }
    },
  };
}
