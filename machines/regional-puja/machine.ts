/**
 * A puja performed at a regional event: the visitor picks a region (or
 * comes with `?region=`), chooses among its events, and prasad is shipped.
 *
 *   restoring → start → region → loadingPrefs → people → pujas → notes
 *   → shipping → billing → review → payment → confirmation | awaitingConfirmation
 *
 * A saved draft resumes on its step; a paid order's receipt goes straight to
 * the confirmation. Every step takes browser Back and Forward (`history.go`,
 * never past an incomplete step) and "Discard"; the review's "Change" links
 * open a step that returns to the review. "Change" beside the region, on
 * every step, goes back to the region step. The named guards, actions
 * and actors are the four order flows' (machines/order/setup.ts).
 */
import { initialContext } from '../order/context';
import { orderSetup, paymentInputOf } from '../order/setup';

export const regionalPujaMachine = orderSetup.createMachine({
  id: 'regionalPuja',
  context: ({ input }) => initialContext('regionalPuja', input),
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
            onDone: { target: 'choosing', actions: 'storeRegions' },
          },
        },
        choosing: {
          on: {
            'region.choose': { target: '#regionalPuja.loadingPrefs', actions: 'chooseRegion' },
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
          { guard: { type: 'savedOn', params: 'people' }, target: 'people', actions: 'resume' },
          { guard: { type: 'savedOn', params: 'pujas' }, target: 'pujas', actions: 'resume' },
          { guard: { type: 'savedOn', params: 'notes' }, target: 'notes', actions: 'resume' },
          { guard: { type: 'savedOn', params: 'shipping' }, target: 'shipping', actions: 'resume' },
          { guard: { type: 'savedOn', params: 'billing' }, target: 'billing', actions: 'resume' },
          { guard: { type: 'savedOn', params: 'review' }, target: 'review', actions: 'resume' },
          { target: 'people', actions: 'storePrefs' },
        ],
      },
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
        'wizard.next': [
          { guard: { type: 'toReview', params: 'people' }, target: 'review', actions: 'leave' },
          {
            guard: { type: 'complete', params: 'people' },
            target: 'pujas',
            actions: 'clearErrors',
          },
          { actions: { type: 'showErrors', params: 'people' } },
        ],
        'wizard.back': { guard: 'returningToReview', target: 'review', actions: 'leave' },
        'history.go': [
          { guard: { type: 'mayGo', params: 'people' }, target: 'people', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'pujas' }, target: 'pujas', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'notes' }, target: 'notes', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'shipping' }, target: 'shipping', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'billing' }, target: 'billing', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'review' }, target: 'review', actions: 'leave' },
        ],
        'draft.discard': { target: 'people', actions: ['clearSaved', 'discardDraft'] },
        'region.change': { target: 'region', actions: 'leave' },
      },
    },
    pujas: {
      tags: 'step',
      entry: ['chooseOnlyChoice', { type: 'enterStep', params: 'pujas' }, 'saveDraft'],
      on: {
        // The prayer request.
        'person.update': { actions: ['updatePerson', 'saveDraft'] },
        'person.choose': { actions: ['choosePuja', 'saveDraft'] },
        'wizard.next': [
          { guard: { type: 'toReview', params: 'pujas' }, target: 'review', actions: 'leave' },
          { guard: { type: 'complete', params: 'pujas' }, target: 'notes', actions: 'clearErrors' },
          { actions: { type: 'showErrors', params: 'pujas' } },
        ],
        'wizard.back': [
          { guard: 'returningToReview', target: 'review', actions: 'leave' },
          { target: 'people', actions: 'clearErrors' },
        ],
        'history.go': [
          { guard: { type: 'mayGo', params: 'people' }, target: 'people', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'pujas' }, target: 'pujas', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'notes' }, target: 'notes', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'shipping' }, target: 'shipping', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'billing' }, target: 'billing', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'review' }, target: 'review', actions: 'leave' },
        ],
        'draft.discard': { target: 'people', actions: ['clearSaved', 'discardDraft'] },
        'region.change': { target: 'region', actions: 'leave' },
      },
    },
    notes: {
      tags: 'step',
      entry: [{ type: 'enterStep', params: 'notes' }, 'saveDraft'],
      on: {
        'notes.update': { actions: ['updateNotes', 'saveDraft'] },
        'wizard.next': [
          { guard: { type: 'toReview', params: 'notes' }, target: 'review', actions: 'leave' },
          {
            guard: { type: 'complete', params: 'notes' },
            target: 'shipping',
            actions: 'clearErrors',
          },
          { actions: { type: 'showErrors', params: 'notes' } },
        ],
        'wizard.back': [
          { guard: 'returningToReview', target: 'review', actions: 'leave' },
          { target: 'pujas', actions: 'clearErrors' },
        ],
        'history.go': [
          { guard: { type: 'mayGo', params: 'people' }, target: 'people', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'pujas' }, target: 'pujas', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'notes' }, target: 'notes', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'shipping' }, target: 'shipping', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'billing' }, target: 'billing', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'review' }, target: 'review', actions: 'leave' },
        ],
        'draft.discard': { target: 'people', actions: ['clearSaved', 'discardDraft'] },
        'region.change': { target: 'region', actions: 'leave' },
      },
    },
    shipping: {
      tags: 'step',
      entry: [{ type: 'enterStep', params: 'shipping' }, 'saveDraft'],
      on: {
        'shipping.update': { actions: ['updateShipping', 'followShipping', 'saveDraft'] },
        'wizard.next': [
          { guard: { type: 'toReview', params: 'shipping' }, target: 'review', actions: 'leave' },
          {
            guard: { type: 'complete', params: 'shipping' },
            target: 'billing',
            actions: 'clearErrors',
          },
          { actions: { type: 'showErrors', params: 'shipping' } },
        ],
        'wizard.back': [
          { guard: 'returningToReview', target: 'review', actions: 'leave' },
          { target: 'notes', actions: 'clearErrors' },
        ],
        'history.go': [
          { guard: { type: 'mayGo', params: 'people' }, target: 'people', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'pujas' }, target: 'pujas', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'notes' }, target: 'notes', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'shipping' }, target: 'shipping', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'billing' }, target: 'billing', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'review' }, target: 'review', actions: 'leave' },
        ],
        'draft.discard': { target: 'people', actions: ['clearSaved', 'discardDraft'] },
        'region.change': { target: 'region', actions: 'leave' },
      },
    },
    billing: {
      tags: 'step',
      entry: [{ type: 'enterStep', params: 'billing' }, 'saveDraft'],
      on: {
        'billing.update': { actions: ['updateBilling', 'saveDraft'] },
        'billing.sameAsShipping': { actions: ['setSameAsShipping', 'saveDraft'] },
        'wizard.next': [
          { guard: { type: 'toReview', params: 'billing' }, target: 'review', actions: 'leave' },
          {
            guard: { type: 'complete', params: 'billing' },
            target: 'review',
            actions: 'clearErrors',
          },
          { actions: { type: 'showErrors', params: 'billing' } },
        ],
        'wizard.back': [
          { guard: 'returningToReview', target: 'review', actions: 'leave' },
          { target: 'shipping', actions: 'clearErrors' },
        ],
        'history.go': [
          { guard: { type: 'mayGo', params: 'people' }, target: 'people', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'pujas' }, target: 'pujas', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'notes' }, target: 'notes', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'shipping' }, target: 'shipping', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'billing' }, target: 'billing', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'review' }, target: 'review', actions: 'leave' },
        ],
        'draft.discard': { target: 'people', actions: ['clearSaved', 'discardDraft'] },
        'region.change': { target: 'region', actions: 'leave' },
      },
    },
    review: {
      tags: 'step',
      entry: ['leaveReviewMode', { type: 'enterStep', params: 'review' }, 'saveDraft'],
      on: {
        'wizard.edit': [
          {
            guard: { type: 'edits', params: 'people' },
            target: 'people',
            actions: 'enterReviewMode',
          },
          {
            guard: { type: 'edits', params: 'pujas' },
            target: 'pujas',
            actions: 'enterReviewMode',
          },
          {
            guard: { type: 'edits', params: 'notes' },
            target: 'notes',
            actions: 'enterReviewMode',
          },
          {
            guard: { type: 'edits', params: 'shipping' },
            target: 'shipping',
            actions: 'enterReviewMode',
          },
          {
            guard: { type: 'edits', params: 'billing' },
            target: 'billing',
            actions: 'enterReviewMode',
          },
        ],
        'wizard.next': [
          {
            guard: { type: 'complete', params: 'review' },
            target: 'payment',
            actions: 'clearErrors',
          },
          { actions: { type: 'showErrors', params: 'review' } },
        ],
        'wizard.back': { target: 'billing' },
        'history.go': [
          { guard: { type: 'mayGo', params: 'people' }, target: 'people', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'pujas' }, target: 'pujas', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'notes' }, target: 'notes', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'shipping' }, target: 'shipping', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'billing' }, target: 'billing', actions: 'leave' },
          { guard: { type: 'mayGo', params: 'review' }, target: 'review', actions: 'leave' },
        ],
        'draft.discard': { target: 'people', actions: ['clearSaved', 'discardDraft'] },
        'region.change': { target: 'region', actions: 'leave' },
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
          { guard: 'paid', target: 'confirmation', actions: 'recordPayment' },
          // Held for review: the server settles it and emails the visitor; never pay again.
          { guard: 'underReview', target: 'awaitingConfirmation', actions: 'recordPayment' },
          // The server refused a field: the review shows it, with a link to its step.
          { target: 'review', actions: 'recordPayment' },
        ],
      },
      on: {
        'payment.progress': { actions: 'notePaymentProgress' },
        // The billing postal code, the one field asked again after a decline.
        'billing.update': { actions: ['updateBilling', 'saveDraft', 'forwardPaymentRequest'] },
        // Leaving is refused while a payment is being made or confirmed.
        'history.go': [
          { guard: { type: 'mayReturn', params: 'people' }, target: 'people', actions: 'leave' },
          { guard: { type: 'mayReturn', params: 'pujas' }, target: 'pujas', actions: 'leave' },
          { guard: { type: 'mayReturn', params: 'notes' }, target: 'notes', actions: 'leave' },
          {
            guard: { type: 'mayReturn', params: 'shipping' },
            target: 'shipping',
            actions: 'leave',
          },
          { guard: { type: 'mayReturn', params: 'billing' }, target: 'billing', actions: 'leave' },
          { guard: { type: 'mayReturn', params: 'review' }, target: 'review', actions: 'leave' },
        ],
        'wizard.back': {
          guard: 'paymentSettled',
          target: 'review',
          actions: 'clearPaymentProblem',
        },
        'draft.discard': {
          guard: 'paymentSettled',
          target: 'people',
          actions: ['clearSaved', 'discardDraft'],
        },
      },
    },
    awaitingConfirmation: {
      tags: 'done',
      entry: 'clearSaved',
      invoke: { id: 'loadTemple', src: 'loadTemple', onDone: { actions: 'storeTemple' } },
      on: { 'draft.discard': { target: 'people', actions: ['clearSaved', 'discardDraft'] } },
    },
    confirmation: {
      tags: 'done',
      entry: 'keepReceipt',
      invoke: { id: 'loadTemple', src: 'loadTemple', onDone: { actions: 'storeTemple' } },
      on: { 'draft.discard': { target: 'people', actions: ['clearSaved', 'discardDraft'] } },
    },
  },
});
