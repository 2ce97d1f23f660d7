/** The birth-star finder machine, spawned by the order flows and the astrology booking. */
export { birthStarActors, type FindBirthStarInput, type FinderAnswer } from './actors';
export {
  BIRTH_STAR_FINDER_ID,
  birthStarFinderMachine,
  candidatesOf,
  missingDetail,
  type BirthStarFinderContext,
  type BirthStarFinderEvent,
  type BirthStarFinderInput,
  type BirthStarFinderMachine,
  type BirthStarFinderOutput,
} from './machine';
export type { BirthStarFlowEvent } from './flow-events';
