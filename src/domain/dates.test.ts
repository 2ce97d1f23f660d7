import { describe, expect, it } from 'vitest';
import {
  describeDate,
  describeEventTime,
  describeInstant,
  formatRegionalDate,
  isValidDateText,
  normaliseDate,
} from './dates';

describe('normaliseDate', () => {
  it('turns YYYY-MM-DD into MM/DD/YYYY', () => {
    expect(normaliseDate('2024-03-05')).toBe('03/05/2024');
    expect(normaliseDate('1999-12-31')).toBe('12/31/1999');
  });
  it('pads M/D/YYYY', () => {
    expect(normaliseDate('3/5/2024')).toBe('03/05/2024');
    expect(normaliseDate('12/31/1985')).toBe('12/31/1985');
  });
  it('reads two-digit years below 70 as 20xx and the others as 19xx', () => {
    expect(normaliseDate('3/5/24')).toBe('03/05/2024');
    expect(normaliseDate('3/5/69')).toBe('03/05/2069');
    expect(normaliseDate('3/5/70')).toBe('03/05/1970');
    expect(normaliseDate('7/4/85')).toBe('07/04/1985');
    expect(normaliseDate('1/1/00')).toBe('01/01/2000');
  });
  it('accepts any other date the platform can parse', () => {
    expect(normaliseDate('March 5, 2024')).toBe('03/05/2024');
    expect(normaliseDate('5 Mar 1990')).toBe('03/05/1990');
  });
  it('passes an unparsable string through unchanged', () => {
    expect(normaliseDate('not a date')).toBe('not a date');
    expect(normaliseDate('13/45/2020')).toBe('13/45/2020');
    expect(normaliseDate('2023-02-30')).toBe('2023-02-30');
    expect(normaliseDate('')).toBe('');
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
