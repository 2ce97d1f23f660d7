/**
 * The booking flow's view level: a covering set of the booking model's paths
 * through the real BookingWizard with user-event. Only the boundary is faked:
 * the API calls (catalog, slots, hold, the payment machine's hosted-form keys,
 * submission; the birth-star finder's place search and star) are deferred
 * fakes, the tab's kept booking is read by a deferred fake, AcceptUI answers
 * through the handler the page registers. The payment machine, the finder, the
 * step history and the booking store are the real ones: a model step that is
 * the outcome of a child (the payment's answer, the finder's choice) is driven
 * through that child's own page.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { AnyActorRef, AnyMachineSnapshot, EventObject, InspectionEvent } from 'xstate';
import { bookingMachine, type BookingContext } from '../../../machines/astro/booking';
import { slotsOfSelectedDay } from '../../../machines/astro/slot-picking';
import { BIRTH_STAR_FINDER_ID, birthStarFinderMachine } from '../../../machines/birth-star';
import { HOSTED_FORM_HANDLER, paymentMachine } from '../../../machines/payment';
import {
  isOutcomeEvent,
  type Outcome,
  type OutcomeEvent,
} from '../../../machines/test-support/model-harness';
import { bareModelSuite } from '../../../machines/test-support/model-suite';
import { browserBookingStore } from '../../api/booking-storage';
import { browserStepHistory } from '../../api/step-history';
import type { AcceptResponse } from '../../domain/accept-js';
import { birthStarSpec } from '../shared/test-support/birth-star-model';
import { describeDate } from '../../domain/dates';
import { deferredActors } from '../shared/test-support/deferred-actors';
import { viewModelSuite } from '../shared/test-support/view-suite';
import { BookingWizard } from './BookingWizard';
import { bookingSpec, HELD } from './test-support/booking-model';
import { BILLING, PERSON } from './test-support/fixtures';

const bare = bareModelSuite(bookingSpec);

const OPEN_FINDER = /^Don’t know it\? Find it from the birth details$/;
const KEYS = { apiLoginID: 'sandbox-login', clientKey: 'sandbox-client-key' };
const TOKEN = { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'nonce-1' };
const DECLINED = { status: 'DECLINED', reference: HELD.code, code: '2', message: 'Declined.' };
const BILLING_LABELS: Record<keyof typeof BILLING, RegExp> = {
  firstName: /^First name/,
  lastName: /^Last name/,
  address: /^Street address/,
  city: /^Town or city/,
  state: /^State, province or region/,
  zip: /^Postal code/,
  country: /^Country/,
};

/** A day as the month's buttons name it. */
const longDay = (date: string) => describeDate(new Date(`${date}T12:00:00Z`), 'UTC');
/** The step's title, the page's one h2 heading of a step. */
const title = () => document.querySelector('h2.astro-step__title')?.textContent ?? null;
const text = (pattern: RegExp) => screen.queryByText(pattern) !== null;
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as BookingContext;
const answer = (src: string, outcome: Outcome) =>
  ({ type: 'answer', src, outcome }) as OutcomeEvent;

/** AcceptUI's token, given through the handler the page registered. */
function hostedFormGivesToken() {
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
 * A button by its accessible name (its aria-label or its text): a plain DOM
 * look-up, as role queries over the month's many buttons take most of a step.
 */
function buttonNamed(name: string | RegExp): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((button) => {
    const label = (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
    return typeof name === 'string' ? label === name : name.test(label);
  });
  if (!found) throw new Error(`No button named ${String(name)}`);
  return found;
}

async function replace(user: UserEvent, label: RegExp, value: string) {
  // Found once it shows (the postal code field appears with the decline).
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  await user.paste(value);
}

viewModelSuite(bookingSpec, bare, {
  start(entry, inspect) {
    sessionStorage.clear();
    const api = deferredActors(['loadBookingDraft', 'loadCatalog', 'loadSlots', 'holdSlot']);
    const pay = deferredActors(['loadHostedForm', 'submitPayment', 'paymentStatus']);
    const finder = deferredActors(['searchPlaces', 'findBirthStar']);
    const machine = bookingMachine.provide({
      actors: {
        ...api.actors,
        bookingStore: browserBookingStore.bookingStore,
        stepHistory: browserStepHistory,
        payment: paymentMachine.provide({ actors: pay.actors as never }),
        birthStarFinder: birthStarFinderMachine.provide({ actors: finder.actors as never }),
      } as never,
    });
    let root: AnyActorRef | undefined;
    const watch = (event: InspectionEvent) => {
      if (event.actorRef.sessionId === event.rootId) root ??= event.actorRef as AnyActorRef;
      inspect(event);
    };
    const view = render(
      <MemoryRouter>
        <BookingWizard input={entry.input as never} machine={machine} inspect={watch} />
      </MemoryRouter>,
    );
    const click = buttonNamed;

    /** The running payment machine, its hosted-form keys loaded. */
    async function payment(): Promise<AnyActorRef> {
      const child = () =>
        (root!.getSnapshot() as AnyMachineSnapshot).children.payment as AnyActorRef | undefined;
      await waitFor(() => expect(child()).toBeDefined());
      if (child()!.getSnapshot().matches('loading')) {
        await pay.settle(answer('loadHostedForm', { label: 'keys', output: KEYS }));
        await waitFor(() => expect(child()!.getSnapshot().matches('loading')).toBe(false));
      }
      return child()!;
    }
    /** The person pays from the page's button and AcceptUI gives a token: an attempt starts. */
    async function attempt(user: UserEvent, actor: AnyActorRef) {
      if (actor.getSnapshot().matches('submitting')) return;
      await user.click(click(/^Pay (again )?by card$/));
      hostedFormGivesToken();
      await waitFor(() => expect(actor.getSnapshot().matches('submitting')).toBe(true));
    }
    /** The server's answer to the attempt in flight (one made first when none is). */
    async function paymentAnswers(user: UserEvent, output: unknown) {
      const actor = await payment();
      await attempt(user, actor);
      await pay.settle(answer('submitPayment', { label: 'answer', output }));
    }
    /** The finder opened from the details step ends with a star chosen or closed. */
    async function finderEnds(user: UserEvent, chosen: boolean) {
      // The model's finder never ends; the page's does: a second ending comes from opening it again.
      const running = (root!.getSnapshot() as AnyMachineSnapshot).children[BIRTH_STAR_FINDER_ID] as
        AnyActorRef | undefined;
      if (running?.getSnapshot().status === 'done') await user.click(click(OPEN_FINDER));
      const panel = () => within(screen.getByRole('group', { name: /Find the birth star from/ }));
      // The place typed in the details is searched at once: it has one match.
      await finder.settle(answer('searchPlaces', birthStarSpec.outcomes.searchPlaces![1]!));
      if (!chosen) return user.click(panel().getByRole('button', { name: 'Cancel' }));
      const find = () => panel().getByRole('button', { name: 'Find the birth star' });
      await waitFor(() => expect(find().hasAttribute('disabled')).toBe(false));
      await user.click(find());
      await finder.settle(answer('findBirthStar', birthStarSpec.outcomes.findBirthStar![0]!));
      await user.click((await screen.findAllByRole('button', { name: /^Use / }))[0]!);
    }

    return {
      async perform(event: EventObject, user) {
        if (isOutcomeEvent(event)) {
          if (event.src === 'payment') return paymentAnswers(user, event.outcome.output);
          if (event.src === 'birthStarFinder')
            return finderEnds(user, (event.outcome.output as { star: unknown }).star !== null);
          return api.settle(event);
        }
        const e = event as EventObject & Record<string, string>;
        switch (e.type) {
          case 'catalog.retry':
            return user.click(click('Try again'));
          case 'disclaimer.accept':
            return user.click(click('I accept, continue'));
          case 'reading.choose':
            return user.click(screen.getByLabelText(/^Birth chart reading/));
          case 'astrologer.choose':
            return user.click(screen.getByLabelText(/^Astrologer in Kerala/));
          case 'wizard.next':
            return user.click(click(/^Continue( to payment)?$/));
          case 'wizard.back':
            return user.click(click(/^Back( to the billing address)?$/));
          case 'timeZone.change':
            await user.click(screen.getByLabelText('Your time zone'));
            await user.paste('London');
            return user.click(buttonNamed(/London/));
          case 'month.next':
            return user.click(click('Next month'));
          case 'month.previous':
            return user.click(click('Previous month'));
          case 'day.nextFree':
            return user.click(click('Next free day'));
          case 'day.choose':
            return user.click(click(`${longDay(e.date!)}, free times`));
          case 'slot.choose':
            return user.click(document.querySelector(`input[type="radio"][value="${e.start}"]`)!);
          case 'question.update':
            return replace(user, /^Your question for the astrologer/, e.question!);
          case 'person.update':
            await replace(user, /^Full name/, PERSON.fullName);
            // Date and time fields take typing, from empty.
            for (const [label, value] of [
              [/^Date of birth/, PERSON.birthDate],
              [/^Time of birth/, PERSON.birthTime],
            ] as const) {
              const field = screen.getByLabelText(label);
              await user.clear(field);
              await user.type(field, value);
            }
            return replace(user, /^Place of birth/, PERSON.birthPlace);
          case 'email.update':
            return replace(user, /^Your email address/, e.email!);
          case 'birthStar.find':
            return user.click(click(OPEN_FINDER));
          case 'billing.update': {
            if (root!.getSnapshot().matches('paying')) {
              // While paying only the postal code shows, once the card was declined.
              const actor = await payment();
              if (!actor.getSnapshot().matches('declined')) {
                await attempt(user, actor);
                await pay.settle(answer('submitPayment', { label: 'declined', output: DECLINED }));
              }
              return replace(user, /^Billing postal code/, '46201');
            }
            for (const [field, label] of Object.entries(BILLING_LABELS))
              await replace(user, label, BILLING[field as keyof typeof BILLING]);
            return;
          }
          case 'payment.submit':
            return user.click(click('Continue to payment'));
          case 'payment.progress': {
            const actor = await payment();
            // An attempt starts (not settled), or the one in flight is declined (settled).
            if (!(e as unknown as { settled: boolean }).settled) return attempt(user, actor);
            return pay.settle(answer('submitPayment', { label: 'declined', output: DECLINED }));
          }
          case 'slots.again':
            return user.click(click('Choose a time again'));
          case 'history.go':
            // Browser Back or Forward onto the step's entry.
            act(() => {
              window.dispatchEvent(
                new PopStateEvent('popstate', { state: { wizardStep: e.step } }),
              );
            });
            return;
          default:
            throw new Error(`The page has no way to send ${e.type}`);
        }
      },
      unmount: () => view.unmount(),
    };
  },
  usable(event, before) {
    const c = contextOf(before);
    const loading = before.matches({ slots: 'loading' });
    const e = event as EventObject & Record<string, unknown>;
    switch (e.type) {
      // The month's controls and Continue wait while its times load.
      case 'month.next':
      case 'month.previous':
      case 'day.nextFree':
        return !loading && before.can(event);
      case 'wizard.next':
        return !loading;
      case 'day.choose':
        return !loading && (e.date as string).startsWith(c.monthStart.slice(0, 7));
      case 'slot.choose':
        return !loading && slotsOfSelectedDay(c).some((slot) => slot.start === e.start);
      // The page's choices send only a change.
      case 'reading.choose':
        return c.readingTypeId !== e.readingTypeId;
      case 'astrologer.choose':
        return c.astrologerId !== e.astrologerId;
      // The finder opens from the person's birth details, when it is not open already.
      case 'birthStar.find':
        return (
          before.children[BIRTH_STAR_FINDER_ID] === undefined &&
          c.people[0]!.birthDate !== '' &&
          c.people[0]!.birthPlace !== ''
        );
      // While paying: an attempt starts from a settled payment, a decline settles one in flight,
      // and the postal code can be changed only between attempts.
      case 'payment.progress':
        return c.paymentSettled !== e.settled;
      case 'billing.update':
        return !before.matches('paying') || c.paymentSettled;
      default:
        return true;
    }
  },
  viewOf(snapshot) {
    if (snapshot.matches('restoring') || snapshot.matches('loading')) return 'loading';
    if (snapshot.matches('slots'))
      return snapshot.matches({ slots: 'loading' }) ? 'slots.loading' : 'slots.ready';
    return String(snapshot.value);
  },
  // Each view by the step's title (cheap to read after every step) and what sets it apart.
  views: {
    loading: () => title() === null && text(/^Loading\.\.\.$/),
    loadFailed: () => title() === 'The booking form could not load',
    disclaimer: () => title() === 'Before you book: the disclaimer',
    reading: () => title() === 'Choose a reading and an astrologer',
    'slots.loading': () => title() === 'Choose a time' && text(/^Loading\.\.\.$/),
    'slots.ready': () => title() === 'Choose a time' && !text(/^Loading\.\.\.$/),
    details: () => title() === 'Birth details',
    holding: () => title() === null && text(/^Holding your time/),
    billing: () => title() === 'Pay for your reading',
    paying: () => title() === 'Pay by card',
    holdLapsed: () => title() === 'Your hold on this time has lapsed',
    underReview: () => title() === 'Your payment is being reviewed',
    confirmed: () => title() === 'Your reading is booked',
  },
});
