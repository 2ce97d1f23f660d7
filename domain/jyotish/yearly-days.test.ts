import { describe, expect, it } from 'vitest';
import { lunarBirth } from './lunar-birthday';
import { passingOf } from './remembrance';
import { starBirthdaysOfBirth } from './star-birthday';
import { sunSignAt } from './sun';
import { nakshatraAt } from './nakshatra';
import { moonSiderealLongitude } from './moon';
import { yearlyDays, yearlyDaysOf } from './yearly-days';

const birth = new Date('1990-11-23T20:40:00Z');
const passing = new Date('2019-08-20T05:30:00Z');

describe('yearly days from the star (or tithi) and month alone', () => {
  it('give the same days as from the instant', () => {
    const star = nakshatraAt(moonSiderealLongitude(birth)).index;
    const kerala = { kind: 'birthday', tradition: 'kerala' } as const;
    expect(yearlyDaysOf(kerala, { star, sign: sunSignAt(birth) }, 2026, 3)).toEqual(
      starBirthdaysOfBirth('kerala', birth, 2026, 3),
    );
    const lunar = { kind: 'birthday', tradition: 'lunar' } as const;
    expect(yearlyDaysOf(lunar, lunarBirth(birth), 2026, 3)).toEqual(
      yearlyDays(lunar, birth, 2026, 3),
    );
    const of = passingOf(passing);
    const sraddham = { kind: 'remembrance', tradition: 'kerala' } as const;
    expect(yearlyDaysOf(sraddham, { star: of.star, sign: of.malayalamSign }, 2026, 3)).toEqual(
      yearlyDays(sraddham, passing, 2026, 3),
    );
    const north = { kind: 'remembrance', tradition: 'north' } as const;
    expect(yearlyDaysOf(north, { tithi: of.tithi, sign: of.lunarSign }, 2026, 3)).toEqual(
      yearlyDays(north, passing, 2026, 3),
    );
  });

  it('guess nothing when a star is given for a lunar rule or a tithi for a star rule', () => {
    expect(
      yearlyDaysOf({ kind: 'birthday', tradition: 'lunar' }, { star: 2, sign: 7 }, 2026, 2),
    ).toEqual([]);
    expect(
      yearlyDaysOf({ kind: 'remembrance', tradition: 'kerala' }, { tithi: 5, sign: 7 }, 2026, 2),
    ).toEqual([]);
  });
});
