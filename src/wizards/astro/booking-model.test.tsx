/**
 * Model-based path tests of the booking machine, driving the real view: the
 * shortest path to every distinct state of the model is replayed in the DOM
 * with Testing Library, the actors settled as the path's events say.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TestModel } from 'xstate/graph';
import type { ActorLogic, SnapshotFrom } from 'xstate';
import { bookingMachine, type BookingEvent } from '../../../machines/astro/booking';
import type { PayOutcome } from '../../../machines/astro/actors';
import { BookingWizard } from './BookingWizard';
import { DeferredActors } from './test-support/deferred';
import { pathTitle } from './test-support/path-title';
import { BILLING, CATALOG, PERSON, SLOT, bookingView } from './test-support/fixtures';

type Snapshot = SnapshotFrom<typeof bookingMachine>;
type ModelEvent =
  | BookingEvent
  | { type: 'xstate.done.actor.loadBookingDraft'; output: null }
  | { type: 'xstate.done.actor.loadCatalog'; output: typeof CATALOG }
  | { type: 'xstate.error.actor.loadCatalog'; error: unknown }
  | { type: 'xstate.done.actor.loadSlots'; output: { timeZone: string; slots: (typeof SLOT)[] } }
  | { type: 'xstate.done.actor.holdSlot'; output: ReturnType<typeof bookingView> }
  | { type: 'xstate.error.actor.holdSlot'; error: unknown }
  | {
      type: 'xstate.done.actor.tokenizeCard';
      output: { dataDescriptor: string; dataValue: string };
    }
  | { type: 'xstate.error.actor.tokenizeCard'; error: unknown }
  | { type: 'xstate.done.actor.payBooking'; output: PayOutcome }
  | { type: 'xstate.error.actor.payBooking'; error: unknown };

const NOW = Date.parse('2026-03-02T12:00:00Z');
const INPUT = { now: NOW, timeZone: 'America/New_York', acceptedDisclaimer: null };
const HELD = bookingView();
const CONFIRMED = bookingView({ status: 'CONFIRMED', holdExpiresAt: null });

const EVENTS: ModelEvent[] = [
  // Nothing kept in the tab: the default booking store answers null on its own.
  { type: 'xstate.done.actor.loadBookingDraft', output: null },
  { type: 'xstate.done.actor.loadCatalog', output: CATALOG },
  { type: 'xstate.error.actor.loadCatalog', error: new Error('offline') },
  { type: 'catalog.retry' },
  { type: 'disclaimer.accept' },
  { type: 'reading.choose', readingTypeId: 1 },
  { type: 'astrologer.choose', astrologerId: 1 },
  { type: 'wizard.next' },
  { type: 'wizard.back' },
  { type: 'xstate.done.actor.loadSlots', output: { timeZone: 'America/New_York', slots: [SLOT] } },
  { type: 'timeZone.change', timeZone: 'Europe/London' },
  { type: 'slot.choose', start: SLOT.start },
  { type: 'person.update', index: 0, values: PERSON },
  { type: 'email.update', email: 'asha@example.com' },
  { type: 'xstate.done.actor.holdSlot', output: HELD },
  {
    type: 'xstate.error.actor.holdSlot',
    error: { status: 409, code: 'SLOT_TAKEN', message: 'Someone else has just taken that time.' },
  },
  {
    type: 'xstate.error.actor.holdSlot',
    error: { status: 400, code: 'DISCLAIMER_OUTDATED', message: 'The disclaimer has changed.' },
  },
  { type: 'billing.update', values: BILLING },
  { type: 'payment.submit' },
  { type: 'xstate.done.actor.tokenizeCard', output: { dataDescriptor: 'D', dataValue: 'nonce' } },
  {
    type: 'xstate.error.actor.tokenizeCard',
    error: { messages: [{ code: 'E_WC_05', text: 'Please provide a valid credit card number.' }] },
  },
  { type: 'xstate.done.actor.payBooking', output: { status: 'CONFIRMED', booking: CONFIRMED } },
  {
    type: 'xstate.done.actor.payBooking',
    output: { status: 'DECLINED', booking: HELD, message: 'The card was not accepted.' },
  },
  {
    type: 'xstate.done.actor.payBooking',
    output: { status: 'PAYMENT_UNKNOWN', booking: HELD, message: 'No answer.' },
  },
  {
    type: 'xstate.error.actor.payBooking',
    error: { status: 410, code: 'HOLD_EXPIRED', message: 'The hold has lapsed.' },
  },
  { type: 'slots.again' },
];

/** Only what the view shows differently; free text and keys stay out (a finite graph). */
function serialize(snapshot: Snapshot): string {
  const c = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    reading: c.readingTypeId !== null,
    astrologer: c.astrologerId !== null,
    slot: c.selectedStart !== null,
    zone: c.visitorTimeZone,
    person: c.people[0]?.fullName !== '',
    email: c.email !== '',
    billing: c.billing.firstName !== '',
    errors: c.errors.map((e) => e.path),
    notice: c.notice !== null,
    problem: c.paymentProblem?.kind ?? null,
  });
}

// The model's events include the actors' done/error events, which the machine's own type leaves out.
const model = new TestModel(
  bookingMachine as unknown as ActorLogic<Snapshot, ModelEvent, typeof INPUT>,
  {
    input: INPUT,
    events: EVENTS,
    filterEvents: (snapshot, event) => snapshot.can(event as BookingEvent),
    serializeState: (snapshot) => serialize(snapshot as Snapshot),
    stateMatcher: (snapshot, key) =>
      key.includes('.')
        ? (snapshot as Snapshot).matches({ [key.split('.')[0]!]: key.split('.')[1]! } as never)
        : (snapshot as Snapshot).matches(key as never),
  },
);

const paths = model.getShortestPaths();

function driver() {
  const actors = new DeferredActors();
  const machine = bookingMachine.provide({
    actors: {
      loadCatalog: actors.actor('loadCatalog'),
      loadSlots: actors.actor('loadSlots'),
      holdSlot: actors.actor('holdSlot'),
      tokenizeCard: actors.actor('tokenizeCard'),
      payBooking: actors.actor('payBooking'),
    },
  });
  const user: UserEvent = userEvent.setup();
  render(
    <MemoryRouter>
      <BookingWizard machine={machine} input={INPUT} />
    </MemoryRouter>,
  );
  return { actors, user };
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { name });
const settle = (
  actors: DeferredActors,
  name: string,
  event: { output?: unknown; error?: unknown },
) => actors.settle(name, 'output' in event ? { output: event.output } : { error: event.error });

describe('booking machine: model-based paths through the view', () => {
  it('covers every state of the model', () => {
    console.log(`booking machine: ${paths.length} shortest paths`);
    const reached = new Set(
      paths
        .flatMap((p) => [p.state, ...p.steps.map((s) => s.state)])
        .map((s) => JSON.stringify(s.value)),
    );
    for (const state of [
      '"disclaimer"',
      '"loadFailed"',
      '"confirmed"',
      '"holdLapsed"',
      '"paymentUnknown"',
    ]) {
      expect(reached).toContain(state);
    }
  });

  for (const path of paths) {
    it(pathTitle(path), async () => {
      const { actors, user } = driver();
      type Of<T extends ModelEvent['type']> = Extract<ModelEvent, { type: T }>;
      const click = async (name: string | RegExp) =>
        user.click(await screen.findByRole('button', { name }));
      await path.test({
        events: {
          'xstate.done.actor.loadBookingDraft': () => undefined,
          'xstate.done.actor.loadCatalog': ({ event }) =>
            settle(actors, 'loadCatalog', event as Of<'xstate.done.actor.loadCatalog'>),
          'xstate.error.actor.loadCatalog': ({ event }) =>
            settle(actors, 'loadCatalog', event as Of<'xstate.error.actor.loadCatalog'>),
          'catalog.retry': () => click('Try again'),
          'disclaimer.accept': () => click('I accept, continue'),
          'reading.choose': async () =>
            user.click(await screen.findByLabelText(/^Birth chart reading/)),
          'astrologer.choose': async () =>
            user.click(await screen.findByLabelText(/^Astrologer in Kerala/)),
          'wizard.next': async () => click(/^Continue/),
          'wizard.back': () => click('Back'),
          'xstate.done.actor.loadSlots': async ({ event }) => {
            const input = (await settle(
              actors,
              'loadSlots',
              event as Of<'xstate.done.actor.loadSlots'>,
            )) as {
              timeZone: string;
            };
            expect(input.timeZone).toMatch(/America\/New_York|Europe\/London/);
          },
          'timeZone.change': async () =>
            user.selectOptions(await screen.findByLabelText('Your time zone'), 'Europe/London'),
          'slot.choose': async () =>
            user.click(
              await screen.findByRole('radio', { name: /Wednesday, March 4|Tuesday, March 3/ }),
            ),
          'person.update': async () => {
            await user.type(await screen.findByLabelText('Full name'), PERSON.fullName);
            fireEvent.change(screen.getByLabelText('Date of birth'), {
              target: { value: PERSON.birthDate },
            });
            fireEvent.change(screen.getByLabelText('Time of birth (optional)'), {
              target: { value: PERSON.birthTime },
            });
            await user.type(screen.getByLabelText('Place of birth'), PERSON.birthPlace);
          },
          'email.update': async () =>
            user.type(await screen.findByLabelText('Your email address'), 'asha@example.com'),
          'xstate.done.actor.holdSlot': async ({ event }) => {
            const input = (await settle(
              actors,
              'holdSlot',
              event as Of<'xstate.done.actor.holdSlot'>,
            )) as {
              disclaimerVersion: string;
              start: string;
            };
            expect(input).toMatchObject({ disclaimerVersion: '2025-01', start: SLOT.start });
          },
          'xstate.error.actor.holdSlot': ({ event }) =>
            settle(actors, 'holdSlot', event as Of<'xstate.error.actor.holdSlot'>),
          'billing.update': async () => {
            await user.type(await screen.findByLabelText('First name'), BILLING.firstName);
            await user.type(screen.getByLabelText('Last name'), BILLING.lastName);
            await user.type(screen.getByLabelText('Street address'), BILLING.address);
            await user.type(screen.getByLabelText('Town or city'), BILLING.city);
            await user.type(screen.getByLabelText('State, province or region'), BILLING.state);
            await user.type(screen.getByLabelText('Postal code'), BILLING.zip);
            await user.clear(screen.getByLabelText('Country'));
            await user.type(screen.getByLabelText('Country'), BILLING.country);
          },
          'payment.submit': () => click(/^Pay \$75\.00 and book/),
          'xstate.done.actor.tokenizeCard': ({ event }) =>
            settle(actors, 'tokenizeCard', event as Of<'xstate.done.actor.tokenizeCard'>),
          'xstate.error.actor.tokenizeCard': ({ event }) =>
            settle(actors, 'tokenizeCard', event as Of<'xstate.error.actor.tokenizeCard'>),
          'xstate.done.actor.payBooking': ({ event }) =>
            settle(actors, 'payBooking', event as Of<'xstate.done.actor.payBooking'>),
          'xstate.error.actor.payBooking': ({ event }) =>
            settle(actors, 'payBooking', event as Of<'xstate.error.actor.payBooking'>),
          'slots.again': () => click('Choose a time again'),
        },
        states: {
          loading: async () => void (await screen.findByText('Loading...')),
          loadFailed: async () => void (await heading('The booking form could not load')),
          disclaimer: async (snapshot) => {
            await heading('Before you book: the disclaimer');
            if (snapshot.context.notice) {
              expect(screen.getByRole('status')).toHaveTextContent('The disclaimer has changed.');
            }
          },
          reading: async (snapshot) => {
            await heading('Choose a reading and an astrologer');
            if (snapshot.context.errors.length > 0) {
              expect(await screen.findByRole('alert')).toHaveTextContent(/Choose a/);
            }
          },
          'slots.loading': async () => void (await heading('Choose a time')),
          'slots.ready': async (snapshot) => {
            await heading('Choose a time');
            expect(screen.getByLabelText('Your time zone')).toHaveValue(
              snapshot.context.visitorTimeZone,
            );
            if (snapshot.context.notice)
              expect(screen.getByRole('status')).toHaveTextContent(/taken/);
            if (snapshot.context.errors.length > 0)
              expect(await screen.findByRole('alert')).toHaveTextContent('Choose a time');
            // The slot is shown in the visitor's zone.
            const label =
              snapshot.context.visitorTimeZone === 'Europe/London' ? /2:30 AM/ : /9:30 PM/;
            expect(await screen.findByRole('radio', { name: label })).toBeInTheDocument();
          },
          details: async (snapshot) => {
            await heading('Birth details');
            if (snapshot.context.errors.length > 0) {
              expect(await screen.findByRole('alert')).toHaveTextContent(/There is a problem/);
            }
          },
          holding: async () => void (await screen.findByText('Holding your time...')),
          billing: async (snapshot) => {
            await heading('Pay for your reading');
            expect(screen.getByTestId('astrologer-time')).toHaveTextContent('8:00 AM');
            const problem = snapshot.context.paymentProblem;
            if (problem?.kind === 'declined')
              expect(screen.getByText('The card was not accepted.')).toBeInTheDocument();
            if (problem?.kind === 'card')
              expect(await screen.findByRole('alert')).toHaveTextContent(
                'Enter a valid card number',
              );
          },
          tokenizing: async () => void (await screen.findByText('Checking your card...')),
          paying: async () => void (await screen.findByText('Taking your payment...')),
          confirmed: async () => {
            await heading('Your reading is booked');
            expect(screen.getByTestId('booking-code')).toHaveTextContent('K7MQ2XRA');
            expect(screen.getByTestId('visitor-time')).toHaveTextContent(
              'Tuesday, March 3, 2026 at 9:30 PM EST',
            );
            expect(screen.getByRole('link', { name: /\.ics file/ })).toHaveAttribute(
              'href',
              CONFIRMED.calendarUrl,
            );
          },
          holdLapsed: async () => void (await heading('Your hold on this time has lapsed')),
          paymentUnknown: async () => void (await heading('We are checking your payment')),
        },
      });
    });
  }
});
