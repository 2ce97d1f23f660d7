/**
 * What a flow adds to spawn the finder: the event that starts it for one
 * person, and the done event that carries the chosen star back.
 */
import type { BirthStarFinderOutput, FinderOpening } from './context';

export type BirthStarFlowEvent =
  | { type: 'birthStar.find'; input: FinderOpening }
  | { type: 'xstate.done.actor.birthStarFinder'; output: BirthStarFinderOutput };
