/**
 * What the flows' view-level model tests do on a page, shared by the booking
 * and the order flows: find a button by its name, fill a field, AcceptUI's
 * answer, browser Back/Forward, and the two children a flow runs for real
 * (the payment machine, the birth-star finder) driven through their own pages.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, EventObject, InspectionEvent } from 'xstate';
import { BIRTH_STAR_FINDER_ID, birthStarFinderMachine } from '../../../../machines/birth-star';
import { HOSTED_FORM_HANDLER, paymentMachine } from '../../../../machines/payment';
import {
  isOutcomeEvent,
  type Outcome,
  type OutcomeEvent,
} from '../../../../machines/test-support/model-harness';
import { browserStepHistory } from '../../../api/step-history';
import type { AcceptResponse } from '../../../../domain/accept-js';
import { birthStarSpec } from '../../../../machines/birth-star/test-support/birth-star-model';
import { deferredActors } from './deferred-actors';

type Deferred = ReturnType<typeof deferredActors>;

export const HOSTED_FORM_KEYS = { apiLoginID: 'sandbox-login', clientKey: 'sandbox-client-key' };
const TOKEN = { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'nonce-1' };
export const OPEN_FINDER = /^Don’t know it\? Find it from the birth details$/;

/** A deferred actor's answer, as the model's outcome event. */
export const answer = (src: string, outcome: Outcome) =>
  ({ type: 'answer', src, outcome }) as OutcomeEvent;

export const text = (pattern: RegExp) => screen.queryByText(pattern) !== null;

/**
 * A button by its accessible name (its aria-label or its text): a plain DOM
 * look-up, as role queries over a page's many buttons take most of a step.
 */
export function buttonNamed(name: string | RegExp): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((button) => {
    const label = (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
    return typeof name === 'string' ? label === name : name.test(label);
  });
  if (!found) throw new Error(`No button named ${String(name)}`);
  return found;
}

/**
 * Sends a machine event the way the page does: by clicking the button named
 * for its type. An event with no button is one the page cannot send.
 */
export function clickFor(buttons: Readonly<Record<string, string | RegExp>>) {
  return (event: EventObject, user: UserEvent): Promise<void> => {
    const name = buttons[event.type];
    if (name === undefined) throw new Error(`The page has no way to send ${event.type}`);
    return user.click(buttonNamed(name));
  };
}

/** Replaces a field's text the way a person does: clear it, paste the new text. */
export async function replace(user: UserEvent, label: RegExp, value: string) {
  // Found once it shows (a postal code field appears with a decline).
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  await user.paste(value);
}

/**
 * Fills a field by its id with one change (typing is not what these tests are
 * about); a field that already holds the value is emptied first, so the page
 * sends the change as the model's step does.
 */
export function fill(id: string, value: string) {
  const field = document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null;
  if (!field) throw new Error(`No field #${id}`);
  if (field.value === value) fireEvent.change(field, { target: { value: '' } });
  fireEvent.change(field, { target: { value } });
}

/** Browser Back or Forward onto a wizard step's history entry. */
export function historyGoesTo(step: string) {
  act(() => {
    window.dispatchEvent(new PopStateEvent('popstate', { state: { wizardStep: step } }));
  });
}

/** AcceptUI's token, given through the handler the page registered. */
export function hostedFormGivesToken() {
  const handler = (window as unknown as Record<string, (r: AcceptResponse) => void>)[
    HOSTED_FORM_HANDLER
  ];
  if (!handler) throw new Error('The page registered no response handler');
  act(() =>
    handler({
      opaqueData: TOKEN,
      messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] },
    }),
  );
}

/**
 * The flow's payment machine (invoked as `payment`), driven through its page:
 * the hosted form's keys, the pay button and AcceptUI's token, the server's
 * answers from `pay` (the deferred `loadHostedForm`, `submitPayment`).
 */
export function paymentChild(root: () => AnyActorRef, pay: Deferred, declined: unknown) {
  /** The running payment machine, its hosted-form keys loaded. */
  async function payment(): Promise<AnyActorRef> {
    const child = () =>
      (root().getSnapshot() as AnyMachineSnapshot).children.payment as AnyActorRef | undefined;
    await waitFor(() => expect(child()).toBeDefined());
    if (child()!.getSnapshot().matches('loading')) {
      await pay.settle(answer('loadHostedForm', { label: 'keys', output: HOSTED_FORM_KEYS }));
      await waitFor(() => expect(child()!.getSnapshot().matches('loading')).toBe(false));
    }
    return child()!;
  }
  /** The person pays from the page's button and AcceptUI gives a token: an attempt starts. */
  async function attempt(user: UserEvent, actor: AnyActorRef) {
    if (actor.getSnapshot().matches('submitting')) return;
    await user.click(buttonNamed(/^Pay (again )?by card$/));
    hostedFormGivesToken();
    await waitFor(() => expect(actor.getSnapshot().matches('submitting')).toBe(true));
  }
  const decline = () =>
    pay.settle(answer('submitPayment', { label: 'declined', output: declined }));
  return {
    /** The server's answer to the attempt in flight (one made first when none is). */
    async answers(user: UserEvent, output: unknown) {
      const actor = await payment();
      await attempt(user, actor);
      await pay.settle(answer('submitPayment', { label: 'answer', output }));
    },
    /** An attempt starts (not settled), or the one in flight is declined (settled). */
    async progress(user: UserEvent, settled: boolean) {
      const actor = await payment();
      if (!settled) return attempt(user, actor);
      return decline();
    },
    /** The billing postal code after a decline (an attempt declined first when none was). */
    async newPostalCode(user: UserEvent, value: string) {
      const actor = await payment();
      if (!actor.getSnapshot().matches('declined')) {
        await attempt(user, actor);
        await decline();
      }
      return replace(user, /^Billing postal code/, value);
    },
  };
}

/**
 * The birth-star finder a flow spawns, ending with a star chosen or closed
 * through its own panel (`finder`: the deferred `searchPlaces`, `findBirthStar`).
 * `details` fills what the panel lacks before its search.
 */
export function finderChild(root: () => AnyActorRef, finder: Deferred) {
  return async function ends(user: UserEvent, chosen: boolean, searched: boolean) {
    // The model's finder never ends; the page's does: a second ending comes from opening it again.
    const running = (root().getSnapshot() as AnyMachineSnapshot).children[BIRTH_STAR_FINDER_ID] as
      AnyActorRef | undefined;
    if (running?.getSnapshot().status === 'done') await user.click(buttonNamed(OPEN_FINDER));
    const panel = () => within(screen.getByRole('group', { name: /Find the birth star from/ }));
    if (!chosen) {
      if (searched) await finder.settle(answer('searchPlaces', ONE_PLACE));
      return user.click(panel().getByRole('button', { name: 'Cancel' }));
    }
    if (!searched) {
      // Nothing was typed in the page's fields: the date and the place go into the panel.
      const date = within(panel().getByRole('group', { name: /^Date of birth/ }));
      fireEvent.change(date.getByLabelText('Day'), { target: { value: '12' } });
      fireEvent.change(date.getByLabelText('Month'), { target: { value: '4' } });
      fireEvent.change(date.getByLabelText('Year'), { target: { value: '1990' } });
      fireEvent.change(panel().getByLabelText('Place of birth'), { target: { value: 'Kollam' } });
      await user.click(panel().getByRole('button', { name: 'Search places' }));
    }
    await finder.settle(answer('searchPlaces', ONE_PLACE));
    const find = () => panel().getByRole('button', { name: 'Find the birth star' });
    await waitFor(() => expect(find().hasAttribute('disabled')).toBe(false));
    await user.click(find());
    await finder.settle(answer('findBirthStar', birthStarSpec.outcomes.findBirthStar![0]!));
    await user.click((await screen.findAllByRole('button', { name: /^Use / }))[0]!);
  };
}

const ONE_PLACE = birthStarSpec.outcomes.searchPlaces![1]!;

/**
 * What a flow runs for real under it in a view test: the payment machine and
 * the birth-star finder (their API calls deferred fakes), the step history;
 * `watch` goes to the page's `inspect` prop and captures the flow's own actor.
 */
export function realChildren(inspect: (event: InspectionEvent) => void, declined: unknown) {
  const pay = deferredActors(['loadHostedForm', 'submitPayment', 'paymentStatus']);
  const finder = deferredActors(['searchPlaces', 'findBirthStar']);
  let root: AnyActorRef | undefined;
  const live = () => {
    if (!root) throw new Error('The page started no actor');
    return root;
  };
  const payment = paymentChild(live, pay, declined);
  const finderEnds = finderChild(live, finder);
  return {
    watch(event: InspectionEvent) {
      if (event.actorRef.sessionId === event.rootId) root ??= event.actorRef as AnyActorRef;
      inspect(event);
    },
    started: () => root !== undefined,
    live,
    actors: {
      payment: paymentMachine.provide({ actors: pay.actors as never }),
      birthStarFinder: birthStarFinderMachine.provide({ actors: finder.actors as never }),
      stepHistory: browserStepHistory,
    },
    payment,
    /**
     * A driver's `perform`: a child's outcome goes through the child's own page (the
     * payment's answer, the finder's ending; `searched`: the page's fields started the
     * finder's search), any other outcome to the `api` fakes, every other event to `onPage`.
     */
    perform(
      api: Deferred,
      searched: boolean,
      onPage: (event: EventObject, user: UserEvent) => Promise<void>,
    ) {
      return (event: EventObject, user: UserEvent): Promise<void> => {
        if (!isOutcomeEvent(event)) return onPage(event, user);
        if (event.src === 'payment') return payment.answers(user, event.outcome.output);
        if (event.src === 'birthStarFinder') {
          const chosen = (event.outcome.output as { star: unknown }).star !== null;
          return finderEnds(user, chosen, searched);
        }
        return api.settle(event);
      };
    },
  };
}
