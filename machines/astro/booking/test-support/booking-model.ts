/**
 * The booking machine's model: its entries, the events each state may take
 * and every outcome of its actors (success, each refusal, a network failure,
 * a timeout). Shared by the bare-machine paths (machine.model.test.ts) and the
 * view paths (src/wizards/astro/BookingWizard.model.test.tsx).
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ModelSpec } from '../../../test-support/model-harness';
import { snapshotKey } from '../../../test-support/model-parts';
import {
  BILLING,
  CATALOG,
  CALENDAR_EVENTS,
  CONFIRMED,
  NETWORK,
  EMPTY_OR_UNANSWERED_MONTH,
  OTHER_SLOT,
  PERSON,
  SLOT,
  SLOT_TAKEN,
  TIMEOUT,
  bookingView,
  clock,
} from '../../test-support/fixtures';
import { emptyBilling, emptyPerson } from '../../validation';
import type { BookingContext } from '../context';
import type { BookingDraftRecord, BookingStep } from '../draft';
import { bookingMachine } from '../machine';

export const HELD = bookingView();

/** What this tab kept of a booking before a reload, on a given step. */
function kept(step: BookingStep, changes: Partial<BookingDraftRecord> = {}): BookingDraftRecord {
  return {
    step,
    acceptedDisclaimer: '2025-01',
    readingTypeId: 1,
    astrologerId: 'any',
    selectedStart: step === 'reading' ? null : SLOT.start,
    visitorTimeZone: 'America/New_York',
    monthStart: '2026-03-01',
    selectedDay: '2026-03-03',
    question: '',
    // What later steps ask is still blank.
    people: [step === 'reading' || step === 'slots' ? emptyPerson() : { ...PERSON, birthStar: '' }],
    email: step === 'reading' || step === 'slots' ? '' : 'asha@example.com',
    billing: step === 'billing' ? { ...BILLING } : emptyBilling(),
    booking: step === 'billing' ? HELD : null,
    holdKey: 'hold-key-kept',
    ...changes,
  };
}

/** The birth-star finder opened for the first person, and how it can end (its own paths are its model's). */
const FINDER_INPUT = { index: 0, date: '1990-04-12', time: '06:45', place: 'Kollam' };
const FINDER_OUTCOMES = [
  { label: 'star chosen', output: { index: 0, star: { code: 'Rohini', name: 'Rohini' } } },
  { label: 'closed', output: { index: 0, star: null } },
];

const SERVER = { status: 500, code: 'INTERNAL', message: 'Something went wrong on our side.' };

export const bookingSpec: ModelSpec = {
  machine: bookingMachine,
  entries: [
    { label: 'fresh', input: { clock, timeZone: 'America/New_York', acceptedDisclaimer: null } },
    {
      label: 'disclaimer accepted earlier in the visit',
      input: { clock, timeZone: 'America/New_York', acceptedDisclaimer: '2025-01' },
    },
  ],
  events: () => [
    { type: 'catalog.retry' },
    { type: 'disclaimer.accept' },
    { type: 'reading.choose', readingTypeId: 1 },
    { type: 'astrologer.choose', astrologerId: 1 },
    { type: 'wizard.next' },
    { type: 'wizard.back' },
    ...CALENDAR_EVENTS,
    { type: 'question.update', question: 'Is this a good year for a move?' },
    { type: 'slot.choose', start: SLOT.start },
    { type: 'person.update', index: 0, values: PERSON },
    { type: 'email.update', email: 'asha@example.com' },
    { type: 'birthStar.find', input: FINDER_INPUT },
    { type: 'billing.update', values: BILLING },
    { type: 'payment.submit' },
    // The payment machine tells the flow when an attempt is in flight and when it is not.
    { type: 'payment.progress', settled: false, reference: HELD.code },
    { type: 'payment.progress', settled: true, reference: HELD.code },
    { type: 'slots.again' },
    // Browser Back and Forward land on a step's history entry.
    { type: 'history.go', step: 'reading' },
    { type: 'history.go', step: 'slots' },
    { type: 'history.go', step: 'details' },
  ],
  outcomes: {
    loadBookingDraft: [
      { label: 'nothing kept', output: null },
      // "I accept" on /astro-disclaimer before the booking started: only the version is kept.
      { label: 'disclaimer accepted on its page', output: { acceptedDisclaimer: '2025-01' } },
      { label: 'kept on the reading', output: kept('reading') },
      { label: 'kept on the time', output: kept('slots') },
      { label: 'kept on the details', output: kept('details') },
      { label: 'kept on billing, hold lasting', output: kept('billing') },
      {
        label: 'kept on billing, hold lapsed',
        output: kept('billing', {
          booking: bookingView({ holdExpiresAt: '2026-03-02T11:45:00.000Z' }),
        }),
      },
      {
        label: 'kept under an older disclaimer',
        output: kept('details', { acceptedDisclaimer: '2024-01' }),
      },
    ],
    // The store and history actors only receive (they never finish).
    bookingStore: [],
    stepHistory: [],
    loadCatalog: [
      { label: 'ok', output: CATALOG },
      { label: 'network', error: NETWORK },
      { label: 'timeout', error: TIMEOUT },
      { label: 'server error', error: SERVER },
    ],
    loadSlots: [
      { label: 'ok', output: { timeZone: 'America/New_York', slots: [SLOT] } },
      // Two free days: 'Next free day' moves within the month.
      {
        label: 'two free days',
        output: { timeZone: 'America/New_York', slots: [SLOT, OTHER_SLOT] },
      },
      ...EMPTY_OR_UNANSWERED_MONTH,
    ],
    holdSlot: [
      { label: 'held', output: HELD },
      SLOT_TAKEN,
      {
        label: 'disclaimer outdated',
        error: { status: 409, code: 'DISCLAIMER_OUTDATED', message: 'The disclaimer has changed.' },
      },
      {
        label: 'invalid',
        error: {
          status: 400,
          code: 'VALIDATION',
          message: 'Some answers need to be checked',
          fields: [{ path: 'people.0.birthDate', message: 'Enter a date of birth in the past' }],
        },
      },
      { label: 'network', error: NETWORK },
      { label: 'timeout', error: TIMEOUT },
    ],
    birthStarFinder: FINDER_OUTCOMES,
    // The one payment machine's final answers (its own paths are in machines/payment).
    payment: [
      {
        label: 'paid',
        output: {
          status: 'PAID',
          reference: HELD.code,
          receipt: { subject: 'booking', booking: CONFIRMED },
        },
      },
      {
        label: 'paid, learnt by polling',
        output: { status: 'PAID', reference: HELD.code, receipt: null },
      },
      {
        label: 'under review',
        output: {
          status: 'UNDER_REVIEW',
          reference: HELD.code,
          receipt: { subject: 'booking', booking: HELD },
        },
      },
      {
        label: 'hold expired',
        output: {
          status: 'INVALID',
          code: 'HOLD_EXPIRED',
          message: 'The hold has lapsed.',
          fields: [],
        },
      },
      {
        label: 'billing refused',
        output: {
          status: 'INVALID',
          code: 'VALIDATION',
          message: 'Some answers need to be checked',
          fields: [{ path: 'billing.zip', message: 'Enter the postal code' }],
        },
      },
    ],
  },
  // Only what the current state's next moves depend on: the month and zone
  // matter while choosing a time, the birth details until the hold, and so on.
  serialize: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as BookingContext;
    const step =
      typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
    const picking = step === 'slots';
    const details = step === 'details' || step === 'holding';
    const paying = step === 'billing' || step === 'paying';
    return snapshotKey(snapshot, {
      disclaimer: c.acceptedDisclaimer !== null,
      reading: step === 'reading' ? [c.readingTypeId !== null, c.astrologerId !== null] : null,
      slots: picking ? [c.slots.length, c.slotsError !== null, c.visitorTimeZone] : null,
      // Whether an empty month gives way to a later one (the first load, a new reading).
      seeking: picking || step === 'reading' ? c.seeking : null,
      laterMonth: picking ? c.monthStart > `${c.today.slice(0, 7)}-01` : null,
      slot: picking ? c.selectedStart !== null : null,
      person: details ? [c.people[0]?.fullName !== '', c.email !== ''] : null,
      billing: paying ? c.billing.firstName !== '' : null,
      errors: c.errors.map((e) => e.path),
      notice: c.notice !== null,
      settled: step === 'paying' ? c.paymentSettled : null,
      problem: c.paymentProblem?.kind ?? null,
      restoring: c.restoredStep,
    });
  },
  idempotencyKeyOf: {
    holdSlot: (input) => (input as { idempotencyKey: string }).idempotencyKey,
  },
};

export type BookingModelEvent = EventObject;
