/**
 * Builds one order flow's machine from the shared pieces: preference loading
 * (and, for regional flows, the region), people and their pujas, notes, the
 * prasad address, billing, the review, payment through Accept.js and the
 * idempotent submission, then the confirmation. No React, fetch or DOM:
 * the side effects are the actor slots of `orderActors`.
 */
import { and, assign, setup, spawnChild, stopChild } from 'xstate';
import { BIRTH_STAR_FINDER_ID } from '../birth-star/machine';
import type { OrderKind } from '../../src/domain/constants';
import { emptyAddress, emptyPerson } from '../../src/domain/order-draft';
import { encodePaymentDetails, withPaymentDetails } from '../../src/domain/order-builders';
import type { AnyOrderPayload } from '../../src/domain/order-payload';
import { orderActors } from './actors';
import {
  type OrderWizardContext,
  type OrderWizardEvent,
  type OrderWizardInput,
  type WizardStep,
} from './context';
import {
  cardProblem,
  declinedProblem,
  invalidProblem,
  newIdempotencyKey,
  submitProblem,
  unknownProblem,
} from './payment';
import { addPerson, canAddPerson, canRemovePerson, removePerson, updatePerson } from './people';
import { EMPTY_PREFS } from './prefs';
import { flowSteps } from './selectors';
import { stepErrors, type ChoiceRules, type StepRules } from './validation';

export interface OrderFlow {
  /** The machine id, e.g. 'pujaOrder'. */
  id: string;
  kind: OrderKind;
  /** Regional flows pick a region and choose among its events. */
  regional: boolean;
  /** Whether prasad is shipped (a shipping step). */
  shipping: boolean;
  choice: ChoiceRules;
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
    idempotencyKey: newIdempotencyKey(),
    opaqueData: null,
    paymentProblem: null,
    orderNumber: null,
    paidTotal: null,
  } satisfies Partial<OrderWizardContext>;
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

export function createOrderWizardMachine(flow: OrderFlow) {
  const steps = flowSteps(flow);
  const after = (step: WizardStep): WizardStep => steps[steps.indexOf(step) + 1] ?? 'review';
  const before = (step: WizardStep): WizardStep | undefined => steps[steps.indexOf(step) - 1];
  const rules = flowRules(flow);
  const errorsOf = (context: OrderWizardContext, step: WizardStep) =>
    stepErrors(context, step, rules);

  const machineSetup = setup({
    types: {
      context: {} as OrderWizardContext,
      events: {} as OrderWizardEvent,
      input: {} as OrderWizardInput,
    },
    actors: orderActors,
    guards: {
      hasRegion: ({ context }) => context.regionId !== null,
      canAddPerson: ({ context }) => canAddPerson(context.people),
      canRemovePerson: ({ context }) => canRemovePerson(context.people),
      stepValid: ({ context }, params: { step: WizardStep }) =>
        errorsOf(context, params.step).length === 0,
      returningToReview: ({ context }) => context.returnToReview,
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
            ? updatePerson(context.people, event.index, event.values)
            : context.people,
      }),
      updateNotes: assign({
        notes: ({ context, event }) =>
          event.type === 'notes.update' ? event.value : context.notes,
      }),
      updateShipping: assign({
        shipping: ({ context, event }) =>
          event.type === 'shipping.update'
            ? { ...context.shipping, ...event.values }
            : context.shipping,
      }),
      updateBilling: assign({
        billing: ({ context, event }) =>
          event.type === 'billing.update'
            ? { ...context.billing, ...event.values }
            : context.billing,
      }),
      chooseRegion: assign({
        regionId: ({ context, event }) =>
          event.type === 'region.choose' ? event.regionId : context.regionId,
      }),
      discardDraft: assign(() => freshDraft()),
      clearPaymentProblem: assign({ paymentProblem: null }),
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
    'draft.discard': { target: `#${flow.id}.people`, actions: 'discardDraft' },
  } as const;

  return machineSetup.createMachine({
    id: flow.id,
    context: ({ input }) => ({
      kind: flow.kind,
      regionId: input.regionId ?? null,
      regions: [],
      prefs: EMPTY_PREFS,
      loadedAt: input.now ?? Date.now(),
      ...freshDraft(),
    }),
    initial: flow.regional ? 'start' : 'loadingPrefs',
    states: {
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
          onDone: {
            target: 'people',
            actions: assign({
              prefs: ({ event }) => event.output,
              loadedAt: ({ context }) => context.loadedAt,
            }),
          },
        },
      },
      people: {
        tags: 'step',
        exit: stopChild(BIRTH_STAR_FINDER_ID),
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
          'person.add': { guard: 'canAddPerson', actions: 'addPerson' },
          'person.remove': { guard: 'canRemovePerson', actions: ['removePerson', 'clearErrors'] },
          'person.update': { actions: 'updatePerson' },
          ...nextFrom('people'),
          ...backFrom('people'),
          ...discard,
        },
      },
      pujas: {
        tags: 'step',
        on: {
          'person.update': { actions: 'updatePerson' },
          ...nextFrom('pujas'),
          ...backFrom('pujas'),
          ...discard,
        },
      },
      notes: {
        tags: 'step',
        on: {
          'notes.update': { actions: 'updateNotes' },
          ...nextFrom('notes'),
          ...backFrom('notes'),
          ...discard,
        },
      },
      ...(flow.shipping
        ? {
            shipping: {
              tags: 'step',
              on: {
                'shipping.update': { actions: 'updateShipping' },
                ...nextFrom('shipping'),
                ...backFrom('shipping'),
                ...discard,
              },
            },
          }
        : {}),
      billing: {
        tags: 'step',
        on: {
          'billing.update': { actions: 'updateBilling' },
          ...nextFrom('billing'),
          ...backFrom('billing'),
          ...discard,
        },
      },
      review: {
        tags: 'step',
        entry: 'leaveReviewMode',
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
          ...discard,
        },
      },
      payment: {
        tags: 'payment',
        on: {
          'payment.submit': { target: 'tokenizing', actions: 'clearPaymentProblem' },
          'wizard.back': { target: 'review', actions: 'clearPaymentProblem' },
          ...discard,
        },
      },
      tokenizing: {
        tags: ['payment', 'busy'],
        invoke: {
          id: 'tokenizeCard',
          src: 'tokenizeCard',
          onDone: {
            target: 'submitting',
            actions: assign({ opaqueData: ({ event }) => event.output }),
          },
          onError: {
            target: 'payment',
            actions: assign({ paymentProblem: ({ event }) => cardProblem(event.error) }),
          },
        },
      },
      submitting: {
        tags: ['payment', 'busy'],
        invoke: {
          id: 'submitOrder',
          src: 'submitOrder',
          input: ({ context }) => ({
            kind: context.kind,
            idempotencyKey: context.idempotencyKey,
            payload: {
              ...withPaymentDetails(
                flow.buildPayload(context),
                context.opaqueData ? encodePaymentDetails(context.opaqueData) : '',
              ),
              // After a decline the next card pays the same order (a new attempt, a new key).
              ...(context.orderNumber ? { orderNumber: context.orderNumber } : {}),
            },
          }),
          onDone: [
            {
              guard: ({ event }) => event.output.status === 'PAID',
              target: 'confirmation',
              actions: assign(({ event }) =>
                event.output.status === 'PAID'
                  ? {
                      orderNumber: event.output.orderNumber,
                      paidTotal: event.output.total,
                      opaqueData: null,
                      paymentProblem: null,
                    }
                  : {},
              ),
            },
            {
              // A declined card: nothing was charged; the next card is a new attempt.
              guard: ({ event }) => event.output.status === 'DECLINED',
              target: 'payment',
              actions: assign(({ event }) =>
                event.output.status === 'DECLINED'
                  ? {
                      orderNumber: event.output.orderNumber,
                      paymentProblem: declinedProblem(event.output),
                      opaqueData: null,
                      idempotencyKey: newIdempotencyKey(),
                    }
                  : {},
              ),
            },
            {
              // The server settles this payment itself: paying again could charge twice.
              guard: ({ event }) => event.output.status === 'UNKNOWN',
              target: 'awaitingConfirmation',
              actions: assign(({ event }) =>
                event.output.status === 'UNKNOWN'
                  ? {
                      orderNumber: event.output.orderNumber,
                      paymentProblem: unknownProblem(event.output),
                      opaqueData: null,
                    }
                  : {},
              ),
            },
            {
              target: 'review',
              actions: assign(({ event }) =>
                event.output.status === 'INVALID'
                  ? {
                      paymentProblem: invalidProblem(event.output),
                      opaqueData: null,
                      idempotencyKey: newIdempotencyKey(),
                    }
                  : {},
              ),
            },
          ],
          onError: {
            target: 'submitFailed',
            actions: assign({ paymentProblem: ({ event }) => submitProblem(event.error) }),
          },
        },
      },
      submitFailed: {
        tags: 'payment',
        on: {
          // Same key and same token: the server answers a repeat without charging twice.
          'payment.retry': { target: 'submitting', actions: 'clearPaymentProblem' },
        },
      },
      awaitingConfirmation: {
        tags: 'done',
        on: { ...discard },
      },
      confirmation: {
        tags: 'done',
        on: { ...discard },
      },
    },
  });
}

export type OrderWizardMachine = ReturnType<typeof createOrderWizardMachine>;
