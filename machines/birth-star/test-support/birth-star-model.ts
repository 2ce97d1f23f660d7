/**
 * The birth-star finder's model: opened with a place typed (searched at once)
 * or without, the events each state may take and every outcome of the place
 * search and the star lookup.
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { BirthStarAnswer, DayStarsAnswer, Place } from '../../../domain/jyotish/api';
import type { ModelSpec } from '../../test-support/model-harness';
import { snapshotKey } from '../../test-support/model-parts';
import type { BirthStarFinderContext } from '../context';
import { birthStarFinderMachine } from '../machine';

const place = (name: string, region: string | null, lat: number): Place => ({
  name,
  region,
  country: 'IN',
  countryName: 'India',
  lat,
  lon: 76.6,
  timeZone: 'Asia/Kolkata',
});
const PLACES = [place('Kollam', null, 8.88), place('Kollam', 'Elsewhere', 9.5)];
const NEAR_EDGE: BirthStarAnswer = {
  star: { code: 'Krittika', name: 'Krittika' },
  pada: 1,
  moonLongitude: 26.7457,
  nearBoundary: true,
  alternative: { code: 'Bharani', name: 'Bharani' },
  place: { ...PLACES[0]!, utcOffset: '+05:30' },
  instant: '2026-11-23T20:40:00.000Z',
};
const DAY_STARS: DayStarsAnswer = {
  date: '2026-11-24',
  place: { ...PLACES[0]!, utcOffset: '+05:30' },
  stars: [
    // Local times at the place of birth, as the answer gives them.
    {
      star: { code: 'Bharani', name: 'Bharani' },
      start: '2026-11-24T00:00',
      end: '2026-11-24T07:30',
    },
  ],
};

/** The flow's now: a Monday in December 2026 (a birth lies in 1900..2026). */
export const FINDER_NOW = Date.UTC(2026, 11, 7, 12);
const entry = (day: string, month: string, year: string) => ({ day, month, year });

export const birthStarSpec: ModelSpec = {
  machine: birthStarFinderMachine,
  entries: [
    {
      label: 'place typed',
      input: { index: 0, date: '2026-11-24', time: '02:10', place: 'Kollam', now: FINDER_NOW },
    },
    {
      label: 'nothing typed',
      input: { index: 0, date: '', time: '', place: '', now: FINDER_NOW },
    },
  ],
  events: () => [
    { type: 'date.change', value: entry('24', '11', '2026') },
    // 31 April: a day the month does not have; letters in the year.
    { type: 'date.change', value: entry('31', '4', '1990') },
    { type: 'date.change', value: entry('3', '4', '19a0') },
    { type: 'time.change', value: '25:99' },
    { type: 'time.change', value: '' },
    { type: 'query.change', value: 'K' },
    { type: 'query.change', value: 'Kollam' },
    { type: 'places.search' },
    { type: 'place.choose', index: 0 },
    { type: 'star.find' },
    { type: 'star.choose', code: 'Bharani' },
    { type: 'edit' },
    { type: 'close' },
  ],
  outcomes: {
    searchPlaces: [
      { label: 'two places', output: PLACES },
      { label: 'one place', output: [PLACES[0]] },
      { label: 'no place', output: [] },
      { label: 'network', error: new TypeError('Failed to fetch') },
    ],
    findBirthStar: [
      { label: 'near an edge', output: NEAR_EDGE },
      { label: 'the day’s stars', output: DAY_STARS },
      { label: 'server error', error: new Error('The server answered 500.') },
      { label: 'network', error: new TypeError('') },
    ],
  },
  serialize: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as BirthStarFinderContext;
    return snapshotKey(snapshot, {
      date: c.date !== '',
      time: c.time,
      query: c.query.length >= 2,
      places: c.places?.length ?? null,
      place: c.place !== null,
      answer: c.answer === null ? null : 'stars' in c.answer,
      problem: c.problem !== null,
      dateProblem: c.dateProblem !== null,
      chosen: c.chosen?.code ?? null,
    });
  },
};

/** The birth-star finder beside a person's field: it ends with a star chosen, or closed. */
export const FINDER_INPUT = { index: 0, date: '1990-04-12', time: '06:45', place: 'Kollam' };
export const FINDER_OUTCOMES = [
  { label: 'star chosen', output: { index: 0, star: { code: 'Rohini', name: 'Rohini' } } },
  { label: 'closed', output: { index: 0, star: null } },
];
