import { describe, expect, it } from 'vitest';
import { EMPTY_EVENT, NO_REMINDERS, type FamilyPersonInput } from './family';
import { familyPersonProblems } from './family-rules';

const NOW = Date.parse('2026-12-07T10:00:00Z');
const place = { name: 'Kollam', lat: 8.88, lon: 76.6, timeZone: 'Asia/Kolkata' };

const daughter = (changes: Partial<FamilyPersonInput> = {}): FamilyPersonInput => ({
  name: 'Lakshmi',
  relation: 'daughter',
  tradition: 'kerala',
  lunarScheme: 'amanta',
  departed: false,
  birth: { ...EMPTY_EVENT, date: '2015-08-21', time: '06:45', place },
  passing: null,
  reminders: NO_REMINDERS,
  consent: true,
  ...changes,
});

const problems = (input: FamilyPersonInput) =>
  familyPersonProblems(input, NOW).map((f) => [f.path, f.message]);

describe('a family person', () => {
  it('is accepted with a day, time and place, or with the star and month alone', () => {
    expect(problems(daughter())).toEqual([]);
    const starAlone = { ...EMPTY_EVENT, star: 3, monthSign: 4 };
    expect(problems(daughter({ birth: starAlone }))).toEqual([]);
  });

  it('refuses a birth before 1900 or in the future', () => {
    const early = daughter({ birth: { ...EMPTY_EVENT, date: '1899-12-31', star: 1 } });
    expect(problems(early)).toEqual([['birth.date', 'The date of birth must be in 1900 or later']]);
    const future = daughter({ birth: { ...EMPTY_EVENT, date: '2026-12-09', star: 1 } });
    expect(problems(future)).toEqual([['birth.date', 'The date of birth cannot be in the future']]);
  });

  it('asks for the month when only the star is given', () => {
    const input = daughter({ birth: { ...EMPTY_EVENT, star: 5 } });
    expect(problems(input)).toEqual([
      ['birth.monthSign', 'With the birth star alone, choose the month of birth too'],
    ]);
  });

  it('asks for the star when the time of birth is unknown, and for the tithi in the lunar calendar', () => {
    const day = { ...EMPTY_EVENT, date: '2015-08-21' };
    expect(problems(daughter({ birth: day }))[0]).toEqual([
      'birth.star',
      'Without the time of birth the star cannot be worked out: choose the birth star (or, in the lunar calendar, the tithi)',
    ]);
    expect(problems(daughter({ birth: day, tradition: 'lunar' }))[0]?.[0]).toBe('birth.tithi');
    expect(problems(daughter({ birth: { ...day, star: 7 } }))).toEqual([]);
  });

  it('wants a place with a time, and a day with a time', () => {
    const noPlace = daughter({ birth: { ...EMPTY_EVENT, date: '2015-08-21', time: '06:45' } });
    expect(problems(noPlace).map(([path]) => path)).toEqual(['birth.place']);
    const noDay = daughter({ birth: { ...EMPTY_EVENT, time: '06:45', star: 2, monthSign: 1 } });
    expect(problems(noDay).map(([path]) => path)).toEqual(['birth.time']);
  });

  it('keeps the departed by their passing, which cannot come before the birth', () => {
    const mother = daughter({ relation: 'mother', departed: true, birth: EMPTY_EVENT });
    expect(problems(mother).map(([path]) => path)).toEqual(['passing.date']);
    const remembered = { ...mother, passing: { ...EMPTY_EVENT, star: 9, monthSign: 6 } };
    expect(problems(remembered)).toEqual([]);
    const backwards = {
      ...remembered,
      birth: { ...EMPTY_EVENT, date: '1950-01-02', star: 1 },
      passing: { ...EMPTY_EVENT, date: '1949-05-05', star: 9 },
    };
    expect(problems(backwards).map(([path]) => path)).toEqual(['passing.date']);
  });

  it('needs a name, a known relation, reminders in range and consent', () => {
    const input = daughter({
      name: '  ',
      relation: 'cousin' as FamilyPersonInput['relation'],
      reminders: { weeksBefore: 9, daysBefore: null },
      consent: false,
    });
    expect(problems(input).map(([path]) => path)).toEqual([
      'name',
      'relation',
      'reminders',
      'consent',
    ]);
  });
});
