/**
 * Both astrology calendars at a month's last evening in the Americas (already
 * the 1st in India): they open on the next month's first free day, the visitor
 * can still go back to the empty month, and "Next free day" crosses months.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import type { AstroCatalog, BookingView } from '../../domain/astro/api';
import { bookingMachine } from './booking';
import { rescheduleMachine } from './reschedule';
import type { SlotPicking } from './slot-picking';
import { fakeSlots } from './test-support/fake-slots';

const NEW_YORK = 'America/New_York';
/** 30 November 2026, 15:00 in New York. */
const EVENING = new Date('2026-11-30T20:00:00Z');
const clock = () => EVENING;
/** New York mornings: 1 and 30 December, 5 January (the horizon reaches 29 January). */
const FREE = ['2026-12-01T15:00:00.000Z', '2026-12-30T15:00:00.000Z', '2027-01-05T15:00:00.000Z'];

const CATALOG: AstroCatalog = {
  readingTypes: [
    {
      id: 1,
      code: 'BIRTH_CHART',
      name: 'Birth chart reading',
      summary: '',
      covers: [],
      durationMinutes: 60,
      priceCents: 7500,
      peopleCount: 1,
      samplePrice: true,
    },
  ],
  astrologers: [{ id: 1, name: 'A', timeZone: 'Asia/Kolkata', bio: '', readingTypeIds: [1] }],
  disclaimerVersion: '2025-01',
  holdMinutes: 15,
};

/** The calendar once its month is shown. */
async function shownMonth(actor: AnyActorRef): Promise<SlotPicking> {
  const snapshot = await waitFor(actor, (s) => s.matches({ slots: 'ready' }));
  return snapshot.context as SlotPicking;
}

function openBooking(free: readonly string[]) {
  const api = fakeSlots(free, { now: EVENING, horizonDays: 60 });
  const machine = bookingMachine.provide({
    actors: {
      loadCatalog: fromPromise(async () => CATALOG),
      loadSlots: api.loadSlots,
    },
  });
  const actor = createActor(machine, {
    input: { clock, timeZone: NEW_YORK, acceptedDisclaimer: '2025-01' },
  }).start();
  return { actor, asked: api.asked };
}

function openReschedule(free: readonly string[]) {
  const api = fakeSlots(free, { now: EVENING, horizonDays: 60 });
  const booking = {
    code: 'K7MQ2XRA',
    readingType: { id: 1 },
    astrologer: { id: 1 },
    visitorTimeZone: NEW_YORK,
    reschedule: { ok: true },
    cancel: { ok: true },
  };
  const machine = rescheduleMachine.provide({
    actors: {
      lookupBooking: fromPromise(async () => booking as unknown as BookingView),
      loadSlots: api.loadSlots,
    },
  });
  const actor = createActor(machine, {
    input: { clock, timeZone: NEW_YORK, code: 'K7MQ2XRA', token: 't' },
  }).start();
  return { actor, asked: api.asked };
}

const FLOWS = [
  {
    name: 'booking',
    async open(free: readonly string[]) {
      const opened = openBooking(free);
      await waitFor(opened.actor, (s) => s.matches('reading'));
      opened.actor.send({ type: 'reading.choose', readingTypeId: 1 });
      opened.actor.send({ type: 'wizard.next' });
      return opened;
    },
  },
  {
    name: 'reschedule',
    async open(free: readonly string[]) {
      const opened = openReschedule(free);
      await waitFor(opened.actor, (s) => s.matches('review'));
      opened.actor.send({ type: 'reschedule.start' });
      return opened;
    },
  },
];

describe.each(FLOWS)('the $name calendar at a month’s last evening', ({ open }) => {
  it('opens on the next month, on its first free day, having asked once for each month', async () => {
    const { actor, asked } = await open(FREE);
    expect(await shownMonth(actor)).toMatchObject({
      monthStart: '2026-12-01',
      selectedDay: '2026-12-01',
      seeking: false,
    });
    expect(asked.map(({ from, to }) => [from, to])).toEqual([
      ['2026-11-30', '2026-11-30'],
      ['2026-12-01', '2026-12-31'],
    ]);
  });

  it('lets the visitor go back to the empty month, and stays there', async () => {
    const { actor } = await open(FREE);
    await shownMonth(actor);
    actor.send({ type: 'month.previous' });
    await waitFor(actor, (s) => s.matches({ slots: 'loading' }));
    const november = await shownMonth(actor);
    expect(november).toMatchObject({ monthStart: '2026-11-01', slots: [], selectedDay: null });
    // "Next free day" leads back to the first one.
    expect(actor.getSnapshot().can({ type: 'day.nextFree' })).toBe(true);
    actor.send({ type: 'day.nextFree' });
    await waitFor(actor, (s) => s.matches({ slots: 'loading' }));
    expect(await shownMonth(actor)).toMatchObject({
      monthStart: '2026-12-01',
      selectedDay: '2026-12-01',
    });
  });

  it('"Next free day" walks the free days across months, then stops', async () => {
    const { actor } = await open(FREE);
    await shownMonth(actor);
    actor.send({ type: 'day.nextFree' });
    expect((await shownMonth(actor)).selectedDay).toBe('2026-12-30');
    actor.send({ type: 'day.nextFree' });
    await waitFor(actor, (s) => s.matches({ slots: 'loading' }));
    expect(await shownMonth(actor)).toMatchObject({
      monthStart: '2027-01-01',
      selectedDay: '2027-01-05',
    });
    // The horizon ends on 29 January: nothing lies after 5 January.
    expect(actor.getSnapshot().can({ type: 'day.nextFree' })).toBe(false);
  });

  it('skips a month without free times on the way, and opens empty only when the horizon is', async () => {
    const { actor } = await open(['2027-01-05T15:00:00.000Z']);
    expect(await shownMonth(actor)).toMatchObject({
      monthStart: '2027-01-01',
      selectedDay: '2027-01-05',
    });
    const none = await open([]);
    expect(await shownMonth(none.actor)).toMatchObject({
      monthStart: '2026-11-01',
      slots: [],
      nextFreeDay: null,
    });
  });
});
