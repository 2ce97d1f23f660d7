/** A family person's known facts as the day rules read them: the month of a day without its time. */
import { describe, expect, it } from 'vitest';
import { EMPTY_EVENT } from '../account/family';
import { sunSignAt } from '../jyotish/sun';
import { zonedTimeToInstant } from '../jyotish/time-zone';
import { knownOf } from './family-days';

const kollam = { name: 'Kollam', lat: 8.88, lon: 76.6, timeZone: 'Asia/Kolkata' };
// 21 August 2015: the Sun entered sidereal Simha on the 17th, after the new moon of the 14th
// (Sun in Karkata) that began the lunar month.
const DAY = { ...EMPTY_EVENT, date: '2015-08-21', place: kollam };
const noon = zonedTimeToInstant('Asia/Kolkata', '2015-08-21', 12 * 60);

describe('a day without its time', () => {
  it('gives the star rules the solar month of the day', () => {
    expect(sunSignAt(noon)).toBe(4);
    expect(knownOf({ ...DAY, star: 10 }, 'kerala')).toEqual({ star: 10, sign: 4 });
  });

  it('gives the lunar rule the lunar month, named by the Sun at its new moon', () => {
    expect(knownOf({ ...DAY, tithi: 6 }, 'lunar')).toEqual({ tithi: 6, sign: 3 });
  });

  it('keeps a month the devotee chose', () => {
    expect(knownOf({ ...DAY, tithi: 6, monthSign: 7 }, 'lunar')).toEqual({ tithi: 6, sign: 7 });
  });
});
