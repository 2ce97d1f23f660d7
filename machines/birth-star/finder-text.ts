/**
 * The birth-star finder's problems, as messages with explicit ids the page
 * translates (domain/message-text.ts, decision 0148).
 */
import { ASTRO_FIELD_TEXT } from '../../domain/astro/astro-text';
import { messageTable } from '../../domain/message-text';

export const FINDER_TEXT = messageTable('birthStar', {
  /** The booking's own sentences: the same question asked the same way. */
  date: ASTRO_FIELD_TEXT.birthDate,
  time: ASTRO_FIELD_TEXT.birthTime,
  place: 'Search for the place of birth and choose it from the list.',
  longerQuery: 'Type at least two letters of the place of birth.',
  noPlace: 'No place of that name is in our list. Try another spelling or a larger town nearby.',
  searchFailed: 'The place search did not answer. Please try again.',
  findingFailed: 'The birth star could not be worked out. Please try again.',
});
