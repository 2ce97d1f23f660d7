import { describe, expect, it } from 'vitest';
import { karthikaDates, karthikaDatesOfYear, krittikaEntries } from './karthika';
import { moonSiderealLongitude } from './moon';
import { KARTHIKA_2026 } from '../test-support/fixtures';

describe('the Kali/Karthika dates (the IST date on which the Moon enters Krittika)', () => {
  it('give the Karthigai Deepam checkpoints: 26 Nov 2023 and 13 Dec 2024', () => {
    expect(karthikaDates('2023-11-10', 30)).toEqual(['2023-11-26']);
    expect(karthikaDates('2024-12-01', 30)).toEqual(['2024-12-13']);
  });

  it('give the 2026 dates', () => {
    expect(karthikaDatesOfYear(2026)).toEqual(KARTHIKA_2026);
  });

  it('give the 2027 dates: 17 January and 30 June, not the old 18 January and 1 July', () => {
    expect(karthikaDatesOfYear(2027)).toEqual([
      '2027-01-17',
      '2027-02-14',
      '2027-03-13',
      '2027-04-09',
      '2027-05-07',
      '2027-06-03',
      '2027-06-30',
      '2027-07-28',
      '2027-08-24',
      '2027-09-20',
      '2027-10-18',
      '2027-11-14',
      '2027-12-11',
    ]);
  });

  it('come 14 times in 2025, as the temple’s 2025 schedule had', () => {
    expect(karthikaDatesOfYear(2025)).toHaveLength(14);
  });

  it('find the entry instant to within a second', () => {
    for (const entry of krittikaEntries(new Date('2026-01-01Z'), new Date('2026-04-01Z'))) {
      const before = moonSiderealLongitude(new Date(entry.getTime() - 1000));
      const after = moonSiderealLongitude(new Date(entry.getTime() + 1000));
      expect(before).toBeLessThan(26 + 40 / 60);
      expect(after).toBeGreaterThanOrEqual(26 + 40 / 60);
    }
  });
});
