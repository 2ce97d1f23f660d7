/**
 * The four order flows' one chart: pujas, a puja recommendation, a puja at a
 * regional event, an astrology session at a regional event. The flow comes
 * with the input (`kind`); where flows differ the chart asks a guard:
 * `regionMissing`/`regional` (the region step), `offersPrasad` (the choice to
 * decline it), `ships` (the prasad address, while prasad is posted),
 * `asksPrayerRequest` (the request beside a choice).
 *
 *   restoring → start → region? → loadingPrefs
 *   → ordering.steps: people → pujas → notes → shipping? → billing → review
 *   → ordering.payment → confirmation | awaitingConfirmation
 *
 * A saved draft resumes on its step; a paid order's receipt goes straight to
 * the confirmation. What every step takes is written once on its parent:
 * browser Back and Forward (`history.go`, never past an incomplete step nor
 * while a payment is in flight), "Discard", and the region's "Change". The
 * review's "Change" links open a step that returns to the review. The named
 * guards, actions and actors are in setup.ts.
 */
import { and, not } from 'xstate';
import { initialContext } from './context';
import { orderSetup, paymentInputOf } from './setup';

export const orderMachine = orderSetup.createMachine({
  id: 'order',
  context: ({ input }) => initialContext(input),
  invoke: [
    { id: 'draftStore', src: 'draftStore', input: ({ context }) => ({ key: context.draftKey }) },
    { id: 'stepHistory', src: 'stepHistory' },
  ],
  initial: 'restoring',
  states: {
    restoring: {
      tags: 'loading',
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ key: context.draftKey }),
        onDone: [
          { guard: 'savedReceipt', target: 'confirmation', actions: 'restoreReceipt' },
          { target: 'start', actions: 'restoreDraft' },
        ],
      },
    },
    start: {
      always: [{ guard: 'regionMissing', target: 'region' }, { target: 'loadingPrefs' }],
    },
    region: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            id: 'loadRegions',
            src: 'loadRegions',
            onDone: { target: 'choosing', actions: 'storeRegions' },
          },
        },
        choosing: {
          on: {
            'region.choose': { target: '#order.loadingPrefs', actions: 'chooseRegion' },
          },
        },
      },
    },
    loadingPrefs: {
      tags: 'loading',
      invoke: {
        id: 'loadPrefs',
        src: 'loadPrefs',
        input: ({ context }) => ({ kind: context.kind, regionId: context.regionId }),
        onDone: [
          { guard: 'savedOnStep', target: 'ordering.steps.opening', actions: 'resume' },
          { target: 'ordering.steps.people', actions: 'storePrefs' },
        ],
      },
    },
    // The steps and the payment: Back, Forward and Discard, refused while a payment is in flight.
    ordering: {
      initial: 'steps',
      on: {
        'history.go': {
          guard: 'mayGo',
          target: '.steps.opening',
          actions: ['leave', 'aimAtStep'],
        },
        'draft.discard': {
          guard: 'paymentSettled',
          target: '.steps.people',
          actions: ['clearSaved', 'discardDraft'],
        },
      },
      states: {
        steps: {
          initial: 'people',
          on: {
            // Back or Forward onto the step shown: it stays, without a new history entry.
            'history.go': { guard: 'staysOnStep', actions: 'leave' },
            // A step opened by the review's "Change" returns to it, once complete.
            'wizard.next': [
              { guard: 'toReview', target: '.review', actions: 'leave' },
              { actions: 'showErrors' },
            ],
            'wizard.back': { guard: 'returningToReview', target: '.review', actions: 'leave' },
            'region.change': { guard: 'regional', target: '#order.region', actions: 'leave' },
          },
          states: {
            // Where Back and Forward, the review's "Change" and a restored draft go: the step
            // they aim at (`lastStep`, which the step's entry then keeps).
            opening: {
              always: [
                { guard: { type: 'aimsAt', params: 'people' }, target: 'people' },
                { guard: { type: 'aimsAt', params: 'pujas' }, target: 'pujas' },
                { guard: { type: 'aimsAt', params: 'notes' }, target: 'notes' },
                { guard: { type: 'aimsAt', params: 'shipping' }, target: 'shipping' },
                { guard: { type: 'aimsAt', params: 'billing' }, target: 'billing' },
                { target: 'review' },
              ],
            },
            people: {
              tags: 'step',
              entry: [{ type: 'enterStep', params: 'people' }, 'saveDraft'],
              exit: 'stopFinder',
              on: {
                'birthStar.find': { actions: 'startFinder' },
                'xstate.done.actor.birthStarFinder': { actions: 'takeBirthStar' },
                'person.add': { guard: 'canAddPerson', actions: ['addPerson', 'saveDraft'] },
                'person.remove': {
                  guard: 'canRemovePerson',
                  actions: ['removePerson', 'clearErrors', 'saveDraft'],
                },
                'person.update': { actions: ['updatePerson', 'saveDraft'] },
                'family.prefill': {
                  guard: 'takesFamilyPrefill',
                  actions: ['prefillPerson', 'saveDraft'],
                },
                'wizard.next': {
                  guard: { type: 'continues', params: 'people' },
                  target: 'pujas',
                  actions: 'clearErrors',
                },
                // Already on the first step: a fresh draft, the step stays open.
                'draft.discard': { actions: ['clearSaved', 'discardDraft'] },
              },
            },
            pujas: {
              tags: 'step',
              entry: ['chooseOnlyChoice', { type: 'enterStep', params: 'pujas' }, 'saveDraft'],
              on: {
                // The date and the prayer request (a face-to-face session asks neither).
                'person.update': {
                  guard: 'asksPrayerRequest',
                  actions: ['updatePerson', 'saveDraft'],
                },
                'person.choose': { actions: ['choosePuja', 'takeWantedDate', 'saveDraft'] },
                'wizard.next': {
                  guard: { type: 'continues', params: 'pujas' },
                  target: 'notes',
                  actions: 'clearErrors',
                },
                'wizard.back': {
                  guard: not('returningToReview'),
                  target: 'people',
                  actions: 'clearErrors',
                },
              },
            },
            notes: {
              tags: 'step',
              entry: [{ type: 'enterStep', params: 'notes' }, 'saveDraft'],
              on: {
                'notes.update': { actions: ['updateNotes', 'saveDraft'] },
                // Asked before the address step, in the flows that post prasad.
                'prasad.decline': {
                  guard: 'offersPrasad',
                  actions: ['declinePrasad', 'saveDraft'],
                },
                'wizard.next': [
                  {
                    guard: and([{ type: 'continues', params: 'notes' as const }, 'ships']),
                    target: 'shipping',
                    actions: 'clearErrors',
                  },
                  {
                    guard: { type: 'continues', params: 'notes' },
                    target: 'billing',
                    actions: 'clearErrors',
                  },
                ],
                'wizard.back': {
                  guard: not('returningToReview'),
                  target: 'pujas',
                  actions: 'clearErrors',
                },
              },
            },
            shipping: {
              tags: 'step',
              entry: [{ type: 'enterStep', params: 'shipping' }, 'saveDraft'],
              on: {
                'shipping.update': { actions: ['updateShipping', 'followShipping', 'saveDraft'] },
                // An address where prasad is not posted: the devotee may decline it here.
                'prasad.decline': {
                  guard: 'declines',
                  target: 'billing',
                  actions: ['declinePrasad', 'clearErrors', 'saveDraft'],
                },
                'wizard.next': {
                  guard: { type: 'continues', params: 'shipping' },
                  target: 'billing',
                  actions: 'clearErrors',
                },
                'wizard.back': {
                  guard: not('returningToReview'),
                  target: 'notes',
                  actions: 'clearErrors',
                },
              },
            },
            billing: {
              tags: 'step',
              entry: [{ type: 'enterStep', params: 'billing' }, 'saveDraft'],
              on: {
                'billing.update': { actions: ['updateBilling', 'saveDraft'] },
                'billing.sameAsShipping': {
                  guard: 'ships',
                  actions: ['setSameAsShipping', 'saveDraft'],
                },
                'wizard.next': {
                  guard: { type: 'continues', params: 'billing' },
                  target: 'review',
                  actions: 'clearErrors',
                },
                'wizard.back': [
                  {
                    guard: and([not('returningToReview'), 'ships']),
                    target: 'shipping',
                    actions: 'clearErrors',
                  },
                  { guard: not('returningToReview'), target: 'notes', actions: 'clearErrors' },
                ],
              },
            },
            review: {
              tags: 'step',
              entry: ['leaveReviewMode', { type: 'enterStep', params: 'review' }, 'saveDraft'],
              on: {
                'wizard.edit': {
                  guard: 'edits',
                  target: 'opening',
                  actions: ['enterReviewMode', 'aimAtStep'],
                },
                'wizard.next': {
                  guard: { type: 'continues', params: 'review' },
                  target: '#order.ordering.payment',
                  actions: 'clearErrors',
                },
                'wizard.back': { target: 'billing' },
              },
            },
          },
        },
        payment: {
          tags: 'payment',
          entry: [{ type: 'pushHistory', params: 'payment' }, 'saveDraft'],
          invoke: {
            id: 'payment',
            src: 'payment',
            input: ({ context }) => paymentInputOf(context),
            onDone: [
              { guard: 'paid', target: '#order.confirmation', actions: 'recordPayment' },
              // Held for review: the server settles it and emails the visitor; never pay again.
              {
                guard: 'underReview',
                target: '#order.awaitingConfirmation',
                actions: 'recordPayment',
              },
              // The server refused a field: the review shows it, with a link to its step.
              { target: 'steps.review', actions: 'recordPayment' },
            ],
          },
          on: {
            'payment.progress': { actions: 'notePaymentProgress' },
            // The billing postal code, the one field asked again after a decline.
            'billing.update': {
              actions: ['updateBilling', 'saveDraft', 'forwardPaymentRequest'],
            },
            'wizard.back': {
              guard: 'paymentSettled',
              target: 'steps.review',
              actions: 'clearPaymentProblem',
            },
          },
        },
      },
    },
    awaitingConfirmation: {
      tags: 'done',
      entry: 'clearSaved',
      invoke: { id: 'loadTemple', src: 'loadTemple', onDone: { actions: 'storeTemple' } },
      on: {
        'draft.discard': {
          target: '#order.ordering.steps.people',
          actions: ['clearSaved', 'discardDraft'],
        },
      },
    },
    confirmation: {
      tags: 'done',
      entry: 'keepReceipt',
      invoke: { id: 'loadTemple', src: 'loadTemple', onDone: { actions: 'storeTemple' } },
      on: {
        'draft.discard': {
          target: '#order.ordering.steps.people',
          actions: ['clearSaved', 'discardDraft'],
        },
      },
    },
  },
});
