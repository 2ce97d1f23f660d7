/**
 * Builds one order flow's machine from the shared pieces: preference loading
 * (and, for regional flows, the region), people and their pujas, notes, the
 * prasad address, billing, the review, payment (the one payment machine,
 * invoked with the order to pay), then the confirmation. No React, fetch or DOM:
 * the side effects are the actor slots of `orderActors`.
 */
import { and, assign, enqueueActions, sendTo, setup, spawnChild, stopChild } from 'xstate';
import { BIRTH_STAR_FINDER_ID } from '../birth-star/machine';
import type { OrderKind } from '../../src/domain/constants';
import { NO_PUJA_ID } from '../../src/domain/constants';
import { changeAddress } from '../../src/domain/address-rules';
import { faceToFacePerson } from '../../src/domain/order-builders';
import {
  emptyAddress,
  emptyPerson,
  type AddressDraft,
  type PersonDraft,
} from '../../src/domain/order-draft';
import type { AnyOrderPayload } from '../../src/domain/order-payload';
import type { PaymentRequest } from '../payment';
import { orderActors } from './actors';
import { onlyChoiceId } from './choices';
import {
  type OrderWizardContext,
  type OrderWizardEvent,
  type OrderWizardInput,
  type WizardStep,
} from './context';
import { invalidProblem, reviewProblem } from './payment';
import { addPerson, canAddPerson, canRemovePerson, removePerson, updatePerson } from './people';
import type { OrderDraftRecord, SavedOrder } from './draft';
import { EMPTY_PREFS, type PrefsBundle } from './prefs';
import { flowSteps, orderTotalOf } from './selectors';
import { stepErrors, stepIsValid, type ChoiceRules, type StepRules } from './validation';

export interface OrderFlow {
  /** The machine id, e.g. 'pujaOrder'. */
  id: string;
  kind: OrderKind;
  /** Regional flows pick a region and choose among its events. */
  regional: boolean;
  /** Whether prasad is shipped (a shipping step). */
  shipping: boolean;
  choice: ChoiceRules;
  /**
   * What is asked of each person beyond names and birth details: whether the
   * person has passed away (with the passing details) and a prayer request.
   * A face-to-face astrology session asks neither.
   */
  asks: { passing: boolean; prayerRequest: boolean };
  buildPayload: (context: OrderWizardContext) => AnyOrderPayload;
}

function freshDraft() {
  return {
    people: [emptyPerson()],
    notes: '',
    shipping: emptyAddress(),
    billing: emptyAddress(),
    errors: [],
    returnToReview: false,
    paymentProblem: null,
    paymentSettled: true,
    orderNumber: null,
    paidTotal: null,
    billingSameAsShipping: false,
    lastStep: 'people',
    restoredStep: null,
  } satisfies Partial<OrderWizardContext>;
}

function draftOf(context: OrderWizardContext): OrderDraftRecord {
  return {
    ...(context.regionId !== null ? { regionId: context.regionId } : {}),
    people: context.people,
    notes: context.notes,
    shipping: context.shipping,
    billing: context.billing,
    billingSameAsShipping: context.billingSameAsShipping,
    step: context.lastStep,
  };
}

/** Billing as the prasad address, keeping a billing email already given. */
function billingFromShipping(shipping: AddressDraft, billing: AddressDraft): AddressDraft {
  return { ...shipping, email: billing.email || shipping.email };
}

/** What a reload restores: a draft with its step, or the receipt of a paid order. */
function restore(saved: SavedOrder | null): Partial<OrderWizardContext> {
  if (!saved) return {};
  if (saved.kind === 'receipt') {
    return { orderNumber: saved.receipt.orderNumber, paidTotal: saved.receipt.total };
  }
  const { step, regionId, ...draft } = saved.draft;
  return { ...draft, ...(typeof regionId === 'number' ? { regionId } : {}), restoredStep: step };
}

/** What the payment machine is asked to pay: this flow's order as it stands. */
function paymentRequestOf(flow: OrderFlow, context: OrderWizardContext): PaymentRequest {
  return { subject: 'order', kind: flow.kind, payload: flow.buildPayload(context) };
}

/** The rules a flow's step checks run with. */
export function flowRules(flow: OrderFlow): StepRules {
  return {
    kind: flow.kind,
    choice: flow.choice,
    steps: flowSteps(flow),
    buildPayload: flow.buildPayload,
  };
}

/**
 * The flow's machine. `actors` fills the actor slots at once (the browser's
 * implementations): the same machine as `.provide({ actors })` on the bare
 * one, without building the machine twice during the page's start.
 */
export function createOrderWizardMachine(
  flow: OrderFlow,
  actors: Partial<typeof orderActors> = {},
) {
  const steps = flowSteps(flow);
  const after = (step: WizardStep): WizardStep => steps[steps.indexOf(step) + 1] ?? 'review';
  const before = (step: WizardStep): WizardStep | undefined => steps[steps.indexOf(step) - 1];
  const rules = flowRules(flow);
  const errorsOf = (context: OrderWizardContext, step: WizardStep) =>
    stepErrors(context, step, rules);
  // A snapshot's context never changes, and each render asks `can(...)`, which runs the
  // step's checks (the order schema's among them): once per context and step is enough.
  const checked = new WeakMap<OrderWizardContext, Map<WizardStep, boolean>>();
  const isValid = (context: OrderWizardContext, step: WizardStep): boolean => {
    let byStep = checked.get(context);
    if (!byStep) checked.set(context, (byStep = new Map()));
    let valid = byStep.get(step);
    if (valid === undefined) byStep.set(step, (valid = stepIsValid(context, step, rules)));
    return valid;
  };
  /** Only what the flow asks stays in a person (a face-to-face session: living, no request). */
  const asked = (people: PersonDraft[]): PersonDraft[] =>
    flow.asks.passing && flow.asks.prayerRequest ? people : people.map(faceToFacePerson);

  const machineSetup = setup({
    types: {
      context: {} as OrderWizardContext,
      events: {} as OrderWizardEvent,
      input: {} as OrderWizardInput,
    },
    actors: { ...orderActors, ...actors },
    guards: {
      hasRegion: ({ context }) => context.regionId !== null,
      canAddPerson: ({ context }) => canAddPerson(context.people),
      canRemovePerson: ({ context }) => canRemovePerson(context.people),
      stepValid: ({ context }, params: { step: WizardStep }) => isValid(context, params.step),
      returningToReview: ({ context }) => context.returnToReview,
      paymentSettled: ({ context }) => context.paymentSettled,
      restoredReceipt: ({ context }) => context.orderNumber !== null && context.paidTotal !== null,
      restoredTo: ({ context }, params: { step: WizardStep }) =>
        context.restoredStep === params.step,
      /** Back and Forward: any earlier step, or a later one whose earlier steps are complete. */
      historyAllows: ({ context, event }, params: { step: WizardStep }) => {
        if (event.type !== 'history.go' || event.step !== params.step) return false;
        const target = steps.indexOf(params.step);
        return steps.slice(0, target).every((step) => isValid(context, step));
      },
    },
    actions: {
      showErrors: assign({
        errors: ({ context }, params: { step: WizardStep }) => errorsOf(context, params.step),
      }),
      clearErrors: assign({ errors: [] }),
      leaveReviewMode: assign({ returnToReview: false }),
      enterReviewMode: assign({ returnToReview: true, errors: [] }),
      addPerson: assign({ people: ({ context }) => addPerson(context.people) }),
      removePerson: assign({
        people: ({ context, event }) =>
          event.type === 'person.remove'
            ? removePerson(context.people, event.index)
            : context.people,
      }),
      /** The finder's chosen star goes into that person's birth-star field. */
      takeBirthStar: assign({
        people: ({ context, event }) =>
          event.type === 'xstate.done.actor.birthStarFinder' && event.output.star
            ? updatePerson(context.people, event.output.index, {
                birthStar: event.output.star.name,
              })
            : context.people,
      }),
      updatePerson: assign({
        people: ({ context, event }) =>
          event.type === 'person.update'
            ? asked(updatePerson(context.people, event.index, event.values))
            : context.people,
      }),
      updateNotes: assign({
        notes: ({ context, event }) =>
          event.type === 'notes.update' ? event.value : context.notes,
      }),
      updateShipping: assign({
        shipping: ({ context, event }) =>
          event.type === 'shipping.update'
            ? changeAddress(context.shipping, event.values, context.prefs.general)
            : context.shipping,
      }),
      updateBilling: assign({
        billing: ({ context, event }) =>
          event.type === 'billing.update'
            ? changeAddress(context.billing, event.values, context.prefs.general)
            : context.billing,
      }),
      /**
       * A region chosen, the first time or after "Change": what was typed stays; another
       * region's events drop the events chosen, and the visitor comes back to the step
       * left (or to the choices, when a choice was dropped).
       */
      chooseRegion: assign(({ context, event }) => {
        if (event.type !== 'region.choose') return {};
        if (context.regionId === null) return { regionId: event.regionId };
        const changed = context.regionId !== event.regionId;
        const dropsChoice =
          changed && context.people.some((person) => person.pujaId !== NO_PUJA_ID);
        const back =
          dropsChoice && steps.indexOf(context.lastStep) > steps.indexOf('pujas')
            ? 'pujas'
            : context.lastStep;
        return {
          regionId: event.regionId,
          restoredStep: back,
          people: dropsChoice
            ? context.people.map((person) => ({ ...person, pujaId: NO_PUJA_ID }))
            : context.people,
        };
      }),
      /** A different puja drops the date chosen for the previous one. */
      choosePuja: assign({
        people: ({ context, event }) => {
          if (event.type !== 'person.choose') return context.people;
          const person = context.people[event.index];
          if (!person) return context.people;
          return updatePerson(context.people, event.index, {
            pujaId: event.pujaId,
            ...(person.pujaId !== event.pujaId ? { requestedPujaDate: '' } : {}),
          });
        },
      }),
      /** When one puja only is offered (a recommendation request today), it is chosen. */
      chooseOnlyChoice: assign({
        people: ({ context }) => {
          const only = onlyChoiceId(context, flow);
          return only === null || context.people.every((person) => person.pujaId === only)
            ? context.people
            : context.people.map((person) => ({ ...person, pujaId: only }));
        },
      }),
      discardDraft: assign(() => freshDraft()),
      setSameAsShipping: assign(({ context, event }) =>
        event.type === 'billing.sameAsShipping'
          ? {
              billingSameAsShipping: event.value,
              billing: event.value
                ? billingFromShipping(context.shipping, context.billing)
                : context.billing,
            }
          : {},
      ),
      followShipping: assign(({ context }) =>
        context.billingSameAsShipping
          ? { billing: billingFromShipping(context.shipping, context.billing) }
          : {},
      ),
      enterStep: assign((_, params: { step: WizardStep }) => ({ lastStep: params.step })),
      // The store and history actors are absent when a test starts from a resolved state.
      pushHistory: enqueueActions(({ enqueue, self }, params: { step: string }) => {
        if (self.getSnapshot()?.children?.stepHistory)
          enqueue.sendTo('stepHistory', { type: 'step', step: params.step });
      }),
      saveDraft: enqueueActions(({ context, enqueue, self }) => {
        if (self.getSnapshot()?.children?.draftStore)
          enqueue.sendTo('draftStore', { type: 'save', draft: draftOf(context) });
      }),
      forgetRestoredStep: assign({ restoredStep: null }),
      storePrefs: assign({
        prefs: ({ event }) => (event as unknown as { output: PrefsBundle }).output,
      }),
      keepReceipt: enqueueActions(({ context, enqueue, self }) => {
        if (self.getSnapshot()?.children?.draftStore)
          enqueue.sendTo('draftStore', {
            type: 'receipt',
            receipt: {
              orderNumber: context.orderNumber ?? '',
              total: context.paidTotal ?? 0,
              paidAt: context.clock().toISOString(),
            },
          });
      }),
      clearSaved: enqueueActions(({ enqueue, self }) => {
        if (self.getSnapshot()?.children?.draftStore)
          enqueue.sendTo('draftStore', { type: 'clear' });
      }),
      clearPaymentProblem: assign({ paymentProblem: null }),
      notePaymentProgress: assign(({ context, event }) =>
        event.type === 'payment.progress'
          ? {
              paymentSettled: event.settled,
              orderNumber: event.reference ?? context.orderNumber,
            }
          : {},
      ),
      forwardPaymentRequest: sendTo('payment', ({ context }) => ({
        type: 'payment.request' as const,
        request: paymentRequestOf(flow, context),
      })),
    },
  });

  /** Moving on from a step: to the review when it was opened from there, else to the next step. */
  const nextFrom = (step: WizardStep) =>
    ({
      'wizard.next': [
        {
          guard: and([{ type: 'stepValid', params: { step } }, 'returningToReview']),
          target: 'review',
          actions: ['clearErrors', 'leaveReviewMode'],
        },
        {
          guard: { type: 'stepValid', params: { step } },
          target: after(step),
          actions: 'clearErrors',
        },
        { actions: { type: 'showErrors', params: { step } } },
      ],
    }) as const;
  const backFrom = (step: WizardStep) => {
    const previous = before(step);
    return {
      'wizard.back': [
        {
          guard: 'returningToReview',
          target: 'review',
          actions: ['clearErrors', 'leaveReviewMode'],
        },
        ...(previous ? [{ target: previous, actions: 'clearErrors' as const }] : []),
      ],
    } as const;
  };
  const discard = {
    'draft.discard': { target: `#${flow.id}.people`, actions: ['clearSaved', 'discardDraft'] },
  } as const;
  /** Regional flows: the region, shown on every step, can be changed from any of them. */
  const regionChange = flow.regional
    ? ({
        'region.change': {
          target: `#${flow.id}.region`,
          actions: ['clearErrors', 'leaveReviewMode'],
        },
      } as const)
    : {};
  /** Browser Back and Forward between the steps (never past an incomplete one). */
  const historyMoves = {
    'history.go': steps.map((step) => ({
      guard: { type: 'historyAllows' as const, params: { step } },
      target: `#${flow.id}.${step}`,
      actions: ['clearErrors' as const, 'leaveReviewMode' as const],
    })),
  };
  /** On entering a step: remember it, give it a history entry, save the draft. */
  const stepEntry = (step: WizardStep | 'payment') => [
    ...(step === 'payment' ? [] : [{ type: 'enterStep' as const, params: { step } }]),
    { type: 'pushHistory' as const, params: { step } },
    'saveDraft' as const,
  ];
  const afterRestoring = flow.regional ? 'start' : 'loadingPrefs';

  return machineSetup.createMachine({
    id: flow.id,
    invoke: [
      {
        id: 'draftStore',
        src: 'draftStore',
        input: ({ context }) => ({ key: context.draftKey }),
      },
      { id: 'stepHistory', src: 'stepHistory' },
    ],
    context: ({ input }) => ({
      kind: flow.kind,
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
    }),
    initial: 'restoring',
    states: {
      restoring: {
        tags: 'loading',
        invoke: {
          id: 'loadDraft',
          src: 'loadDraft',
          input: ({ context }) => ({ key: context.draftKey }),
          onDone: [
            {
              guard: ({ event }) => event.output?.kind === 'receipt',
              target: 'confirmation',
              actions: assign(({ event }) => restore(event.output)),
            },
            {
              target: afterRestoring,
              actions: assign(({ context, event }) => {
                const restored = restore(event.output);
                return { ...restored, people: asked(restored.people ?? context.people) };
              }),
            },
          ],
          // No onError: the store answers null for anything it cannot read.
        },
      },
      ...(flow.regional
        ? {
            start: {
              always: [{ guard: 'hasRegion', target: 'loadingPrefs' }, { target: 'region' }],
            },
            region: {
              initial: 'loading',
              states: {
                loading: {
                  tags: 'loading',
                  invoke: {
                    id: 'loadRegions',
                    src: 'loadRegions',
                    onDone: {
                      target: 'choosing',
                      actions: assign({ regions: ({ event }) => event.output }),
                    },
                  },
                },
                choosing: {
                  on: {
                    'region.choose': {
                      target: '#' + flow.id + '.loadingPrefs',
                      actions: 'chooseRegion',
                    },
                  },
                },
              },
            },
          }
        : {}),
      loadingPrefs: {
        tags: 'loading',
        invoke: {
          id: 'loadPrefs',
          src: 'loadPrefs',
          input: ({ context }) => ({ kind: context.kind, regionId: context.regionId }),
          onDone: [
            ...steps.map((step) => ({
              guard: { type: 'restoredTo' as const, params: { step } },
              target: step,
              actions: ['storePrefs' as const, 'forgetRestoredStep' as const],
            })),
            { target: 'people', actions: 'storePrefs' },
          ],
        },
      },
      people: {
        tags: 'step',
        exit: stopChild(BIRTH_STAR_FINDER_ID),
        entry: stepEntry('people'),
        on: {
          'birthStar.find': {
            actions: [
              stopChild(BIRTH_STAR_FINDER_ID),
              spawnChild('birthStarFinder', {
                id: BIRTH_STAR_FINDER_ID,
                input: ({ event }) =>
                  (event as Extract<typeof event, { type: 'birthStar.find' }>).input,
              }),
            ],
          },
          'xstate.done.actor.birthStarFinder': { actions: 'takeBirthStar' },
          'person.add': { guard: 'canAddPerson', actions: ['addPerson', 'saveDraft'] },
          'person.remove': {
            guard: 'canRemovePerson',
            actions: ['removePerson', 'clearErrors', 'saveDraft'],
          },
          'person.update': { actions: ['updatePerson', 'saveDraft'] },
          ...nextFrom('people'),
          ...backFrom('people'),
          ...historyMoves,
          ...discard,
          ...regionChange,
        },
      },
      pujas: {
        tags: 'step',
        entry: ['chooseOnlyChoice', ...stepEntry('pujas')],
        on: {
          // A date or a prayer request, where the flow asks one (a session asks neither).
          ...(flow.choice.needsDate || flow.asks.prayerRequest
            ? { 'person.update': { actions: ['updatePerson', 'saveDraft'] } }
            : {}),
          'person.choose': { actions: ['choosePuja', 'saveDraft'] },
          ...nextFrom('pujas'),
          ...backFrom('pujas'),
          ...historyMoves,
          ...discard,
          ...regionChange,
        },
      },
      notes: {
        tags: 'step',
        entry: stepEntry('notes'),
        on: {
          'notes.update': { actions: ['updateNotes', 'saveDraft'] },
          ...nextFrom('notes'),
          ...backFrom('notes'),
          ...historyMoves,
          ...discard,
          ...regionChange,
        },
      },
      ...(flow.shipping
        ? {
            shipping: {
              tags: 'step',
              entry: stepEntry('shipping'),
              on: {
                'shipping.update': {
                  actions: ['updateShipping', 'followShipping', 'saveDraft'],
                },
                ...nextFrom('shipping'),
                ...backFrom('shipping'),
                ...historyMoves,
                ...discard,
                ...regionChange,
              },
            },
          }
        : {}),
      billing: {
        tags: 'step',
        entry: stepEntry('billing'),
        on: {
          'billing.update': { actions: ['updateBilling', 'saveDraft'] },
          ...(flow.shipping
            ? {
                'billing.sameAsShipping': { actions: ['setSameAsShipping', 'saveDraft'] },
              }
            : {}),
          ...nextFrom('billing'),
          ...backFrom('billing'),
          ...historyMoves,
          ...discard,
          ...regionChange,
        },
      },
      review: {
        tags: 'step',
        entry: ['leaveReviewMode', ...stepEntry('review')],
        on: {
          'wizard.edit': steps
            .filter((step) => step !== 'review')
            .map((step) => ({
              guard: ({ event }: { event: OrderWizardEvent }) =>
                event.type === 'wizard.edit' && event.step === step,
              target: step,
              actions: 'enterReviewMode',
            })),
          'wizard.next': [
            {
              guard: { type: 'stepValid', params: { step: 'review' } },
              target: 'payment',
              actions: 'clearErrors',
            },
            { actions: { type: 'showErrors', params: { step: 'review' } } },
          ],
          'wizard.back': { target: before('review') ?? 'billing' },
          ...historyMoves,
          ...discard,
          ...regionChange,
        },
      },
      payment: {
        tags: 'payment',
        entry: stepEntry('payment'),
        invoke: {
          id: 'payment',
          src: 'payment',
          input: ({ context }) => ({
            request: paymentRequestOf(flow, context),
            reference: context.orderNumber,
          }),
          onDone: [
            {
              guard: ({ event }) => event.output.status === 'PAID',
              target: 'confirmation',
              actions: assign(({ context, event }) =>
                event.output.status === 'PAID'
                  ? {
                      orderNumber: event.output.reference,
                      paidTotal:
                        event.output.receipt?.subject === 'order'
                          ? event.output.receipt.total
                          : orderTotalOf(context, flow),
                      paymentProblem: null,
                    }
                  : {},
              ),
            },
            {
              // Held for review: the server settles it and emails the visitor; never pay again.
              guard: ({ event }) => event.output.status === 'UNDER_REVIEW',
              target: 'awaitingConfirmation',
              actions: assign(({ event }) =>
                event.output.status === 'UNDER_REVIEW'
                  ? { orderNumber: event.output.reference, paymentProblem: reviewProblem() }
                  : {},
              ),
            },
            {
              // The server refused a field: the review shows it, with a link to its step.
              // The payment machine has finished, so no attempt is in flight any more.
              target: 'review',
              actions: assign(({ event }) => ({
                paymentSettled: true,
                ...(event.output.status === 'INVALID'
                  ? { paymentProblem: invalidProblem(event.output) }
                  : {}),
              })),
            },
          ],
        },
        on: {
          // A declined attempt's order number stays with the flow: the next attempt pays that order.
          'payment.progress': { actions: 'notePaymentProgress' },
          // The billing postal code fixed after a decline: the one billing field, sent with the next attempt.
          'billing.update': { actions: ['updateBilling', 'saveDraft', 'forwardPaymentRequest'] },
          // Leaving is refused while a payment is being made or confirmed.
          'history.go': historyMoves['history.go'].map((move) => ({
            ...move,
            guard: and([move.guard, 'paymentSettled']),
          })),
          'wizard.back': {
            guard: 'paymentSettled',
            target: 'review',
            actions: 'clearPaymentProblem',
          },
          'draft.discard': { ...discard['draft.discard'], guard: 'paymentSettled' },
        },
      },
      awaitingConfirmation: {
        tags: 'done',
        entry: 'clearSaved',
        invoke: {
          id: 'loadTemple',
          src: 'loadTemple',
          onDone: { actions: assign({ temple: ({ event }) => event.output }) },
        },

        on: { ...discard },
      },
      confirmation: {
        tags: 'done',
        entry: 'keepReceipt',
        invoke: {
          id: 'loadTemple',
          src: 'loadTemple',
          onDone: { actions: assign({ temple: ({ event }) => event.output }) },
        },

        on: { ...discard },
      },
    },
  });
}

export type OrderWizardMachine = ReturnType<typeof createOrderWizardMachine>;
