import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apiDateToIsoDay,
  dayEntryProblem,
  entryOfIsoDay,
  isoDayOfEntry,
  isoDayOfOldText,
  isoDayToApiDate,
  monthNames,
} from './day-entry';

// 7 December 2026, noon UTC: the tests' "now" for the year range.
const NOW = Date.UTC(2026, 11, 7, 12);
const entry = (day: string, month: string, year: string) => ({ day, month, year });

describe('a day typed as day, month and year', () => {
  it('round-trips every day from 1900-01-01 to 2030-12-31: fields → ISO → API → back', () => {
    const first = Date.UTC(1900, 0, 1);
    const days = (Date.UTC(2030, 11, 31) - first) / 86_400_000;
    let checked = 0;
    for (let n = 0; n <= days; n += 1) {
      const date = new Date(first + n * 86_400_000);
      const fields = entry(
        String(date.getUTCDate()),
        String(date.getUTCMonth() + 1),
        String(date.getUTCFullYear()),
      );
      const iso = isoDayOfEntry(fields);
      expect(iso).toBe(date.toISOString().slice(0, 10));
      const api = isoDayToApiDate(iso!);
      expect(api).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(apiDateToIsoDay(api)).toBe(iso);
      expect(entryOfIsoDay(apiDateToIsoDay(api))).toEqual(fields);
      checked += 1;
    }
    expect(checked).toBe(47_847);
  });

  it('round-trips generated entries, with leading zeros and spaces as typed', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.boolean(),
        (date, padded) => {
          const [year, month, day] = date.toISOString().slice(0, 10).split('-');
          const typed = padded
            ? entry(` ${day!} `, String(Number(month)), year!)
            : entry(String(Number(day)), String(Number(month)), year!);
          const iso = isoDayOfEntry(typed)!;
          expect(iso).toBe(date.toISOString().slice(0, 10));
          expect(apiDateToIsoDay(isoDayToApiDate(iso))).toBe(iso);
        },
      ),
    );
  });

  it('reads 4 March 1980 as 4 March, whatever the country', () => {
    expect(isoDayOfEntry(entry('4', '3', '1980'))).toBe('1980-03-04');
    expect(isoDayToApiDate('1980-03-04')).toBe('03/04/1980');
  });

  it('names what is wrong, and guesses nothing', () => {
    expect(dayEntryProblem(entry('', '', ''), NOW)).toBeNull();
    expect(dayEntryProblem(entry('', '4', '1980'), NOW)).toBe('missingDay');
    expect(dayEntryProblem(entry('4', '', '1980'), NOW)).toBe('missingMonth');
    expect(dayEntryProblem(entry('4', '3', ''), NOW)).toBe('missingYear');
    expect(dayEntryProblem(entry('4a', '3', '1980'), NOW)).toBe('notNumbers');
    expect(dayEntryProblem(entry('4', '3', '19x0'), NOW)).toBe('notNumbers');
    expect(dayEntryProblem(entry('31', '4', '1980'), NOW)).toBe('noSuchDay');
    expect(dayEntryProblem(entry('29', '2', '2027'), Date.UTC(2027, 5, 1))).toBe('noSuchDay');
    expect(dayEntryProblem(entry('29', '2', '2024'), NOW)).toBeNull();
    expect(dayEntryProblem(entry('1', '1', '1899'), NOW)).toBe('yearOutOfRange');
    expect(dayEntryProblem(entry('1', '1', '2027'), NOW)).toBe('yearOutOfRange');
    expect(dayEntryProblem(entry('1', '1', '80'), NOW)).toBe('yearOutOfRange');
    expect(dayEntryProblem(entry('31', '12', '2026'), NOW)).toBe('inFuture');
    expect(isoDayOfEntry(entry('31', '4', '1980'))).toBeNull();
  });

  it('reads the dates drafts saved as one text (month first, or ISO)', () => {
    expect(isoDayOfOldText('3/27/1985')).toBe('1985-03-27');
    expect(isoDayOfOldText('1985-03-27')).toBe('1985-03-27');
    expect(isoDayOfOldText('2/1/21')).toBe('2021-02-01');
    expect(isoDayOfOldText('2/30/2001')).toBe('');
    expect(isoDayOfOldText('soon')).toBe('');
  });

  it('names the months in the page language', () => {
    expect(monthNames('en')[2]).toBe('March');
    expect(monthNames('ml')[2]).toBe('മാർച്ച്');
    expect(monthNames('ta')[2]).toBe('மார்ச்');
    expect(monthNames('hi')[2]).toBe('मार्च');
  });
});
