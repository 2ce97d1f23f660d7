import { describe, expect, it } from 'vitest';
import { availableSlots, cellsFor, type AstrologerSchedule } from './slots';

const everyDay = (start: string, end: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end }));

const schedule = (overrides: Partial<AstrologerSchedule>): AstrologerSchedule => ({
  timeZone: 'UTC',
  windows: everyDay('09:00', '12:00'),
  daysOff: [],
  minimumNoticeMinutes: 0,
  bufferMinutes: 0,
  horizonDays: 400,
  ...overrides,
});

const starts = (
  s: AstrologerSchedule,
  from: string,
  to: string,
  duration = 60,
  occupied: number[] = [],
  now = '2025-01-01T00:00:00Z',
) =>
  availableSlots({
    schedule: s,
    durationMinutes: duration,
    from: new Date(from),
    to: new Date(to),
    now: new Date(now),
    occupiedCells: new Set(occupied),
  }).map((slot) => slot.start);

describe('slots from weekly availability across daylight-saving changes', () => {
  it('keeps 9:00 Los Angeles time on both sides of the March change', () => {
    const s = schedule({ timeZone: 'America/Los_Angeles', windows: everyDay('09:00', '10:00') });
    expect(starts(s, '2025-03-08T00:00:00Z', '2025-03-11T00:00:00Z')).toEqual([
      '2025-03-08T17:00:00.000Z',
      '2025-03-09T16:00:00.000Z',
      '2025-03-10T16:00:00.000Z',
    ]);
  });

  it('skips the hour Los Angeles loses in March and offers the repeated hour once in November', () => {
    const night = schedule({
      timeZone: 'America/Los_Angeles',
      windows: everyDay('01:00', '04:00'),
    });
    expect(starts(night, '2025-03-09T08:00:00Z', '2025-03-09T12:00:00Z', 30)).toEqual([
      '2025-03-09T09:00:00.000Z', // 01:00 PST
      '2025-03-09T09:30:00.000Z', // 01:30 PST
      '2025-03-09T10:00:00.000Z', // 03:00 PDT
      '2025-03-09T10:30:00.000Z', // 03:30 PDT
    ]);
    expect(starts(night, '2025-11-02T07:00:00Z', '2025-11-02T13:00:00Z', 30)).toEqual([
      '2025-11-02T08:00:00.000Z', // 01:00 PDT
      '2025-11-02T08:30:00.000Z', // 01:30 PDT
      '2025-11-02T10:00:00.000Z', // 02:00 PST
      '2025-11-02T10:30:00.000Z',
      '2025-11-02T11:00:00.000Z',
      '2025-11-02T11:30:00.000Z', // 03:30 PST, ends 04:00
    ]);
  });

  it('keeps 9:00 Los Angeles time on both sides of the November change', () => {
    const s = schedule({ timeZone: 'America/Los_Angeles', windows: everyDay('09:00', '10:00') });
    expect(starts(s, '2025-11-01T00:00:00Z', '2025-11-04T00:00:00Z')).toEqual([
      '2025-11-01T16:00:00.000Z',
      '2025-11-02T17:00:00.000Z',
      '2025-11-03T17:00:00.000Z',
    ]);
  });

  it('keeps 10:00 London time across the March and October changes', () => {
    const s = schedule({ timeZone: 'Europe/London', windows: everyDay('10:00', '11:00') });
    expect(starts(s, '2025-03-29T00:00:00Z', '2025-03-31T00:00:00Z')).toEqual([
      '2025-03-29T10:00:00.000Z',
      '2025-03-30T09:00:00.000Z',
    ]);
    expect(starts(s, '2025-10-25T00:00:00Z', '2025-10-27T00:00:00Z')).toEqual([
      '2025-10-25T09:00:00.000Z',
      '2025-10-26T10:00:00.000Z',
    ]);
  });

  it('drops London slots that fall into the lost hour', () => {
    const s = schedule({ timeZone: 'Europe/London', windows: everyDay('00:30', '03:00') });
    expect(starts(s, '2025-03-30T00:00:00Z', '2025-03-30T06:00:00Z', 30)).toEqual([
      '2025-03-30T00:30:00.000Z', // 00:30 GMT
      '2025-03-30T01:00:00.000Z', // 02:00 BST (01:00-01:59 never happen)
      '2025-03-30T01:30:00.000Z',
    ]);
  });

  it('keeps Asia/Kolkata steady while other zones change', () => {
    const s = schedule({ timeZone: 'Asia/Kolkata', windows: everyDay('10:00', '11:00') });
    expect(starts(s, '2025-03-08T00:00:00Z', '2025-03-11T00:00:00Z')).toEqual([
      '2025-03-08T04:30:00.000Z',
      '2025-03-09T04:30:00.000Z',
      '2025-03-10T04:30:00.000Z',
    ]);
    expect(starts(s, '2025-11-01T00:00:00Z', '2025-11-03T00:00:00Z')).toEqual([
      '2025-11-01T04:30:00.000Z',
      '2025-11-02T04:30:00.000Z',
    ]);
  });

  it('reads weekdays and days off in the astrologer’s zone, not in UTC', () => {
    // 08:00 Monday in Kolkata is 02:30 Monday UTC; 06:00 Monday in Kolkata is Sunday in UTC.
    const s = schedule({
      timeZone: 'Asia/Kolkata',
      windows: [{ weekday: 1, start: '05:00', end: '06:00' }],
    });
    expect(starts(s, '2025-06-01T00:00:00Z', '2025-06-03T00:00:00Z')).toEqual([
      '2025-06-01T23:30:00.000Z',
    ]);
    expect(
      starts({ ...s, daysOff: ['2025-06-02'] }, '2025-06-01T00:00:00Z', '2025-06-03T00:00:00Z'),
    ).toEqual([]);
  });
});

describe('the rules around slots', () => {
  it('honours the minimum notice and the booking horizon', () => {
    const s = schedule({ minimumNoticeMinutes: 24 * 60, horizonDays: 3 });
    const now = '2025-05-01T10:30:00Z';
    expect(starts(s, '2025-05-01T00:00:00Z', '2025-05-10T00:00:00Z', 60, [], now)).toEqual([
      '2025-05-02T10:30:00.000Z', // exactly 24 hours ahead
      '2025-05-02T11:00:00.000Z',
      '2025-05-03T09:00:00.000Z',
      '2025-05-03T09:30:00.000Z',
      '2025-05-03T10:00:00.000Z',
      '2025-05-03T10:30:00.000Z',
      '2025-05-03T11:00:00.000Z',
      '2025-05-04T09:00:00.000Z',
      '2025-05-04T09:30:00.000Z',
      '2025-05-04T10:00:00.000Z', // the horizon ends at 10:30 on the 4th
    ]);
  });

  it('keeps the buffer free on both sides of a booking', () => {
    const s = schedule({ bufferMinutes: 15 });
    const booked = Date.parse('2025-05-05T10:00:00Z');
    const taken = cellsFor(booked, booked + 60 * 60_000, 15);
    expect(taken.map((cell) => new Date(cell).toISOString().slice(11, 16))).toEqual([
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
    ]);
    // 09:00-10:00 would leave no gap before 10:00; 11:00 starts inside the buffer.
    expect(starts(s, '2025-05-05T00:00:00Z', '2025-05-06T00:00:00Z', 60, taken)).toEqual([]);
    const short = starts(s, '2025-05-05T00:00:00Z', '2025-05-06T00:00:00Z', 30, taken);
    expect(short).toEqual(['2025-05-05T09:00:00.000Z', '2025-05-05T11:30:00.000Z']);
  });
});
