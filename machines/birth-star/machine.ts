/**
 * The birth-star finder: from a birth's date, time and place (the place
 * chosen from a search), the star and pada; near a star's edge, or without a
 * time, the candidate stars for the person to choose from. A flow spawns it
 * for one person (id BIRTH_STAR_FINDER_ID) and reads its output when it is
 * done: the star chosen, or null when the person closed it.
 *
 *   start → searching (a place was typed) | editing
 *   editing ⇄ searching; editing → finding → found → chosen
 *   any of them → closed
 */
import { assertEvent, assign, setup } from 'xstate';
import { outputOf } from '../shared/invoked-actor';
import { birthStarActors } from './actors';
import {
  dateOfEntry,
  initialFinderContext,
  type BirthStarFinderContext,
  type BirthStarFinderInput,
  type BirthStarFinderOutput,
} from './context';
import type { BirthStarActorEvent, BirthStarFinderEvent } from './events';
import { serverText } from '../../domain/issue-text';
import { FINDER_TEXT } from './finder-text';
import { candidatesOf, dateProblemOf, missingDetail } from './selectors';

export const BIRTH_STAR_FINDER_ID = 'birthStarFinder';

export const birthStarFinderMachine = setup({
  types: {
    context: {} as BirthStarFinderContext,
    events: {} as BirthStarFinderEvent | BirthStarActorEvent,
    input: {} as BirthStarFinderInput,
    output: {} as BirthStarFinderOutput,
  },
  actors: birthStarActors,
  guards: {
    queryLongEnough: ({ context }) => context.query.trim().length >= 2,
    placeListed: ({ context, event }) => {
      assertEvent(event, 'place.choose');
      return context.places?.[event.index] !== undefined;
    },
    detailsComplete: ({ context }) => missingDetail(context) === null,
    isCandidate: ({ context, event }) => {
      assertEvent(event, 'star.choose');
      return candidatesOf(context.answer).some((star) => star.code === event.code);
    },
  },
  actions: {
    changeDate: assign(({ event }) => {
      assertEvent(event, 'date.change');
      return { ...dateOfEntry(event.value), problem: null, dateProblem: null };
    }),
    changeTime: assign(({ event }) => {
      assertEvent(event, 'time.change');
      return { time: event.value, problem: null };
    }),
    changeQuery: assign(({ event }) => {
      assertEvent(event, 'query.change');
      return { query: event.value, place: null, places: null };
    }),
    askForLongerQuery: assign({ problem: FINDER_TEXT.longerQuery }),
    choosePlace: assign(({ context, event }) => {
      assertEvent(event, 'place.choose');
      return { place: context.places?.[event.index] ?? null, problem: null };
    }),
    /** A date problem is said next to the date's fields; any other below the form. */
    askForDetails: assign(({ context }) => {
      const dateProblem = dateProblemOf(context);
      return { dateProblem, problem: dateProblem ? null : missingDetail(context) };
    }),
    startSearch: assign({ problem: null, place: null }),
    /** The places found; a single match is the place, with several the person chooses. */
    takePlaces: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.searchPlaces');
      const places = event.output;
      return {
        places,
        place: places.length === 1 ? places[0]! : null,
        problem: places.length === 0 ? FINDER_TEXT.noPlace : null,
      };
    }),
    noteSearchFailed: assign({ problem: FINDER_TEXT.searchFailed }),
    startFinding: assign({ problem: null, answer: null }),
    takeAnswer: assign({ answer: outputOf('findBirthStar') }),
    noteFindingFailed: assign({
      problem: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.findBirthStar');
        return event.error instanceof Error && event.error.message
          ? serverText(event.error.message)
          : FINDER_TEXT.findingFailed;
      },
    }),
    chooseStar: assign({
      chosen: ({ context, event }) => {
        assertEvent(event, 'star.choose');
        return candidatesOf(context.answer).find((star) => star.code === event.code) ?? null;
      },
    }),
  },
}).createMachine({
  id: 'birthStarFinder',
  context: ({ input }) => initialFinderContext(input),
  initial: 'start',
  output: ({ context }) => ({ index: context.index, star: context.chosen }),
  states: {
    /** Searches the typed place at once when there is one. */
    start: {
      always: [{ guard: 'queryLongEnough', target: 'searching' }, { target: 'editing' }],
    },
    editing: {
      on: {
        'date.change': { actions: 'changeDate' },
        'time.change': { actions: 'changeTime' },
        'query.change': { actions: 'changeQuery' },
        'places.search': [
          { guard: 'queryLongEnough', target: 'searching' },
          { actions: 'askForLongerQuery' },
        ],
        'place.choose': { guard: 'placeListed', actions: 'choosePlace' },
        'star.find': [
          { guard: 'detailsComplete', target: 'finding' },
          { actions: 'askForDetails' },
        ],
        close: 'closed',
      },
    },
    searching: {
      entry: 'startSearch',
      invoke: {
        id: 'searchPlaces',
        src: 'searchPlaces',
        input: ({ context }) => ({ q: context.query.trim() }),
        onDone: { target: 'editing', actions: 'takePlaces' },
        onError: { target: 'editing', actions: 'noteSearchFailed' },
      },
      on: { close: 'closed' },
    },
    finding: {
      entry: 'startFinding',
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
        onDone: { target: 'found', actions: 'takeAnswer' },
        onError: { target: 'editing', actions: 'noteFindingFailed' },
      },
      on: { close: 'closed' },
    },
    found: {
      on: {
        'star.choose': { guard: 'isCandidate', target: 'chosen', actions: 'chooseStar' },
        edit: 'editing',
        close: 'closed',
      },
    },
    chosen: { type: 'final' },
    closed: { type: 'final' },
  },
});

export type BirthStarFinderMachine = typeof birthStarFinderMachine;
