/**
 * Slots from an astrologer's own settings through the API: weekly hours with
 * several ranges, a part-day block and a daily limit across the spring
 * daylight-saving changes of New York and London; and "first available, any
 * astrologer" spreading bookings without a double booking.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingView, SlotsResponse } from '../../domain/astro/api';
import { DISCLAIMER_VERSION } from '../../domain/astro/disclaimer';
import { addAstrologer, everyDay, withdrawSamples } from './test-support/astrologers';
import { startAstroTestApp } from './test-support/test-app';
import { startedForTheFile } from '../test-support/for-the-file';

const NOW = '2027-03-10T12:00:00.000Z';
const ENGINE = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const NEW_YORK = 101;
const LONDON = 102;
const POOL = [201, 202, 203, 204, 205];

const t = startedForTheFile(() => startAstroTestApp(NOW));
let visitor = 0;

beforeAll(async () => {
  await withdrawSamples(t.database.db);
  // Sunday 14 March 2027: New York springs forward at 02:00 (to 03:00 EDT).
  await addAstrologer(t.database.db, NEW_YORK, {
    timeZone: 'America/New_York',
    weekly: [
      { weekday: 0, start: '01:00', end: '04:00' },
      { weekday: 0, start: '13:00', end: '17:00' },
      { weekday: 1, start: '13:00', end: '15:00' },
    ],
    overrides: [{ date: '2027-03-14', kind: 'BLOCK', start: '14:00', end: '15:30' }],
    dailyLimit: 3,
    readingTypeIds: [2],
  });
  // Sunday 28 March 2027: London springs forward at 01:00 (to 02:00 BST).
  await addAstrologer(t.database.db, LONDON, {
    timeZone: 'Europe/London',
    weekly: [
      { weekday: 0, start: '00:00', end: '03:00' },
      { weekday: 0, start: '09:00', end: '12:00' },
    ],
    overrides: [{ date: '2027-03-28', kind: 'BLOCK', start: '10:00', end: '11:00' }],
    dailyLimit: 2,
    readingTypeIds: [1],
  });
  for (const id of POOL) {
    await addAstrologer(t.database.db, id, {
      timeZone: 'UTC',
      weekly: everyDay('09:00', '12:00'),
      readingTypeIds: [3],
    });
  }
});

async function slots(astrologerId: number | 'any', type: number, day: string, timeZone: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/puja-web-v2/api/astro/slots?readingTypeId=${type}&astrologerId=${astrologerId}&from=${day}&to=${day}&timeZone=${encodeURIComponent(timeZone)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<SlotsResponse>();
}

function hold(astrologerId: number | 'any', readingTypeId: number, start: string) {
  visitor += 1;
  const people = Array.from({ length: readingTypeId === 3 ? 2 : 1 }, (_, i) => ({
    fullName: `Devotee ${visitor}-${i}`,
    birthDate: '1980-02-02',
    birthTime: '',
    birthPlace: 'Chennai',
  }));
  return t.app.inject({
    method: 'POST',
    url: '/puja-web-v2/api/astro/holds',
    remoteAddress: `198.51.100.${visitor % 250}`,
    payload: {
      readingTypeId,
      astrologerId,
      start,
      visitorTimeZone: 'UTC',
      disclaimerVersion: DISCLAIMER_VERSION,
      people,
      email: `devotee${visitor}@example.com`,
    },
  });
}

describe(`an astrologer's hours across daylight-saving changes (${ENGINE})`, () => {
  it('New York, 14 March 2027: two ranges, the lost hour skipped, a block, then the daily limit', async () => {
    const sunday = await slots(NEW_YORK, 2, '2027-03-14', 'America/New_York');
    expect(sunday.slots.map((s) => s.start)).toEqual([
      '2027-03-14T06:00:00.000Z', // 01:00 EST
      '2027-03-14T06:30:00.000Z', // 01:30 EST (02:00 and 02:30 do not exist)
      '2027-03-14T07:00:00.000Z', // 03:00 EDT
      '2027-03-14T07:30:00.000Z', // 03:30 EDT
      '2027-03-14T17:00:00.000Z', // 13:00 EDT
      '2027-03-14T17:30:00.000Z', // 13:30 EDT; 14:00-15:30 blocked
      '2027-03-14T19:30:00.000Z', // 15:30 EDT
      '2027-03-14T20:00:00.000Z',
      '2027-03-14T20:30:00.000Z', // 16:30 EDT, ends 17:00
    ]);
    expect(sunday.slots.every((s) => s.astrologerIds.join() === String(NEW_YORK))).toBe(true);

    for (const start of ['2027-03-14T06:00:00.000Z', '2027-03-14T07:00:00.000Z']) {
      expect((await hold(NEW_YORK, 2, start)).statusCode).toBe(201);
    }
    expect(
      (await slots(NEW_YORK, 2, '2027-03-14', 'America/New_York')).slots.map((s) => s.start),
    ).toEqual([
      '2027-03-14T06:30:00.000Z',
      '2027-03-14T07:30:00.000Z',
      '2027-03-14T17:00:00.000Z',
      '2027-03-14T17:30:00.000Z',
      '2027-03-14T19:30:00.000Z',
      '2027-03-14T20:00:00.000Z',
      '2027-03-14T20:30:00.000Z',
    ]);
    // The third reading reaches the limit of 3: the day offers nothing more.
    expect((await hold(NEW_YORK, 2, '2027-03-14T20:30:00.000Z')).statusCode).toBe(201);
    const full = await slots(NEW_YORK, 2, '2027-03-14', 'America/New_York');
    expect(full.slots).toEqual([]);
    const refused = await hold(NEW_YORK, 2, '2027-03-14T17:00:00.000Z');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('DAY_FULL');
    // Monday is another day: 13:00-15:00 EDT with its own limit.
    expect(
      (await slots(NEW_YORK, 2, '2027-03-15', 'America/New_York')).slots.map((s) => s.start),
    ).toEqual([
      '2027-03-15T17:00:00.000Z',
      '2027-03-15T17:30:00.000Z',
      '2027-03-15T18:00:00.000Z',
      '2027-03-15T18:30:00.000Z',
    ]);
  });

  it('London, 28 March 2027: the lost hour, a blocked hour, then the daily limit of two', async () => {
    const sunday = await slots(LONDON, 1, '2027-03-28', 'Europe/London');
    expect(sunday.slots.map((s) => s.start)).toEqual([
      '2027-03-28T00:00:00.000Z', // 00:00 GMT
      '2027-03-28T00:30:00.000Z', // 00:30 GMT, ends 02:30 BST
      '2027-03-28T01:00:00.000Z', // 02:00 BST, ends 03:00 BST
      '2027-03-28T08:00:00.000Z', // 09:00 BST; 10:00-11:00 blocked
      '2027-03-28T10:00:00.000Z', // 11:00 BST, ends 12:00
    ]);
    // The Saturday before, in winter time, is not open at all.
    expect((await slots(LONDON, 1, '2027-03-27', 'Europe/London')).slots).toEqual([]);
    expect((await hold(LONDON, 1, '2027-03-28T00:00:00.000Z')).statusCode).toBe(201);
    expect(
      (await slots(LONDON, 1, '2027-03-28', 'Europe/London')).slots.map((s) => s.start),
    ).toEqual(['2027-03-28T01:00:00.000Z', '2027-03-28T08:00:00.000Z', '2027-03-28T10:00:00.000Z']);
    expect((await hold(LONDON, 1, '2027-03-28T10:00:00.000Z')).statusCode).toBe(201);
    expect((await slots(LONDON, 1, '2027-03-28', 'Europe/London')).slots).toEqual([]);
    // The next Sunday is in summer time throughout: 00:00-03:00 and 09:00-12:00 BST.
    expect(
      (await slots(LONDON, 1, '2027-04-04', 'Europe/London')).slots.map((s) => s.start),
    ).toEqual([
      '2027-04-03T23:00:00.000Z',
      '2027-04-03T23:30:00.000Z',
      '2027-04-04T00:00:00.000Z',
      '2027-04-04T00:30:00.000Z',
      '2027-04-04T01:00:00.000Z', // 02:00 BST, ends 03:00
      '2027-04-04T08:00:00.000Z',
      '2027-04-04T08:30:00.000Z',
      '2027-04-04T09:00:00.000Z',
      '2027-04-04T09:30:00.000Z',
      '2027-04-04T10:00:00.000Z',
    ]);
  });
});

describe(`first available, any astrologer (${ENGINE})`, () => {
  async function bookedRows() {
    return t.database.db
      .selectFrom('astro_bookings')
      .select(['astrologer_id', 'start_utc', 'end_utc', 'status'])
      .where('astrologer_id', 'in', POOL)
      .where('status', '!=', 'CANCELLED')
      .execute();
  }

  it('spreads 20 bookings of the same hour evenly across the five free astrologers', async () => {
    // 10:00 UTC on 20 days: the least booked free astrologer gets each one.
    const days = Array.from({ length: 20 }, (_, i) =>
      new Date(Date.parse('2027-03-12T10:00:00.000Z') + i * 86_400_000).toISOString(),
    );
    const given: number[] = [];
    for (const start of days) {
      const answer = await hold('any', 3, start);
      expect(answer.statusCode).toBe(201);
      given.push(answer.json<BookingView>().astrologer.id);
    }
    const perAstrologer = POOL.map((id) => given.filter((g) => g === id).length);
    console.log(
      `[${ENGINE}] 20 "any astrologer" bookings at 10:00 UTC: ${perAstrologer.join(', ')} per astrologer`,
    );
    expect(perAstrologer).toEqual([4, 4, 4, 4, 4]);
  });

  it('gives 20 simultaneous holds of one hour to the five free astrologers, one each', async () => {
    const start = '2027-04-05T09:00:00.000Z';
    const listed = await slots('any', 3, '2027-04-05', 'UTC');
    expect(listed.slots.find((s) => s.start === start)?.astrologerIds).toEqual(POOL);
    const answers = await Promise.all(Array.from({ length: 20 }, () => hold('any', 3, start)));
    const created = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 409);
    console.log(
      `[${ENGINE}] 20 simultaneous "any astrologer" holds of ${start}: ${created.length} held, ${refused.length} refused (SLOT_TAKEN)`,
    );
    expect(created).toHaveLength(5);
    expect(refused).toHaveLength(15);
    expect(new Set(refused.map((a) => a.json().error.code))).toEqual(new Set(['SLOT_TAKEN']));
    expect(created.map((a) => a.json<BookingView>().astrologer.id).sort()).toEqual(POOL);
    expect((await slots('any', 3, '2027-04-05', 'UTC')).slots.map((s) => s.start)).not.toContain(
      start,
    );
  });

  it('never lets two of one astrologer’s bookings overlap', async () => {
    const rows = await bookedRows();
    for (const a of rows) {
      const overlapping = rows.filter(
        (b) =>
          b !== a &&
          b.astrologer_id === a.astrologer_id &&
          b.start_utc < a.end_utc &&
          a.start_utc < b.end_utc,
      );
      expect(overlapping).toEqual([]);
    }
    expect(rows.length).toBe(25);
  });

  it('answers the next free day and the last day of the horizon', async () => {
    const answer = await slots(NEW_YORK, 2, '2027-03-11', 'America/New_York');
    expect(answer.slots).toEqual([]);
    expect(answer.nextFreeDay).toBe('2027-03-15');
    expect(answer.lastDay).toBe('2027-05-09');
  });
});
