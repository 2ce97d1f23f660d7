/** What the birth-star finder is opened with, keeps and ends with. */
import type { Place } from '../../domain/jyotish/api';
import type { Star } from '../../domain/jyotish/nakshatra';
import type { FinderAnswer } from './actors';
import type { MessageText } from '../../domain/message-text';
import { entryOfIsoDay, isoDayOfEntry, type DayEntry } from '../../domain/day-entry';

export interface BirthStarFinderInput {
  /** The person the star is for, handed back in the output. */
  index: number;
  /** YYYY-MM-DD or '': the day the form holds, shown in the three fields. */
  date: string;
  /** HH:MM or ''. */
  time: string;
  /** The place as typed in the form: the first search. */
  place: string;
  /** The flow's now (ms): a birth lies between 1900 and today. */
  now: number;
}

/** What the view sends to open the finder: the flow adds its clock's now. */
export type FinderOpening = Omit<BirthStarFinderInput, 'now'>;

export interface BirthStarFinderOutput {
  index: number;
  star: Star | null;
}

export interface BirthStarFinderContext {
  index: number;
  /** The date of birth as typed: day, month (by name) and year. */
  dateEntry: DayEntry;
  /** The ISO day the entry names, or '' while it names none. */
  date: string;
  time: string;
  query: string;
  now: number;
  places: Place[] | null;
  place: Place | null;
  answer: FinderAnswer | null;
  chosen: Star | null;
  /** What stops the search or the finding, in words for the person. */
  problem: MessageText | null;
  /** What is wrong with the date of birth, shown next to its fields. */
  dateProblem: MessageText | null;
}

/** The finder's date after an entry changed: the entry, and the day it names. */
export const dateOfEntry = (dateEntry: DayEntry) => ({
  dateEntry,
  date: isoDayOfEntry(dateEntry) ?? '',
});

export function initialFinderContext(input: BirthStarFinderInput): BirthStarFinderContext {
  return {
    index: input.index,
    ...dateOfEntry(entryOfIsoDay(input.date)),
    time: input.time,
    query: input.place.trim(),
    now: input.now,
    places: null,
    place: null,
    answer: null,
    chosen: null,
    problem: null,
    dateProblem: null,
  };
}
