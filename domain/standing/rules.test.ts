import { describe, expect, it } from 'vitest';
import { chargeDayOf, offeringDates, retryDayOf } from './rules';

describe('standing offering dates', () => {
  it('has one star birthday a year under the Kerala rule', () => {
    const dates = offeringDates(
      { dayRule: 'STAR_BIRTHDAY', tradition: 'kerala', starIndex: 2, sunSign: 0 },
      '2027-01-01',
      '2029-12-31',
    );
    expect(dates).toHaveLength(3);
    expect(new Set(dates.map((d) => d.slice(0, 4)))).toEqual(new Set(['2027', '2028', '2029']));
  });

  it('has each Kali/Karthika day for PUJA_DAYS, about one a month', () => {
    const dates = offeringDates(
      { dayRule: 'PUJA_DAYS', tradition: null, starIndex: null, sunSign: null },
      '2027-01-01',
      '2027-12-31',
    );
    expect(dates.length).toBeGreaterThanOrEqual(12);
    expect(dates.length).toBeLessThanOrEqual(14);
    expect(dates.every((d) => d.startsWith('2027-'))).toBe(true);
  });

  it('guesses nothing without the star', () => {
    expect(
      offeringDates(
        { dayRule: 'STAR_BIRTHDAY', tradition: 'kerala', starIndex: null, sunSign: 8 },
        '2027-01-01',
        '2030-01-01',
      ),
    ).toEqual([]);
  });

  it('charges a fortnight ahead and retries three times', () => {
    expect(chargeDayOf('2027-03-01')).toBe('2027-02-15');
    expect(retryDayOf('2027-03-01', 1)).toBe('2027-02-17');
    expect(retryDayOf('2027-03-01', 3)).toBe('2027-02-24');
    expect(retryDayOf('2027-03-01', 4)).toBeNull();
  });
});
