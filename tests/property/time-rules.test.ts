/**
 * Properties over time, on the rule functions themselves (no server, so many
 * draws): instants across 2026-2032, often a month's last evening, a
 * daylight-saving season or the minutes around an order cutoff, in zones on
 * both sides of the date line; each answer is compared with the plain model of
 * time-model.ts.
 *
 * - Slots: exactly the model's slots (windows by the astrologer's wall clock,
 *   never before the notice period nor past the horizon), and readings booked
 *   one after another from them never meet, buffers included.
 * - Kali/Karthika: exactly the model's open dates, each closing at midnight
 *   India time three days before the puja, whatever the instant.
 *
 * TIME_PROPERTY_RUNS sets the draws per property.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedOption } from '../test-support/test-seed';
import { SLOT_STEP_MINUTES } from '../../domain/astro/policy';
import { availableSlots, cellsFor, type AstrologerSchedule } from '../../domain/astro/slots';
import { karthikaDatesOfYear, krittikaEntries } from '../../domain/jyotish';
import { KARTHIKA_CUTOFF_DAYS, karthikaSchedule } from '../../server/catalog/krittika';
import { scheduleFor } from '../../server/catalog/schedule-rules';
import {
  clash,
  clockChanges,
  DAY_MS,
  indiaMidnight,
  instantArb,
  instantNearChangeArb,
  MINUTE_MS,
  modelSlots,
  plusDays,
  wallAt,
  ZONES,
  type ModelSchedule,
  type ModelWindow,
} from './time-model';

const RUNS = Number(process.env.TIME_PROPERTY_RUNS ?? 100);
/** TEST_SEED replays a run (fast-check prints the seed of a failing one). */
const SEED = seedOption();

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** A weekly range on quarter hours, sometimes running to midnight. */
const windowArb: fc.Arbitrary<ModelWindow> = fc
  .record({
    weekday: fc.integer({ min: 0, max: 6 }),
    start: fc.integer({ min: 0, max: 95 }),
    length: fc.integer({ min: 2, max: 48 }),
  })
  .map(({ weekday, start, length }) => ({
    weekday,
    start: start * 15,
    end: Math.min(96, start + length) * 15,
  }));

/** The same night hours every day, around the clock changes (between 00:00 and 06:00). */
const nightlyArb: fc.Arbitrary<ModelWindow[]> = fc
  .record({ start: fc.integer({ min: 0, max: 12 }), length: fc.integer({ min: 2, max: 12 }) })
  .map(({ start, length }) =>
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      start: start * 15,
      end: (start + length) * 15,
    })),
  );

type SlotCase = {
  zone: string;
  windows: ModelWindow[];
  daysOffAhead: number[];
  noticeMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  horizonDays: number;
  durationMinutes: number;
  now: number;
  /** The asked range starts this long after now (or before, when negative)... */
  fromShift: number;
  /** ...and lasts this many days. */
  spanDays: number;
  /** Which free slot each visitor books, one after another. */
  picks: number[];
};

const bookingRules = {
  noticeMinutes: fc.constantFrom(0, 15, 60, 240, 1440, 2880),
  bufferBeforeMinutes: fc.constantFrom(0, 15, 30),
  bufferAfterMinutes: fc.constantFrom(0, 15, 30),
  durationMinutes: fc.constantFrom(30, 60, 90),
  picks: fc.array(fc.nat(), { maxLength: 4 }),
};

/** Any calendar, any instant (often a risky one). */
const anyCase: fc.Arbitrary<SlotCase> = fc.constantFrom(...ZONES).chain((zone) =>
  fc.record({
    ...bookingRules,
    zone: fc.constant(zone),
    windows: fc.oneof(fc.array(windowArb, { minLength: 1, maxLength: 8 }), nightlyArb),
    daysOffAhead: fc.uniqueArray(fc.integer({ min: 0, max: 8 }), { maxLength: 2 }),
    horizonDays: fc.integer({ min: 1, max: 60 }),
    now: fc.oneof(instantArb, instantNearChangeArb(zone)),
    fromShift: fc.integer({ min: -2 * DAY_MS, max: 3 * DAY_MS }),
    spanDays: fc.integer({ min: 1, max: 5 }),
  }),
);

/** Night hours on the night a zone's clocks change, asked the day before. */
const changeNightCase: fc.Arbitrary<SlotCase> = fc
  .constantFrom(...ZONES.filter((zone) => clockChanges(zone, 2027).length > 0))
  .chain((zone) =>
    fc.record({
      ...bookingRules,
      noticeMinutes: fc.constantFrom(0, 15, 60),
      zone: fc.constant(zone),
      windows: nightlyArb,
      daysOffAhead: fc.constant([]),
      horizonDays: fc.constant(7),
      now: fc
        .record({
          year: fc.integer({ min: 2026, max: 2032 }),
          which: fc.nat(),
          before: fc.integer({ min: 0, max: DAY_MS }),
        })
        .map(({ year, which, before }) => {
          const changes = clockChanges(zone, year);
          return changes[which % changes.length]! - before;
        }),
      fromShift: fc.constant(0),
      spanDays: fc.constant(2),
    }),
  );

function scheduleOf(model: ModelSchedule): AstrologerSchedule {
  return {
    timeZone: model.zone,
    windows: model.windows.map((w) => ({
      weekday: w.weekday,
      start: clock(w.start),
      end: clock(w.end),
    })),
    daysOff: model.daysOff,
    minimumNoticeMinutes: model.noticeMinutes,
    bufferMinutes: model.bufferAfterMinutes,
    bufferBeforeMinutes: model.bufferBeforeMinutes,
    horizonDays: model.horizonDays,
  };
}

/**
 * Books the drawn picks one after another from the free slots, then compares the
 * free slots left with the model's. Returns how many slots were left.
 */
function checkSlots(drawn: SlotCase): number {
  const today = wallAt(drawn.now, drawn.zone).date;
  const model: ModelSchedule = {
    zone: drawn.zone,
    windows: drawn.windows,
    daysOff: drawn.daysOffAhead.map((days) => plusDays(today, days)),
    noticeMinutes: drawn.noticeMinutes,
    bufferBeforeMinutes: drawn.bufferBeforeMinutes,
    bufferAfterMinutes: drawn.bufferAfterMinutes,
    horizonDays: drawn.horizonDays,
  };
  const schedule = scheduleOf(model);
  const from = drawn.now + drawn.fromShift;
  const to = from + drawn.spanDays * DAY_MS;
  const booked: { start: number; end: number }[] = [];
  const query = () => {
    // The cells the server stores for each booked reading (server/astro/holds.ts).
    const occupiedCells = new Set(
      booked.flatMap((b) =>
        cellsFor(b.start, b.end, model.bufferAfterMinutes, model.bufferBeforeMinutes),
      ),
    );
    return availableSlots({
      schedule,
      durationMinutes: drawn.durationMinutes,
      from: new Date(from),
      to: new Date(to),
      now: new Date(drawn.now),
      occupiedCells,
    });
  };
  for (const pick of drawn.picks) {
    const free = query();
    if (free.length === 0) break;
    const chosen = free[pick % free.length]!;
    booked.push({ start: Date.parse(chosen.start), end: Date.parse(chosen.end) });
  }
  const slots = query();

  // No double booking: no two booked readings meet, buffers included.
  for (const [i, a] of booked.entries()) {
    for (const b of booked.slice(i + 1)) expect(clash(a, b, model)).toBe(false);
  }
  for (const slot of slots) {
    const start = Date.parse(slot.start);
    // Never before the notice period, never past the horizon.
    expect(start).toBeGreaterThanOrEqual(drawn.now + model.noticeMinutes * MINUTE_MS);
    expect(start).toBeLessThan(drawn.now + model.horizonDays * DAY_MS);
    expect(Date.parse(slot.end) - start).toBe(drawn.durationMinutes * MINUTE_MS);
  }
  const expected = modelSlots({
    schedule: model,
    durationMinutes: drawn.durationMinutes,
    stepMinutes: SLOT_STEP_MINUTES,
    from,
    to,
    now: drawn.now,
    booked,
  });
  expect(slots.map((slot) => Date.parse(slot.start))).toEqual(expected);
  return slots.length;
}

/**
 * Checks the slots of every drawn case against the model; the draws must reach the
 * interesting part, calendars that offer something, in at least a quarter of the runs.
 */
function slotsMatchTheModel(cases: fc.Arbitrary<SlotCase>) {
  let withSlots = 0;
  fc.assert(
    fc.property(cases, (drawn) => {
      if (checkSlots(drawn) > 0) withSlots += 1;
    }),
    { numRuns: RUNS, ...SEED },
  );
  expect(withSlots).toBeGreaterThan(RUNS / 4);
}

describe('astrology slots at any instant, in any zone', () => {
  it(`match the model and never double-book (${RUNS} draws)`, () => {
    slotsMatchTheModel(anyCase);
  });

  it(`match the model on the nights the clocks change (${RUNS} draws)`, () => {
    slotsMatchTheModel(changeNightCase);
  });
});

/** Karthika dates of each year, computed once per year. */
const datesOfYear = new Map<number, string[]>();
function karthikaDates(year: number): string[] {
  let dates = datesOfYear.get(year);
  if (!dates) {
    dates = karthikaDatesOfYear(year);
    datesOfYear.set(year, dates);
  }
  return dates;
}

/** Orders for a puja date close at midnight India time, `cutoffDays` days before it. */
const modelCutoff = (date: string, cutoffDays: number) =>
  indiaMidnight(plusDays(date, -cutoffDays));

/** A few minutes either side of a Karthika date's cutoff (or exactly on it). */
const nearCutoff = fc
  .record({
    year: fc.integer({ min: 2026, max: 2032 }),
    index: fc.nat(),
    offsetMs: fc.oneof(
      fc.constant(0),
      fc.integer({ min: -5 * MINUTE_MS, max: 5 * MINUTE_MS }),
      fc.constantFrom(-MINUTE_MS, MINUTE_MS),
    ),
  })
  .map(({ year, index, offsetMs }) => {
    const dates = karthikaDates(year);
    const date = dates[index % dates.length]!;
    return modelCutoff(date, KARTHIKA_CUTOFF_DAYS) + offsetMs;
  });

const cutoffCase = fc.record({
  now: fc.oneof(instantArb, nearCutoff),
  horizonDays: fc.constantFrom(30, 90, 400),
  cutoffDays: fc.integer({ min: 0, max: 7 }),
});

/** The model's open dates: Moon entries into Krittika by India's calendar, still open at `now`. */
function modelKarthika(now: number, horizonDays: number, cutoffDays: number) {
  const today = wallAt(now, 'Asia/Kolkata').date;
  const entries = krittikaEntries(
    new Date(indiaMidnight(today)),
    new Date(indiaMidnight(plusDays(today, horizonDays))),
  );
  return entries
    .map((entry) => wallAt(entry.getTime(), 'Asia/Kolkata').date)
    .filter((date) => modelCutoff(date, cutoffDays) > now)
    .map((dateOfPuja) => ({
      dateOfPuja,
      orderCutoffTime: new Date(modelCutoff(dateOfPuja, cutoffDays)).toISOString(),
    }));
}

describe('Kali/Karthika dates and their cutoffs at any instant', () => {
  it('close three days before the puja, at midnight India time', () => {
    expect(KARTHIKA_CUTOFF_DAYS).toBe(3);
    const date = karthikaDates(2027)[0]!;
    const cutoff = karthikaSchedule(new Date(`${date}T00:00:00Z`), 30, { openOnly: false }).find(
      (entry) => entry.dateOfPuja === date,
    )!.orderCutoffTime;
    expect(wallAt(Date.parse(cutoff), 'Asia/Kolkata')).toMatchObject({
      date: plusDays(date, -3),
      minute: 0,
    });
  });

  it(`are exactly the model's open dates (${RUNS} draws)`, () => {
    let aroundCutoff = 0;
    fc.assert(
      fc.property(cutoffCase, ({ now, horizonDays, cutoffDays }) => {
        const at = new Date(now);
        const kali = karthikaSchedule(at, horizonDays);
        expect(kali).toEqual(modelKarthika(now, horizonDays, KARTHIKA_CUTOFF_DAYS));
        // The staff's other cutoffs for the same rule follow the same India-time midnight.
        expect(scheduleFor('KRITTIKA', cutoffDays, at, horizonDays)).toEqual(
          modelKarthika(now, horizonDays, cutoffDays),
        );
        const year = wallAt(now, 'Asia/Kolkata').date.slice(0, 4);
        const cutoffs = [Number(year) - 1, Number(year), Number(year) + 1].flatMap((y) =>
          karthikaDates(y).map((date) => modelCutoff(date, KARTHIKA_CUTOFF_DAYS)),
        );
        if (cutoffs.some((cutoff) => Math.abs(cutoff - now) <= 5 * MINUTE_MS)) aroundCutoff += 1;
      }),
      { numRuns: RUNS, ...SEED },
    );
    // The minutes around a cutoff were among the draws.
    expect(aroundCutoff).toBeGreaterThan(0);
  });
});
