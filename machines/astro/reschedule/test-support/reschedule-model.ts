/**
 * The reschedule machine's model: a fresh visit to the find form and the
 * emailed link (code and token), the events each state may take and every
 * outcome of its actors. Shared by the bare-machine paths
 * (machine.model.test.ts) and the view paths
 * (src/wizards/astro/RescheduleWizard.model.test.tsx).
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { ModelSpec } from '../../../test-support/model-harness';
import { snapshotKey } from '../../../test-support/model-parts';
import {
  bookingView,
  clock,
  CALENDAR_EVENTS,
  CONFIRMED,
  NETWORK,
  EMPTY_OR_UNANSWERED_MONTH,
  OTHER_SLOT,
  SLOT_TAKEN,
  TIMEOUT,
} from '../../test-support/fixtures';
import type { RescheduleContext } from '../context';
import { rescheduleMachine } from '../machine';

export const TOO_LATE = 'A reading cannot be rescheduled within 24 hours of its start.';
export const CANCEL_TOO_LATE = 'A reading cannot be cancelled within 24 hours of its start.';
export const TOO_MANY =
  'A booking can be rescheduled at most 2 times, and this one already has been.';
export const REFUSED = bookingView({
  status: 'CONFIRMED',
  reschedule: { ok: false, reason: 'TOO_LATE', message: TOO_LATE },
  cancel: { ok: false, reason: 'TOO_LATE', message: CANCEL_TOO_LATE },
});
export const MOVED = bookingView({ status: 'CONFIRMED', ...OTHER_SLOT, rescheduleCount: 1 });
export const CANCELLED = bookingView({
  status: 'CANCELLED',
  cancel: { ok: false },
  reschedule: { ok: false },
});

export const rescheduleSpec: ModelSpec = {
  machine: rescheduleMachine,
  entries: [
    { label: 'fresh', input: { clock, timeZone: 'America/New_York' } },
    {
      label: 'emailed link',
      input: { clock, timeZone: 'America/New_York', code: 'K7MQ2XRA', token: 't' },
    },
  ],
  events: () => [
    { type: 'find.update', code: 'k7mq-2xra', email: 'asha@example.com' },
    { type: 'find.submit' },
    { type: 'reschedule.start' },
    ...CALENDAR_EVENTS,
    { type: 'reason.update', reason: 'Travelling that week' },
    { type: 'slot.choose', start: OTHER_SLOT.start },
    { type: 'reschedule.confirm' },
    { type: 'wizard.back' },
    { type: 'cancel.start' },
    { type: 'cancel.confirm' },
  ],
  outcomes: {
    lookupBooking: [
      { label: 'found', output: CONFIRMED },
      { label: 'found, too late to change', output: REFUSED },
      {
        label: 'not found',
        error: { status: 404, code: 'BOOKING_NOT_FOUND', message: 'No booking matches that code.' },
      },
      { label: 'network', error: NETWORK },
      { label: 'timeout', error: TIMEOUT },
    ],
    loadSlots: [
      { label: 'ok', output: { timeZone: 'America/New_York', slots: [OTHER_SLOT] } },
      // Two free days in the month: "Next free day" moves within it.
      {
        label: 'two days',
        output: {
          timeZone: 'America/New_York',
          slots: [
            OTHER_SLOT,
            { start: '2026-03-06T02:30:00.000Z', end: '2026-03-06T03:30:00.000Z' },
          ],
        },
      },
      ...EMPTY_OR_UNANSWERED_MONTH,
    ],
    moveBooking: [
      { label: 'moved', output: MOVED },
      SLOT_TAKEN,
      {
        label: 'too many',
        error: { status: 422, code: 'TOO_MANY_RESCHEDULES', message: TOO_MANY },
      },
      { label: 'network', error: NETWORK },
    ],
    cancelBooking: [
      { label: 'cancelled', output: CANCELLED },
      { label: 'too late', error: { status: 422, code: 'TOO_LATE', message: CANCEL_TOO_LATE } },
      { label: 'network', error: NETWORK },
    ],
  },
  serialize: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as RescheduleContext;
    const step =
      typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
    const picking = step === 'slots';
    return snapshotKey(snapshot, {
      filled: c.code !== '' && (c.email !== '' || c.token !== ''),
      link: c.token !== '',
      errors: c.errors.map((e) => e.path),
      notice: c.notice !== null,
      mayMove: c.booking?.reschedule.ok ?? null,
      mayCancel: c.booking?.cancel.ok ?? null,
      slots: picking ? [c.slots.length, c.slotsError !== null, c.visitorTimeZone] : null,
      // Whether an empty month gives way to a later one (until the first month is shown).
      seeking: picking || step === 'review' ? c.seeking : null,
      laterMonth: picking ? c.monthStart > `${c.today.slice(0, 7)}-01` : null,
      slot: picking ? c.selectedStart !== null : null,
    });
  },
  invariant: (snapshot) => {
    const c = snapshot.context as RescheduleContext;
    // A booking is shown only once the server has found it.
    if (snapshot.matches('review') && c.booking === null)
      throw new Error('review without a booking');
  },
};
