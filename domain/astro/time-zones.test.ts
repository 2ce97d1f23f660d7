import { describe, expect, it } from 'vitest';
import { isValidTimeZone } from '../zone-formatter';
import { formatInZone, offsetMinutes, wallTimeIn, wallTimeToUtc } from './time-zones';

const at = (date: string, clock: string, zone: string) => {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  return wallTimeToUtc(date, h * 60 + m, zone)?.toISOString() ?? null;
};

/** Wall-clock date, time and zone → the UTC instant, or null for a time the change skips. */
const WALL_CLOCK_TO_UTC: [date: string, clock: string, zone: string, utc: string | null][] = [
  // America/Los_Angeles across the March change (2025-03-09)
  ['2025-03-08', '09:00', 'America/Los_Angeles', '2025-03-08T17:00:00.000Z'],
  ['2025-03-09', '01:30', 'America/Los_Angeles', '2025-03-09T09:30:00.000Z'],
  // 02:00-02:59 does not exist that night.
  ['2025-03-09', '02:00', 'America/Los_Angeles', null],
  ['2025-03-09', '02:30', 'America/Los_Angeles', null],
  ['2025-03-09', '03:00', 'America/Los_Angeles', '2025-03-09T10:00:00.000Z'],
  ['2025-03-09', '09:00', 'America/Los_Angeles', '2025-03-09T16:00:00.000Z'],
  // America/Los_Angeles across the November change (2025-11-02)
  ['2025-11-01', '09:00', 'America/Los_Angeles', '2025-11-01T16:00:00.000Z'],
  // 01:00-01:59 happens twice: the first (PDT) is chosen.
  ['2025-11-02', '01:00', 'America/Los_Angeles', '2025-11-02T08:00:00.000Z'],
  ['2025-11-02', '01:30', 'America/Los_Angeles', '2025-11-02T08:30:00.000Z'],
  ['2025-11-02', '02:00', 'America/Los_Angeles', '2025-11-02T10:00:00.000Z'],
  ['2025-11-02', '09:00', 'America/Los_Angeles', '2025-11-02T17:00:00.000Z'],
  // Europe/London across the March change (2025-03-30)
  ['2025-03-29', '10:00', 'Europe/London', '2025-03-29T10:00:00.000Z'],
  ['2025-03-30', '00:30', 'Europe/London', '2025-03-30T00:30:00.000Z'],
  ['2025-03-30', '01:30', 'Europe/London', null],
  ['2025-03-30', '02:00', 'Europe/London', '2025-03-30T01:00:00.000Z'],
  ['2025-03-30', '10:00', 'Europe/London', '2025-03-30T09:00:00.000Z'],
  // Europe/London across the October change (2025-10-26)
  ['2025-10-25', '10:00', 'Europe/London', '2025-10-25T09:00:00.000Z'],
  ['2025-10-26', '01:30', 'Europe/London', '2025-10-26T00:30:00.000Z'],
  ['2025-10-26', '10:00', 'Europe/London', '2025-10-26T10:00:00.000Z'],
];

describe('wall-clock time to UTC', () => {
  it.each(WALL_CLOCK_TO_UTC)('reads %s %s in %s as %s', (date, clock, zone, utc) => {
    expect(at(date, clock, zone)).toBe(utc);
  });

  it('keeps Asia/Kolkata at +05:30 all year, on the US and UK change days too', () => {
    for (const date of ['2025-03-09', '2025-03-30', '2025-10-26', '2025-11-02', '2025-06-15']) {
      expect(at(date, '10:00', 'Asia/Kolkata')).toBe(`${date}T04:30:00.000Z`);
      expect(offsetMinutes(new Date(`${date}T12:00:00Z`), 'Asia/Kolkata')).toBe(330);
    }
  });
});

describe('UTC to wall-clock time', () => {
  it('reads the local date, time and weekday', () => {
    expect(wallTimeIn(new Date('2025-03-09T10:00:00Z'), 'America/Los_Angeles')).toEqual({
      date: '2025-03-09',
      hour: 3,
      minute: 0,
      weekday: 0,
    });
    expect(wallTimeIn(new Date('2025-11-02T09:00:00Z'), 'America/Los_Angeles')).toMatchObject({
      hour: 1,
      minute: 0,
    });
    expect(offsetMinutes(new Date('2025-11-02T08:30:00Z'), 'America/Los_Angeles')).toBe(-420);
    expect(offsetMinutes(new Date('2025-11-02T09:30:00Z'), 'America/Los_Angeles')).toBe(-480);
  });

  it('formats an instant with the zone name on both sides of a change', () => {
    expect(formatInZone('2025-03-08T17:00:00Z', 'America/Los_Angeles')).toBe(
      'Saturday, 8 March 2025, 9:00 AM PST',
    );
    expect(formatInZone('2025-03-10T16:00:00Z', 'America/Los_Angeles')).toBe(
      'Monday, 10 March 2025, 9:00 AM PDT',
    );
    expect(formatInZone('2025-03-10T16:00:00Z', 'America/New_York')).toBe(
      'Monday, 10 March 2025, 12:00 PM EDT',
    );
  });

  it('knows real zone names and refuses made-up ones', () => {
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});
