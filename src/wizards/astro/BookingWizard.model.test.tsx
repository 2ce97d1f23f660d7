/**
 * The booking flow's view level: a covering set of the booking model's paths
 * (machines/astro/booking/test-support/booking-model.ts; its bare paths run
 * in machine.model.test.ts beside the machine) through the real BookingWizard
 * with user-event. Only the boundary is faked: the API calls (catalog, slots,
 * hold, the payment machine's hosted-form keys, submission; the birth-star
 * finder's place search and star) are deferred fakes, the tab's kept booking
 * is read by a deferred fake, AcceptUI answers through the handler the page
 * registers. The payment machine, the finder, the step history and the
 * booking store are the real ones: a model step that is the outcome of a
 * child (the payment's answer, the finder's choice) is driven through that
 * child's own page.
 */
import { screen } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { bookingMachine, type BookingContext } from '../../../machines/astro/booking';
import { BIRTH_STAR_FINDER_ID } from '../../../machines/birth-star';
import { browserBookingStore } from '../../api/booking-storage';
import { deferredActors } from '../shared/test-support/deferred-actors';
import {
  clickFor,
  historyGoesTo,
  OPEN_FINDER,
  realChildren,
  replace,
  text,
} from '../shared/test-support/page-driving';
import { renderStarted, viewModelSuite } from '../shared/test-support/view-suite';
import { BookingWizard } from './BookingWizard';
import { bookingSpec, HELD } from '../../../machines/astro/booking/test-support/booking-model';
import { BILLING, PERSON } from '../../../machines/astro/test-support/fixtures';
import { performSlotEvent, slotEventUsable, slotViews } from './test-support/slot-view';

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

/** The step's title, the page's one h2 heading of a step. */
const title = () => document.querySelector('h2.astro-step__title')?.textContent ?? null;
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as BookingContext;

/** The events the page sends from a button, by the button's name. */
const clickButton = clickFor({
  'catalog.retry': 'Try again',
  'disclaimer.accept': 'I accept, continue',
  'wizard.next': /^Continue( to payment)?$/,
  'wizard.back': /^Back( to the billing address)?$/,
  'birthStar.find': OPEN_FINDER,
  'payment.submit': 'Continue to payment',
  'slots.again': 'Choose a time again',
});

/** What the page offers besides the month's controls. */
function usableOnPage(event: EventObject, before: AnyMachineSnapshot) {
  const c = contextOf(before);
  const e = event as EventObject & Record<string, unknown>;
  switch (e.type) {
    // Continue waits while the month's times load.
    case 'wizard.next':
      return !before.matches({ slots: 'loading' });
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
}

viewModelSuite(bookingSpec, {
  async start(entry, inspect) {
    sessionStorage.clear();
    const api = deferredActors(['loadBookingDraft', 'loadCatalog', 'loadSlots', 'holdSlot']);
    const children = realChildren(inspect, DECLINED);
    const machine = bookingMachine.provide({
      actors: {
        ...api.actors,
        ...children.actors,
        bookingStore: browserBookingStore.bookingStore,
      } as never,
    });
    const view = await renderStarted(
      <BookingWizard input={entry.input as never} machine={machine} inspect={children.watch} />,
      children.started,
    );
    const { live, payment } = children;

    return {
      // The place typed in the details is searched at once: it has one match.
      perform: children.perform(api, true, async (event, user) => {
        if (await performSlotEvent(event, user)) return;
        const e = event as EventObject & Record<string, string>;
        switch (e.type) {
          case 'reading.choose':
            return user.click(screen.getByLabelText(/^Birth chart reading/));
          case 'astrologer.choose':
            return user.click(screen.getByLabelText(/^Astrologer in Kerala/));
          case 'question.update':
            return replace(user, /^Your question for the astrologer/, e.question!);
          case 'person.update': {
            // By id: the finder's panel, when open, has its own date and place fields.
            const field = (key: string) => document.getElementById(`people-0-${key}`)!;
            await user.clear(field('fullName'));
            await user.paste(PERSON.fullName);
            // The date as day, month (by name) and year; the time field takes typing.
            const [year, month, day] = PERSON.birthDate.split('-');
            await user.clear(field('birthDate'));
            await user.type(field('birthDate'), String(Number(day)));
            await user.selectOptions(field('birthDate-month'), String(Number(month)));
            await user.clear(field('birthDate-year'));
            await user.type(field('birthDate-year'), year!);
            await user.clear(field('birthTime'));
            await user.type(field('birthTime'), PERSON.birthTime);
            await user.clear(field('birthPlace'));
            return user.paste(PERSON.birthPlace);
          }
          case 'email.update':
            return replace(user, /^Your email address/, e.email!);
          case 'billing.update': {
            // While paying only the postal code shows, once the card was declined.
            if (live().getSnapshot().matches('paying')) return payment.newPostalCode(user, '46201');
            for (const [field, label] of Object.entries(BILLING_LABELS))
              await replace(user, label, BILLING[field as keyof typeof BILLING]);
            return;
          }
          case 'payment.progress':
            return payment.progress(user, (e as unknown as { settled: boolean }).settled);
          case 'history.go':
            return historyGoesTo(e.step!);
          default:
            return clickButton(e, user);
        }
      }),
      unmount: () => view.unmount(),
    };
  },
  usable: (event, before) => slotEventUsable(event, before) ?? usableOnPage(event, before),
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
    ...slotViews(() => title() === 'Choose a time'),
    details: () => title() === 'Birth details',
    holding: () => title() === null && text(/^Holding your time/),
    billing: () => title() === 'Pay for your reading',
    paying: () => title() === 'Pay by card',
    holdLapsed: () => title() === 'Your hold on this time has lapsed',
    underReview: () => title() === 'Your payment is being reviewed',
    confirmed: () => title() === 'Your reading is booked',
  },
});
