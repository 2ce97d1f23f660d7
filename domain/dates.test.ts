import { describe, expect, it } from 'vitest';
import {
  describeDate,
  describeEventTime,
  describeInstant,
  formatRegionalDate,
  isValidDateText,
  normaliseDate,
} from './dates';

/** What a visitor may type → the MM/DD/YYYY the forms keep (unparsable text passes through). */
const NORMALISED_DATES: [typed: string, normalised: string][] = [
  // Turns YYYY-MM-DD into MM/DD/YYYY
  ['2024-03-05', '03/05/2024'],
  ['1999-12-31', '12/31/1999'],
  // Pads M/D/YYYY
  ['3/5/2024', '03/05/2024'],
  ['12/31/1985', '12/31/1985'],
  // Reads two-digit years below 70 as 20xx and the others as 19xx
  ['3/5/24', '03/05/2024'],
  ['3/5/69', '03/05/2069'],
  ['3/5/70', '03/05/1970'],
  ['7/4/85', '07/04/1985'],
  ['1/1/00', '01/01/2000'],
  // Accepts any other date the platform can parse
  ['March 5, 2024', '03/05/2024'],
  ['5 Mar 1990', '03/05/1990'],
  // Passes an unparsable string through unchanged
  ['not a date', 'not a date'],
  ['13/45/2020', '13/45/2020'],
  ['2023-02-30', '2023-02-30'],
  ['', ''],
];

describe('normaliseDate', () => {
  it.each(NORMALISED_DATES)('turns %j into %j', (typed, normalised) => {
    expect(normaliseDate(typed)).toBe(normalised);
  });
  it('says whether a text is a real date', () => {
    expect(isValidDateText('2/29/2024')).toBe(true);
    expect(isValidDateText('2/29/2023')).toBe(false);
    expect(isValidDateText('tomorrow-ish')).toBe(false);
  });
});

describe('formatRegionalDate', () => {
  it('gives the UTC date and the 12-hour time', () => {
    expect(formatRegionalDate('2026-03-07T18:30:00Z')).toBe('03/07/2026 06:30 PM');
    expect(formatRegionalDate('2026-03-07T00:05:00Z')).toBe('03/07/2026 12:05 AM');
    expect(formatRegionalDate('2026-03-07T12:00:00Z')).toBe('03/07/2026 12:00 PM');
  });
  it('uses UTC, not the local zone', () => {
    expect(formatRegionalDate('2026-03-07T23:30:00-05:00')).toBe('03/08/2026 04:30 AM');
  });
  it('gives null for an unparsable instant', () => {
    expect(formatRegionalDate('soon')).toBeNull();
  });
});

describe('describeEventTime', () => {
  const dallas = '2026-12-27T16:00:00Z';
  it("gives the event's own time with its zone's name, never a bare UTC time", () => {
    expect(describeEventTime(dallas, 'America/Chicago')).toBe(
      'Sunday, 27 December 2026, 10:00 AM Central Standard Time',
    );
  });
  it("adds the visitor's time when their clock reads otherwise", () => {
    expect(describeEventTime(dallas, 'America/Chicago', 'America/New_York')).toBe(
      'Sunday, 27 December 2026, 10:00 AM Central Standard Time (11:00 AM Eastern Standard Time where you are)',
    );
    expect(describeEventTime(dallas, 'America/Chicago', 'Asia/Kolkata')).toBe(
      'Sunday, 27 December 2026, 10:00 AM Central Standard Time (9:30 PM India Standard Time where you are)',
    );
    expect(describeEventTime('2026-12-27T23:00:00Z', 'America/Chicago', 'Asia/Kolkata')).toBe(
      'Sunday, 27 December 2026, 5:00 PM Central Standard Time (Monday, 28 December 2026, 4:30 AM India Standard Time where you are)',
    );
  });
  it('says nothing more when the visitor is in the same zone', () => {
    expect(describeEventTime(dallas, 'America/Chicago', 'America/Chicago')).toBe(
      'Sunday, 27 December 2026, 10:00 AM Central Standard Time',
    );
  });
});

describe('the one date style in the visitor’s language', () => {
  it('uses the language’s month and weekday names', () => {
    expect(describeDate('12/11/2025')).toBe('Thursday, 11 December 2025');
    expect(describeDate('12/11/2025', 'UTC', 'ml')).toContain('ഡിസംബർ');
    expect(describeDate('12/11/2025', 'UTC', 'ml')).toContain('വ്യാഴാഴ്');
    expect(describeDate('12/11/2025', 'UTC', 'ta')).toContain('டிசம்பர்');
    expect(describeDate('12/11/2025', 'UTC', 'hi')).toBe('गुरुवार, 11 दिसंबर 2025');
  });

  it('keeps the zone: IST and the visitor’s own, in the language', () => {
    const instant = '2025-12-11T04:30:00Z';
    expect(describeInstant(instant, 'Asia/Kolkata')).toBe(
      'Thursday, 11 December 2025, 10:00 AM India Standard Time',
    );
    const hindi = describeInstant(instant, 'Asia/Kolkata', 'hi');
    expect(hindi).toContain('11 दिसंबर 2025');
    expect(hindi).toContain('10:00');
    expect(hindi).toContain('भारतीय मानक समय');
  });
});
