/**
 * The order machine's named pieces: the actor slots, the guards and the
 * actions its chart (machine.ts) refers to. Where the four flows differ, a
 * guard or an action finds the flow's rules from the context's `kind`
 * (flows.ts).
 */
import { assertEvent, assign, enqueueActions, sendTo, setup, stopChild } from 'xstate';
import { changeAddress } from '../../domain/address-rules';
import { BIRTH_STAR_FINDER_ID } from '../birth-star/machine';
import { eventValue, outputOf } from '../shared/invoked-actor';
import type { PaymentInput } from '../payment';
import { orderActors } from './actors';
import { onlyChoiceId } from './choices';
import { freshDraft, type OrderWizardContext, type OrderWizardInput } from './context';
import { draftOf, restored } from './draft';
import type { OrderMachineEvent } from './events';
import { askedOf, flowOf, flowRules } from './flows';
import { invalidProblem, reviewProblem } from './payment-problem';
import { addPerson, canAddPerson, canRemovePerson, removePerson, updatePerson } from './people';
import { billingFromShipping, regionChosen, withPujaChosen } from './updates';
import { prefilled, takesFamilyPrefill, withWantedDate } from './wanted-date';
import { flowSteps, orderTotalOf, postsPrasad } from './selectors';
import type { WizardStep } from './steps';
import { stepErrors, stepIsValid } from './validation';

// A snapshot's context never changes, and each render asks `can(...)`, which runs the
// step's checks (the order schema's among them): once per context and step is enough.
const checked = new WeakMap<OrderWizardContext, Map<WizardStep, boolean>>();

function isValid(context: OrderWizardContext, step: WizardStep): boolean {
  let byStep = checked.get(context);
  if (!byStep) checked.set(context, (byStep = new Map()));
  let valid = byStep.get(step);
  if (valid === undefined) {
    valid = stepIsValid(context, step, flowRules(flowOf(context)));
    byStep.set(step, valid);
  }
  return valid;
}

/** Whether the draft has this step (the prasad address only while prasad is posted). */
function hasStep(context: OrderWizardContext, step: WizardStep): boolean {
  return flowSteps(flowOf(context), context).includes(step);
}

/** Back and Forward: any earlier step, or a later one whose earlier steps are complete. */
function historyAllows(context: OrderWizardContext, wanted: string): boolean {
  const steps = flowSteps(flowOf(context), context);
  const at = steps.indexOf(wanted as WizardStep);
  return at >= 0 && steps.slice(0, at).every((earlier) => isValid(context, earlier));
}

/** What the payment machine is asked to pay: this flow's order as it stands. */
export function paymentInputOf(context: OrderWizardContext): PaymentInput {
  return {
    request: {
      subject: 'order',
      kind: context.kind,
      payload: flowOf(context).buildPayload(context),
    },
    reference: context.orderNumber,
  };
}

export const orderSetup = setup({
  types: {
    context: {} as OrderWizardContext,
    events: {} as OrderMachineEvent,
    input: {} as OrderWizardInput,
  },
  actors: orderActors,
  guards: {
    /** A regional flow opened without `?region=` and no region in its draft. */
    regionMissing: ({ context }) => flowOf(context).regional && context.regionId === null,
    regional: ({ context }) => flowOf(context).regional,
    /** The flow posts prasad: the devotee may decline it. */
    offersPrasad: ({ context }) => flowOf(context).shipping,
    /** The devotee declines prasad (rather than taking the offer back). */
    declines: ({ event }) => {
      assertEvent(event, 'prasad.decline');
      return event.declined;
    },
    /** Prasad is posted (offered, not declined): a shipping step, and billing may copy its address. */
    ships: ({ context }) => postsPrasad(flowOf(context), context),
    asksPrayerRequest: ({ context }) => flowOf(context).asks.prayerRequest,
    canAddPerson: ({ context }) => canAddPerson(context.people),
    takesFamilyPrefill: ({ context }) => takesFamilyPrefill(context),
    canRemovePerson: ({ context }) => canRemovePerson(context.people),
    /** The step's answers pass its checks (the server schema's among them), on the way forward. */
    continues: ({ context }, step: WizardStep) => isValid(context, step) && !context.returnToReview,
    /** The step shown, opened from the review's "Change", now complete: back to the review. */
    toReview: ({ context }) => isValid(context, context.lastStep) && context.returnToReview,
    returningToReview: ({ context }) => context.returnToReview,
    paymentSettled: ({ context }) => context.paymentSettled,
    /**
     * Browser Back or Forward onto a step's entry, when it may be shown, and
     * not while a payment is in flight or being confirmed (on a step none is).
     */
    mayGo: ({ context, event }) => {
      assertEvent(event, 'history.go');
      return historyAllows(context, event.step) && context.paymentSettled;
    },
    /** Back or Forward onto the step shown (`lastStep`: the step entered last, the one shown). */
    staysOnStep: ({ context, event }) => {
      assertEvent(event, 'history.go');
      return event.step === context.lastStep && historyAllows(context, event.step);
    },
    /** The review's "Change" link of one of the flow's steps. */
    edits: ({ context, event }) => {
      assertEvent(event, 'wizard.edit');
      return event.step !== 'review' && hasStep(context, event.step);
    },
    /** The step being opened (see `opening`). */
    aimsAt: ({ context }, step: WizardStep) => context.lastStep === step,
    /** A restored draft resumes on the step it was saved on (one of the flow's). */
    savedOnStep: ({ context }) =>
      context.restoredStep !== null && hasStep(context, context.restoredStep),
    /** A paid order's receipt, shown again unless "Order again" started a new draft. */
    savedReceipt: ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.loadDraft');
      return !context.seeded && event.output?.kind === 'receipt';
    },
    paid: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.payment');
      return event.output.status === 'PAID';
    },
    underReview: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.payment');
      return event.output.status === 'UNDER_REVIEW';
    },
  },
  actions: {
    /** The errors of the step shown. */
    showErrors: assign({
      errors: ({ context }) => stepErrors(context, context.lastStep, flowRules(flowOf(context))),
    }),
    clearErrors: assign({ errors: [] }),
    /** Off to another step: no errors shown, and no longer on the way back to the review. */
    leave: assign({ errors: [], returnToReview: false }),
    leaveReviewMode: assign({ returnToReview: false }),
    enterReviewMode: assign({ returnToReview: true, errors: [] }),
    /** Remembers the step (saved with the draft) and gives it a browser history entry. */
    enterStep: enqueueActions(({ enqueue, self }, step: WizardStep) => {
      enqueue.assign({ lastStep: step });
      if (self.getSnapshot()?.children?.stepHistory)
        enqueue.sendTo('stepHistory', { type: 'step', step });
    }),
    // The store and history actors are absent when a test starts from a resolved state.
    pushHistory: enqueueActions(({ enqueue, self }, step: string) => {
      if (self.getSnapshot()?.children?.stepHistory)
        enqueue.sendTo('stepHistory', { type: 'step', step });
    }),
    saveDraft: enqueueActions(({ context, enqueue, self }) => {
      if (self.getSnapshot()?.children?.draftStore)
        enqueue.sendTo('draftStore', { type: 'save', draft: draftOf(context) });
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
      if (self.getSnapshot()?.children?.draftStore) enqueue.sendTo('draftStore', { type: 'clear' });
    }),
    discardDraft: assign(() => freshDraft()),
    restoreReceipt: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadDraft');
      return restored(event.output);
    }),
    restoreDraft: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.loadDraft');
      // "Order again" keeps its people; the saved draft gives way (the new one replaces it).
      const draft = context.seeded ? { seeded: false } : restored(event.output);
      return { ...draft, people: askedOf(flowOf(context), draft.people ?? context.people) };
    }),
    /** The lists arrived for a restored draft: kept, and its step opened this once. */
    resume: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.loadPrefs');
      return {
        prefs: event.output,
        lastStep: context.restoredStep ?? 'people',
        restoredStep: null,
      };
    }),
    /** The step Back, Forward or the review's "Change" opens. */
    aimAtStep: assign({
      lastStep: ({ event }) => {
        assertEvent(event, ['history.go', 'wizard.edit']);
        return event.step as WizardStep;
      },
    }),
    storeRegions: assign({ regions: outputOf('loadRegions') }),
    storePrefs: assign({ prefs: outputOf('loadPrefs') }),
    storeTemple: assign({ temple: outputOf('loadTemple') }),
    chooseRegion: assign(({ context, event }) => {
      assertEvent(event, 'region.choose');
      return regionChosen(context, event.regionId, flowSteps(flowOf(context), context));
    }),
    addPerson: assign({ people: ({ context }) => addPerson(context.people) }),
    removePerson: assign({
      people: ({ context, event }) => {
        assertEvent(event, 'person.remove');
        return removePerson(context.people, event.index);
      },
    }),
    updatePerson: assign({
      people: ({ context, event }) => {
        assertEvent(event, 'person.update');
        return askedOf(flowOf(context), updatePerson(context.people, event.index, event.values));
      },
    }),
    /** A different puja drops the date chosen for the previous one. */
    choosePuja: assign({
      people: ({ context, event }) => {
        assertEvent(event, 'person.choose');
        return withPujaChosen(context.people, event.index, event.pujaId);
      },
    }),
    /** A reminder's link: the first person filled in, the day kept for their puja. */
    prefillPerson: assign(({ context, event }) => {
      assertEvent(event, 'family.prefill');
      return prefilled(context, event);
    }),
    /** The first person's puja chosen: the wanted day, or the nearest one it is offered. */
    takeWantedDate: assign(({ context, event }) => {
      assertEvent(event, 'person.choose');
      return withWantedDate(context, event.index);
    }),
    /** When one puja only is offered (a recommendation request today), it is chosen. */
    chooseOnlyChoice: assign({
      people: ({ context }) => {
        const only = onlyChoiceId(context, flowOf(context));
        return only === null || context.people.every((person) => person.pujaId === only)
          ? context.people
          : context.people.map((person) => ({ ...person, pujaId: only }));
      },
    }),
    /** The finder for one person's birth star, replacing any finder already open. */
    startFinder: enqueueActions(({ context, enqueue, event }) => {
      assertEvent(event, 'birthStar.find');
      enqueue.stopChild(BIRTH_STAR_FINDER_ID);
      enqueue.spawnChild('birthStarFinder', {
        id: BIRTH_STAR_FINDER_ID,
        input: { ...event.input, now: context.clock().getTime() },
      });
    }),
    stopFinder: stopChild(BIRTH_STAR_FINDER_ID),
    /** The finder's chosen star goes into that person's birth-star field. */
    takeBirthStar: assign({
      people: ({ context, event }) => {
        assertEvent(event, 'xstate.done.actor.birthStarFinder');
        const { index, star } = event.output;
        return star
          ? updatePerson(context.people, index, { birthStar: star.name })
          : context.people;
      },
    }),
    updateNotes: assign({ notes: eventValue('notes.update', 'value') }),
    /** Declined, no prasad address is asked: billing no longer copies it. */
    declinePrasad: assign(({ context, event }) => {
      assertEvent(event, 'prasad.decline');
      return {
        prasadDeclined: event.declined,
        billingSameAsShipping: event.declined ? false : context.billingSameAsShipping,
      };
    }),
    updateShipping: assign({
      shipping: ({ context, event }) => {
        assertEvent(event, 'shipping.update');
        return changeAddress(context.shipping, event.values, context.prefs.general);
      },
    }),
    updateBilling: assign({
      billing: ({ context, event }) => {
        assertEvent(event, 'billing.update');
        return changeAddress(context.billing, event.values, context.prefs.general);
      },
    }),
    setSameAsShipping: assign(({ context, event }) => {
      assertEvent(event, 'billing.sameAsShipping');
      return {
        billingSameAsShipping: event.value,
        billing: event.value
          ? billingFromShipping(context.shipping, context.billing)
          : context.billing,
      };
    }),
    /** Billing follows the prasad address while "same as the prasad address" is ticked. */
    followShipping: assign(({ context }) =>
      context.billingSameAsShipping
        ? { billing: billingFromShipping(context.shipping, context.billing) }
        : {},
    ),
    /** The payment machine's answer: paid, held for review, or the order's data refused. */
    recordPayment: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.payment');
      const { output } = event;
      switch (output.status) {
        case 'PAID':
          return {
            orderNumber: output.reference,
            paidTotal:
              output.receipt?.subject === 'order'
                ? output.receipt.total
                : orderTotalOf(context, flowOf(context)),
            paymentProblem: null,
          };
        case 'UNDER_REVIEW':
          return { orderNumber: output.reference, paymentProblem: reviewProblem() };
        case 'INVALID':
          // The payment machine has finished, so no attempt is in flight any more.
          return { paymentSettled: true, paymentProblem: invalidProblem(output) };
      }
    }),
    clearPaymentProblem: assign({ paymentProblem: null }),
    /** A declined attempt's order number stays with the flow: the next attempt pays that order. */
    notePaymentProgress: assign(({ context, event }) => {
      assertEvent(event, 'payment.progress');
      return { paymentSettled: event.settled, orderNumber: event.reference ?? context.orderNumber };
    }),
    /** The billing postal code fixed after a decline goes with the next attempt. */
    forwardPaymentRequest: sendTo('payment', ({ context }) => ({
      type: 'payment.request' as const,
      request: paymentInputOf(context).request,
    })),
  },
});
