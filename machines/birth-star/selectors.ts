/** What the finder's panel reads of its snapshot (the machine's guards use them too). */
import { isIsoTime } from '../../domain/jyotish/birth-details';
import { ONE_BIRTH_ENTRY_TEXT, entryProblemText } from '../../domain/day-entry-text';
import { isEmptyEntry } from '../../domain/day-entry';
import { withValues } from '../../domain/message-text';
import type { Star } from '../../domain/jyotish/nakshatra';
import type { FinderAnswer } from './actors';
import type { BirthStarFinderContext } from './context';
import { FINDER_TEXT } from './finder-text';
import type { MessageText } from '../../domain/message-text';

/** The stars the person may choose from: one, two near an edge, or the day's stars. */
export function candidatesOf(answer: FinderAnswer | null): Star[] {
  if (!answer) return [];
  if ('stars' in answer) return answer.stars.map((period) => period.star);
  return answer.alternative ? [answer.star, answer.alternative] : [answer.star];
}

/** What is wrong with the date of birth as typed (nothing typed: it is missing), or null. */
export function dateProblemOf(
  context: Pick<BirthStarFinderContext, 'dateEntry' | 'now'>,
): MessageText | null {
  if (isEmptyEntry(context.dateEntry)) return FINDER_TEXT.date;
  const problem = entryProblemText(context.dateEntry, context.now, ONE_BIRTH_ENTRY_TEXT);
  return problem ? withValues(...problem) : null;
}

/** Why the details are not enough yet, or null when the star can be found. */
export function missingDetail(context: BirthStarFinderContext): MessageText | null {
  const date = dateProblemOf(context);
  if (date) return date;
  if (context.time !== '' && !isIsoTime(context.time)) return FINDER_TEXT.time;
  if (!context.place) return FINDER_TEXT.place;
  return null;
}
