import { describe, expect, it } from 'vitest';
import { SANKRANTI_REFERENCE, type SankrantiRow } from '../test-support/sankranti-reference';
import { formatSolarDate, solarDate, type SolarCalendar } from './solar-calendar';
import { nextSunAt, sunSiderealLongitude } from './sun';
import { addDays, daysBetween, sunriseOn, sunsetOn, templeDate } from './temple-day';

const FIRST = '2026-01-01';
const LAST = '2035-12-31';

/** The month and day Swiss Ephemeris's table gives a date: the last month begun by then. */
function expected(calendar: SolarCalendar, isoDate: string) {
  const firstDay = (row: SankrantiRow) => (calendar === 'malayalam' ? row.kerala : row.tamil);
  const row = SANKRANTI_REFERENCE.filter((r) => firstDay(r) <= isoDate).at(-1)!;
  return { sign: row.sign, day: daysBetween(firstDay(row), isoDate) + 1 };
}

const seconds = (a: Date, b: Date) => Math.abs(a.getTime() - b.getTime()) / 1000;

describe('the solar calendars against Swiss Ephemeris', () => {
  it('find each sankranti, sunrise and sunset within a minute of it', () => {
    for (const row of SANKRANTI_REFERENCE) {
      const found = nextSunAt(row.sign * 30, new Date(row.at.getTime() - 5 * 86_400_000));
      expect(seconds(found, row.at)).toBeLessThan(60);
      const date = templeDate(row.at);
      expect(seconds(sunriseOn(date), row.sunrise)).toBeLessThan(60);
      expect(seconds(sunsetOn(date), row.sunset)).toBeLessThan(60);
    }
  });

  it.each<SolarCalendar>(['malayalam', 'tamil'])(
    'give every day of 2026–2035 the %s month and day Swiss Ephemeris gives',
    (calendar) => {
      const wrong: string[] = [];
      for (let date = FIRST; date <= LAST; date = addDays(date, 1)) {
        const ours = solarDate(calendar, date);
        const theirs = expected(calendar, date);
        if (ours.sign !== theirs.sign || ours.day !== theirs.day) {
          wrong.push(`${date}: ${ours.sign}/${ours.day}, not ${theirs.sign}/${theirs.day}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});

describe('the month-beginning rules', () => {
  it('start Makaram a day after Thai when the sankranti is after 3/5 of the daytime (14 Jan 2026)', () => {
    // Makara sankranti 2026-01-14 15:07 IST: after the madhyahna (13:40), before sunset (18:22).
    expect(formatSolarDate(solarDate('malayalam', '2026-01-14'))).toBe('ധനു 30');
    expect(formatSolarDate(solarDate('malayalam', '2026-01-15'))).toBe('മകരം 1');
    expect(formatSolarDate(solarDate('tamil', '2026-01-14'))).toBe('தை 1');
  });

  it('begin both months on the civil day of a sankranti before sunrise (15 Mar 2026, 01:03 IST)', () => {
    expect(formatSolarDate(solarDate('malayalam', '2026-03-15'), true)).toBe('Meenam 1');
    expect(formatSolarDate(solarDate('tamil', '2026-03-15'), true)).toBe('Panguni 1');
    expect(solarDate('tamil', '2026-03-14').day).toBeGreaterThan(28);
  });

  it('name the months by the sign the Sun is in', () => {
    const date = solarDate('malayalam', '2026-12-13');
    expect(date.sign).toBe(Math.floor(sunSiderealLongitude(new Date('2026-12-13T06:30Z')) / 30));
    expect(formatSolarDate(date)).toBe('വൃശ്ചികം 27');
    expect(formatSolarDate(solarDate('tamil', '2026-11-28'))).toBe('கார்த்திகை 12');
  });
});
