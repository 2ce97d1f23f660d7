/**
 * The finder's side effects as actor slots: the browser plugs in the HTTP
 * client (src/api/jyotish.ts), tests plug in fakes.
 */
import { fromPromise } from 'xstate';
import type { BirthStarAnswer, DayStarsAnswer, Place } from '../../domain/jyotish/api';

export interface FindBirthStarInput {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, or '' when the birth time is not known. */
  time: string;
  lat: number;
  lon: number;
  timeZone: string;
}

export type FinderAnswer = BirthStarAnswer | DayStarsAnswer;

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The ${name} actor was not provided`));

export const birthStarActors = {
  searchPlaces: fromPromise<Place[], { q: string }>(notProvided('searchPlaces')),
  findBirthStar: fromPromise<FinderAnswer, FindBirthStarInput>(notProvided('findBirthStar')),
};
