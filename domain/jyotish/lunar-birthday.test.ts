import { describe, expect, it } from 'vitest';
import { LUNAR_BIRTHDAY_REFERENCE } from '../test-support/lunar-birthday-reference';
import { lunarBirth, lunarBirthdays, lunarMonthStart, tithiDay } from './lunar-birthday';
import { daysBetween, templeDate, templeMidnight } from './temple-day';

const rows = LUNAR_BIRTHDAY_REFERENCE.trim()
  .split('\n')
  .map((line) => {
    const [year, sign, base, ...tokens] = line.split(' ') as [string, string, string, ...string[]];
    return { year: Number(year), sign: Number(sign), base, tokens };
  });

describe('lunar birthdays against Swiss Ephemeris, every tithi of every month of 2026–2035', () => {
  it('agree on each month’s new moon and each tithi’s day', () => {
    const wrong: string[] = [];
    for (const row of rows) {
      const start = lunarMonthStart(row.sign, templeMidnight(`${row.year}-01-01`));
      expect(templeDate(start)).toBe(row.base);
      row.tokens.forEach((token, tithi) => {
        const ours = daysBetween(row.base, tithiDay(tithi, start));
        // Within a minute of a sunrise the two ephemerides may differ by the day.
        const agrees = token.includes('~')
          ? Math.abs(ours - Number(token.slice(0, 2))) <= 1
          : ours === Number(token);
        if (!agrees) wrong.push(`${row.year} ${row.sign} tithi ${tithi}: ${ours}, not ${token}`);
      });
    }
    expect(rows).toHaveLength(120);
    expect(wrong).toEqual([]);
  });

  it('take the second (nija) month of an adhika pair: Jyeshtha 2026 from the new moon of 15 June', () => {
    const row = rows.find((r) => r.year === 2026 && r.sign === 1)!;
    expect(row.base).toBe('2026-06-15');
    expect(templeDate(lunarMonthStart(1, templeMidnight('2026-01-01')))).toBe('2026-06-15');
  });

  it('give a birth’s tithi once a year in its month', () => {
    const birth = new Date('1990-11-23T20:40:00Z');
    expect(lunarBirth(birth)).toEqual({ tithi: 5, sign: 7 });
    const dates = lunarBirthdays(birth, 2026, 3);
    const row = rows.find((r) => r.year === 2026 && r.sign === 7)!;
    expect(dates[0]).toBe(
      new Date(Date.parse(row.base) + Number(row.tokens[5]) * 86_400_000)
        .toISOString()
        .slice(0, 10),
    );
    expect(dates).toHaveLength(3);
  });
});
