/**
 * The finder's date of birth as three fields: the day it names (every day
 * from 1900 to 2030 there and back), what it says of a day the month lacks,
 * a year out of range and letters, and the day it asks the star for.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { DayEntry } from '../../domain/day-entry';
import type { Place } from '../../domain/jyotish/api';
import { english } from '../../domain/message-text';
import { dateOfEntry, initialFinderContext } from './context';
import type { FinderAnswer, FindBirthStarInput } from './actors';
import { birthStarFinderMachine } from './machine';
import { dateProblemOf } from './selectors';
import { FINDER_NOW } from './test-support/birth-star-model';

const entry = (day: string, month: string, year: string): DayEntry => ({ day, month, year });
const problem = (typed: DayEntry, now = FINDER_NOW) => {
  const text = dateProblemOf({ dateEntry: typed, now });
  return text ? english(text) : null;
};

describe('the finder’s date of birth', () => {
  it('round-trips every day from 1900-01-01 to 2030-12-31: form’s day → fields → day', () => {
    const lastDay = Date.UTC(2030, 11, 31);
    let days = 0;
    for (let at = Date.UTC(1900, 0, 1); at <= lastDay; at += 86_400_000) {
      const iso = new Date(at).toISOString().slice(0, 10);
      const opened = initialFinderContext({ index: 0, date: iso, time: '', place: '', now: at });
      expect(opened.date).toBe(iso);
      expect(dateOfEntry(opened.dateEntry).date).toBe(iso);
      // As a person types it: no leading zeros, the month chosen by its number.
      const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
      expect(dateOfEntry(entry(String(d), String(m), String(y))).date).toBe(iso);
      if (problem(opened.dateEntry, at) !== null)
        throw new Error(`${iso}: ${problem(opened.dateEntry, at)}`);
      days += 1;
    }
    // 131 years of 365 days and the 32 leap days from 1904 to 2028.
    expect(days).toBe(131 * 365 + 32);
  });

  it('says what is wrong, and names no day for it', () => {
    expect(problem(entry('31', '4', '1990'))).toBe(
      'Date of birth must be a real day: that month has 30 days',
    );
    expect(problem(entry('29', '2', '2023'))).toBe(
      'Date of birth must be a real day: that month has 28 days',
    );
    // 29 February 2027 is no day, and 2027 is after this year (2026).
    expect(problem(entry('29', '2', '2027'))).toBe(
      'The year of birth must be between 1900 and 2026',
    );
    expect(problem(entry('29', '2', '2027'), Date.UTC(2028, 5, 1))).toBe(
      'Date of birth must be a real day: that month has 28 days',
    );
    expect(problem(entry('1', '1', '1899'))).toBe(
      'The year of birth must be between 1900 and 2026',
    );
    expect(problem(entry('3', '4', '19a0'))).toBe(
      'The day and year of birth must be written in numbers',
    );
    expect(problem(entry('x', '4', '1990'))).toBe(
      'The day and year of birth must be written in numbers',
    );
    expect(problem(entry('3', '', '1990'))).toBe('Date of birth must include a month');
    expect(problem(entry('', '', ''))).toBe('Enter the date of birth');
    expect(problem(entry('29', '2', '2024'))).toBeNull();
    for (const bad of [
      entry('31', '4', '1990'),
      entry('3', '4', '19a0'),
      entry('29', '2', '2027'),
    ]) {
      expect(dateOfEntry(bad).date === '' || problem(bad) !== null).toBe(true);
    }
  });

  it('says it next to the date, and asks the star for the day typed', async () => {
    const asked: string[] = [];
    const machine = birthStarFinderMachine.provide({
      actors: {
        searchPlaces: fromPromise<Place[], { q: string }>(async () => [
          {
            name: 'Kollam',
            region: null,
            country: 'IN',
            countryName: 'India',
            lat: 8.88,
            lon: 76.6,
            timeZone: 'Asia/Kolkata',
          },
        ]),
        findBirthStar: fromPromise<FinderAnswer, FindBirthStarInput>(async ({ input }) => {
          asked.push(input.date);
          throw new Error('stop here');
        }),
      },
    });
    const actor = createActor(machine, {
      input: { index: 0, date: '', time: '', place: 'Kollam', now: FINDER_NOW },
    }).start();
    await waitFor(actor, (s) => s.matches('editing') && s.context.place !== null);
    actor.send({ type: 'date.change', value: entry('31', '4', '1990') });
    actor.send({ type: 'star.find' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(english(actor.getSnapshot().context.dateProblem!)).toContain('30 days');
    expect(actor.getSnapshot().context.problem).toBeNull();
    // 4 March 1980, typed day first: asked as that day, never as 3 April.
    actor.send({ type: 'date.change', value: entry('4', '3', '1980') });
    expect(actor.getSnapshot().context.dateProblem).toBeNull();
    actor.send({ type: 'star.find' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.problem !== null);
    expect(asked).toEqual(['1980-03-04']);
    actor.stop();
  });
});
