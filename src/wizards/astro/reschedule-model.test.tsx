/**
 * Model-based path tests of the reschedule machine, driving the real view:
 * find by code and email, the policy's verdict, a new time, the move, and the
 * refusals on the way (unknown booking, taken time, policy).
 */
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ActorLogic, SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import { rescheduleMachine, type RescheduleEvent } from '../../../machines/astro/reschedule';
import { RescheduleWizard } from './RescheduleWizard';
import { DeferredActors } from './test-support/deferred';
import { bookingView, OTHER_SLOT } from './test-support/fixtures';
import { pathTitle } from './test-support/path-title';

type Snapshot = SnapshotFrom<typeof rescheduleMachine>;
type ModelEvent =
  | RescheduleEvent
  | { type: 'xstate.done.actor.lookupBooking'; output: ReturnType<typeof bookingView> }
  | { type: 'xstate.error.actor.lookupBooking'; error: unknown }
  | {
      type: 'xstate.done.actor.loadSlots';
      output: { timeZone: string; slots: (typeof OTHER_SLOT)[] };
    }
  | { type: 'xstate.done.actor.moveBooking'; output: ReturnType<typeof bookingView> }
  | { type: 'xstate.error.actor.moveBooking'; error: unknown }
  | { type: 'xstate.done.actor.cancelBooking'; output: ReturnType<typeof bookingView> }
  | { type: 'xstate.error.actor.cancelBooking'; error: unknown };

const NOW = Date.parse('2026-03-02T12:00:00Z');
const INPUT = { now: NOW, timeZone: 'America/New_York' };
const CONFIRMED = bookingView({ status: 'CONFIRMED', holdExpiresAt: null });
const TOO_LATE = 'A reading cannot be rescheduled within 24 hours of its start.';
const REFUSED = bookingView({
  status: 'CONFIRMED',
  reschedule: { ok: false, reason: 'TOO_LATE', message: TOO_LATE },
});
const MOVED = bookingView({ status: 'CONFIRMED', ...OTHER_SLOT, rescheduleCount: 1 });
const TOO_MANY = 'A booking can be rescheduled at most 2 times, and this one already has been.';
const CANCEL_TOO_LATE = 'A reading cannot be cancelled within 24 hours of its start.';

const EVENTS: ModelEvent[] = [
  { type: 'find.update', code: 'k7mq-2xra', email: 'asha@example.com' },
  { type: 'find.submit' },
  { type: 'xstate.done.actor.lookupBooking', output: CONFIRMED },
  { type: 'xstate.done.actor.lookupBooking', output: REFUSED },
  {
    type: 'xstate.error.actor.lookupBooking',
    error: { status: 404, code: 'BOOKING_NOT_FOUND', message: 'No booking matches that code.' },
  },
  { type: 'reschedule.start' },
  {
    type: 'xstate.done.actor.loadSlots',
    output: { timeZone: 'America/New_York', slots: [OTHER_SLOT] },
  },
  { type: 'slot.choose', start: OTHER_SLOT.start },
  { type: 'reschedule.confirm' },
  { type: 'wizard.back' },
  { type: 'xstate.done.actor.moveBooking', output: MOVED },
  {
    type: 'xstate.error.actor.moveBooking',
    error: { status: 409, code: 'SLOT_TAKEN', message: 'Someone else has just taken that time.' },
  },
  {
    type: 'xstate.error.actor.moveBooking',
    error: { status: 422, code: 'TOO_MANY_RESCHEDULES', message: TOO_MANY },
  },
  { type: 'cancel.start' },
  { type: 'cancel.confirm' },
  {
    type: 'xstate.done.actor.cancelBooking',
    output: bookingView({ status: 'CANCELLED', cancel: { ok: false }, reschedule: { ok: false } }),
  },
  {
    type: 'xstate.error.actor.cancelBooking',
    error: { status: 422, code: 'TOO_LATE', message: CANCEL_TOO_LATE },
  },
];

function serialize(snapshot: Snapshot): string {
  const c = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    filled: c.code !== '',
    errors: c.errors.map((e) => e.path),
    notice: c.notice,
    mayMove: c.booking?.reschedule.ok ?? null,
    slot: c.selectedStart !== null,
  });
}

const model = new TestModel(
  rescheduleMachine as unknown as ActorLogic<Snapshot, ModelEvent, typeof INPUT>,
  {
    input: INPUT,
    events: EVENTS,
    filterEvents: (snapshot, event) => snapshot.can(event as RescheduleEvent),
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
  const machine = rescheduleMachine.provide({
    actors: {
      lookupBooking: actors.actor('lookupBooking'),
      loadSlots: actors.actor('loadSlots'),
      moveBooking: actors.actor('moveBooking'),
      cancelBooking: actors.actor('cancelBooking'),
    },
  });
  const user: UserEvent = userEvent.setup();
  render(<RescheduleWizard machine={machine} input={INPUT} />);
  return { actors, user };
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { name });

describe('reschedule machine: model-based paths through the view', () => {
  it('covers every state of the model', () => {
    console.log(`reschedule machine: ${paths.length} shortest paths`);
    const reached = new Set(
      paths
        .flatMap((p) => [p.state, ...p.steps.map((s) => s.state)])
        .map((s) => JSON.stringify(s.value)),
    );
    for (const state of ['"find"', '"review"', '"moved"', '{"slots":"ready"}'])
      expect(reached).toContain(state);
  });

  for (const path of paths) {
    it(pathTitle(path), async () => {
      const { actors, user } = driver();
      const settle = (name: string, event: { output?: unknown; error?: unknown }) =>
        actors.settle(name, 'output' in event ? { output: event.output } : { error: event.error });
      await path.test({
        events: {
          'find.update': async () => {
            const code = await screen.findByLabelText('Booking code');
            await user.clear(code);
            await user.type(code, 'k7mq-2xra');
            await user.clear(screen.getByLabelText('Email address used for the booking'));
            await user.type(
              screen.getByLabelText('Email address used for the booking'),
              'asha@example.com',
            );
          },
          'find.submit': async () =>
            user.click(await screen.findByRole('button', { name: 'Find booking' })),
          'xstate.done.actor.lookupBooking': async ({ event }) => {
            const input = await settle(
              'lookupBooking',
              event as Extract<ModelEvent, { type: 'xstate.done.actor.lookupBooking' }>,
            );
            expect(input).toEqual({ code: 'K7MQ2XRA', email: 'asha@example.com', token: '' });
          },
          'xstate.error.actor.lookupBooking': ({ event }) =>
            settle(
              'lookupBooking',
              event as Extract<ModelEvent, { type: 'xstate.error.actor.lookupBooking' }>,
            ),
          'reschedule.start': async () =>
            user.click(await screen.findByRole('button', { name: 'Choose a new time' })),
          'xstate.done.actor.loadSlots': ({ event }) =>
            settle(
              'loadSlots',
              event as Extract<ModelEvent, { type: 'xstate.done.actor.loadSlots' }>,
            ),
          'slot.choose': async () =>
            user.click(await screen.findByRole('radio', { name: /9:30 PM/ })),
          'reschedule.confirm': async () =>
            user.click(await screen.findByRole('button', { name: 'Move my reading' })),
          'wizard.back': async () =>
            user.click(await screen.findByRole('button', { name: 'Back' })),
          'xstate.done.actor.moveBooking': async ({ event }) => {
            const input = await settle(
              'moveBooking',
              event as Extract<ModelEvent, { type: 'xstate.done.actor.moveBooking' }>,
            );
            expect(input).toMatchObject({ code: 'K7MQ2XRA', start: OTHER_SLOT.start });
          },
          'cancel.start': async () =>
            user.click(await screen.findByRole('button', { name: 'Cancel this reading' })),
          'cancel.confirm': async () =>
            user.click(await screen.findByRole('button', { name: 'Yes, cancel the reading' })),
          'xstate.done.actor.cancelBooking': async ({ event }) => {
            const input = await settle(
              'cancelBooking',
              event as Extract<ModelEvent, { type: 'xstate.done.actor.cancelBooking' }>,
            );
            expect(input).toEqual({ code: 'K7MQ2XRA', email: 'asha@example.com', token: '' });
          },
          'xstate.error.actor.cancelBooking': ({ event }) =>
            settle(
              'cancelBooking',
              event as Extract<ModelEvent, { type: 'xstate.error.actor.cancelBooking' }>,
            ),
          'xstate.error.actor.moveBooking': ({ event }) =>
            settle(
              'moveBooking',
              event as Extract<ModelEvent, { type: 'xstate.error.actor.moveBooking' }>,
            ),
        },
        states: {
          find: async (snapshot) => {
            await heading('Find your booking');
            if (snapshot.context.notice)
              expect(screen.getByRole('alert')).toHaveTextContent('No booking matches');
            if (snapshot.context.errors.length > 0) {
              expect(await screen.findByRole('alert')).toHaveTextContent(
                'Enter the 8-character booking code',
              );
            }
          },
          lookingUp: async () => void (await screen.findByText('Looking up your booking...')),
          review: async (snapshot) => {
            await heading('Booking K7MQ2XRA');
            expect(screen.getByTestId('visitor-time')).toHaveTextContent(
              'Tuesday, March 3, 2026 at 9:30 PM EST',
            );
            if (snapshot.context.booking?.reschedule.ok === false) {
              expect(screen.getByTestId('reschedule-refusal')).toHaveTextContent(TOO_LATE);
              expect(screen.queryByRole('button', { name: 'Choose a new time' })).toBeNull();
            }
            if (snapshot.context.notice) {
              expect(screen.getByRole('alert')).toHaveTextContent(snapshot.context.notice);
            }
          },
          'slots.loading': async () => void (await heading('Choose a new time')),
          'slots.ready': async (snapshot) => {
            await heading('Choose a new time');
            expect(
              await screen.findByRole('radio', { name: /9:30 PM, Wednesday, March 4/ }),
            ).toBeInTheDocument();
            if (snapshot.context.notice) {
              const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
              expect(alerts.some((text) => text?.includes('taken'))).toBe(true);
            }
          },
          moving: async () => void (await screen.findByText('Moving your reading...')),
          confirmCancel: async () => {
            await heading('Cancel this reading?');
            expect(
              screen.getByText(/\$75\.00 you paid goes back to your card/),
            ).toBeInTheDocument();
          },
          cancelling: async () => void (await screen.findByText('Cancelling your reading...')),
          cancelled: async () => void (await heading('Your reading is cancelled')),
          moved: async () => {
            await heading('Your reading has moved');
            expect(screen.getByTestId('visitor-time')).toHaveTextContent(
              'Wednesday, March 4, 2026 at 9:30 PM EST',
            );
            expect(screen.getByTestId('astrologer-time')).toHaveTextContent(
              'Thursday, March 5, 2026 at 8:00 AM',
            );
          },
        },
      });
    });
  }
});
