/** What the birth-star finder is opened with, keeps and ends with. */
import type { Place } from '../../domain/jyotish/api';
import type { Star } from '../../domain/jyotish/nakshatra';
import type { FinderAnswer } from './actors';
import type { MessageText } from '../../domain/message-text';

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
  problem: MessageText | null;
}

export function initialFinderContext(input: BirthStarFinderInput): BirthStarFinderContext {
  return {
    index: input.index,
    date: input.date,
    time: input.time,
    query: input.place.trim(),
    places: null,
    place: null,
    answer: null,
    chosen: null,
    problem: null,
  };
}
