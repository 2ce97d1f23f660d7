/** The birth-star finder machine, spawned by the order flows and the astrology booking. */
export { birthStarActors, type FindBirthStarInput, type FinderAnswer } from './actors';
export {
  BIRTH_STAR_FINDER_ID,
  birthStarFinderMachine,
  type BirthStarFinderMachine,
} from './machine';
export type {
  BirthStarFinderContext,
  BirthStarFinderInput,
  BirthStarFinderOutput,
} from './context';
export type { BirthStarFinderEvent } from './events';
export type { BirthStarFlowEvent } from './flow-events';
export { candidatesOf, missingDetail } from './selectors';
