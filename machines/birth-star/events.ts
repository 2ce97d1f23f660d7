/** What the finder's panel sends, and what its actors answer. */
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { Place } from '../../domain/jyotish/api';
import type { FinderAnswer } from './actors';
import type { DayEntry } from '../../domain/day-entry';

export type BirthStarFinderEvent =
  | { type: 'date.change'; value: DayEntry }
  | { type: 'time.change'; value: string }
  | { type: 'query.change'; value: string }
  | { type: 'places.search' }
  | { type: 'place.choose'; index: number }
  | { type: 'star.find' }
  | { type: 'star.choose'; code: string }
  | { type: 'edit' }
  | { type: 'close' };

/** The actors' answers, which the named actions read with `assertEvent`. */
export type BirthStarActorEvent =
  | DoneActorEvent<Place[], 'searchPlaces'>
  | DoneActorEvent<FinderAnswer, 'findBirthStar'>
  | ErrorActorEvent<unknown, 'findBirthStar'>;
