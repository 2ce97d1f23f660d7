/**
 * The birth-star finder: from a birth's date, time and place (the place
 * chosen from a search), the star and pada; near a star's edge, or without a
 * time, the candidate stars for the person to choose from. A flow spawns it
 * for one person (id BIRTH_STAR_FINDER_ID) and reads its output when it is
 * done: the star chosen, or null when the person closed it.
 */
import { assign, setup } from 'xstate';
import { isIsoDate, isIsoTime } from '../../src/domain/jyotish/birth-details';
import type { Place } from '../../src/domain/jyotish/api';
import type { Star } from '../../src/domain/jyotish/nakshatra';
import { birthStarActors, type FinderAnswer } from './actors';

export const BIRTH_STAR_FINDER_ID = 'birthStarFinder';

export interface BirthStarFinderInput {
  /** The person the star is for, handed back in the output. */
  index: number;
  /** YYYY-MM-DD or ''. */
  date: string;
  /** HH:MM or ''. */
  time: string;
  /** The place as typed in the form: the first search. */
  place: string;
}

export interface BirthStarFinderOutput {
  index: number;
  star: Star | null;
}

export interface BirthStarFinderContext {
  index: number;
  date: string;
  time: string;
  query: string;
  places: Place[] | null;
  place: Place | null;
  answer: FinderAnswer | null;
  chosen: Star | null;
  /** What stops the search or the finding, in words for the person. */
  problem: string | null;
}

export type BirthStarFinderEvent =
  | { type: 'date.change'; value: string }
  | { type: 'time.change'; value: string }
  | { type: 'query.change'; value: string }
  | { type: 'places.search' }
  | { type: 'place.choose'; index: number }
  | { type: 'star.find' }
  | { type: 'star.choose'; code: string }
  | { type: 'edit' }
  | { type: 'close' };

/** The stars the person may choose from: one, two near an edge, or the day's stars. */
export function candidatesOf(answer: FinderAnswer | null): Star[] {
  if (!answer) return [];
  if ('stars' in answer) return answer.stars.map((period) => period.star);
  return answer.alternative ? [answer.star, answer.alternative] : [answer.star];
}

/** Why the details are not enough yet, or null when the star can be found. */
export function missingDetail(context: BirthStarFinderContext): string | null {
  if (!isIsoDate(context.date)) return 'Enter the date of birth.';
  if (context.time !== '' && !isIsoTime(context.time)) {
    return 'Enter the time of birth as hours and minutes, or leave it empty.';
  }
  if (!context.place) return 'Search for the place of birth and choose it from the list.';
  return null;
}

export const birthStarFinderMachine = setup({
  types: {
    context: {} as BirthStarFinderContext,
    events: {} as BirthStarFinderEvent,
    input: {} as BirthStarFinderInput,
    output: {} as BirthStarFinderOutput,
  },
  actors: birthStarActors,
  guards: {
    queryLongEnough: ({ context }) => context.query.trim().length >= 2,
    placeListed: ({ context, event }) =>
      event.type === 'place.choose' && context.places?.[event.index] !== undefined,
    detailsComplete: ({ context }) => missingDetail(context) === null,
    isCandidate: ({ context, event }) =>
      event.type === 'star.choose' &&
      candidatesOf(context.answer).some((star) => star.code === event.code),
  },
}).createMachine({
  id: 'birthStarFinder',
  context: ({ input }) => ({
    index: input.index,
    date: input.date,
    time: input.time,
    query: input.place.trim(),
    places: null,
    place: null,
    answer: null,
    chosen: null,
    problem: null,
  }),
  initial: 'start',
  output: ({ context }) => ({ index: context.index, star: context.chosen }),
  states: {
    /** Searches the typed place at once when there is one. */
    start: {
      always: [{ guard: 'queryLongEnough', target: 'searching' }, { target: 'editing' }],
    },
    editing: {
      on: {
        'date.change': { actions: assign({ date: ({ event }) => event.value, problem: null }) },
        'time.change': { actions: assign({ time: ({ event }) => event.value, problem: null }) },
        'query.change': {
          actions: assign({ query: ({ event }) => event.value, place: null, places: null }),
        },
        'places.search': [
          { guard: 'queryLongEnough', target: 'searching' },
          { actions: assign({ problem: 'Type at least two letters of the place of birth.' }) },
        ],
        'place.choose': {
          guard: 'placeListed',
          actions: assign({
            place: ({ context, event }) => context.places![event.index]!,
            problem: null,
          }),
        },
        'star.find': [
          { guard: 'detailsComplete', target: 'finding' },
          { actions: assign({ problem: ({ context }) => missingDetail(context) }) },
        ],
        close: 'closed',
      },
    },
    searching: {
      entry: assign({ problem: null, place: null }),
      invoke: {
        id: 'searchPlaces',
        src: 'searchPlaces',
        input: ({ context }) => ({ q: context.query.trim() }),
        onDone: {
          target: 'editing',
          actions: assign({
            places: ({ event }) => event.output,
            // A single match is the place; with several the person chooses.
            place: ({ event }) => (event.output.length === 1 ? event.output[0]! : null),
            problem: ({ event }) =>
              event.output.length === 0
                ? 'No place of that name is in our list. Try another spelling or a larger town nearby.'
                : null,
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({ problem: 'The place search did not answer. Please try again.' }),
        },
      },
      on: { close: 'closed' },
    },
    finding: {
      entry: assign({ problem: null, answer: null }),
      invoke: {
        id: 'findBirthStar',
        src: 'findBirthStar',
        input: ({ context }) => ({
          date: context.date,
          time: context.time,
          lat: context.place!.lat,
          lon: context.place!.lon,
          timeZone: context.place!.timeZone,
        }),
        onDone: { target: 'found', actions: assign({ answer: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign({
            problem: ({ event }) =>
              event.error instanceof Error && event.error.message
                ? event.error.message
                : 'The birth star could not be worked out. Please try again.',
          }),
        },
      },
      on: { close: 'closed' },
    },
    found: {
      on: {
        'star.choose': {
          guard: 'isCandidate',
          target: 'chosen',
          actions: assign({
            chosen: ({ context, event }) =>
              candidatesOf(context.answer).find((star) => star.code === event.code) ?? null,
          }),
        },
        edit: 'editing',
        close: 'closed',
      },
    },
    chosen: { type: 'final' },
    closed: { type: 'final' },
  },
});

export type BirthStarFinderMachine = typeof birthStarFinderMachine;
