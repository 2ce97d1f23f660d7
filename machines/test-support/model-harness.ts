/**
 * The one model-test harness for every machine. A spec names the machine, its
 * entry inputs, the concrete events each state may be sent and every outcome
 * of every actor it invokes; the harness builds the state graph with
 * `xstate/graph`, generates a path to every edge of it, runs each path on the
 * bare machine (actors replaced by recorders, their outcomes sent as the
 * path's done/error events), and measures which state nodes and transition
 * definitions the runs covered.
 */
export {
  type Outcome,
  type Entry,
  type ActorCall,
  type ModelSpec,
  type OutcomeEvent,
  type ModelPath,
  type PathRun,
  isOutcomeEvent,
  allStateIds,
  transitionKey,
  allTransitionKeys,
  stateKey,
  eventName,
} from './model-spec';
export { coverageRecorder, entrySnapshot, runBare } from './model-runs';
export { generatePaths } from './model-paths';
export {
  type Coverage,
  type CoverageScope,
  flowScope,
  specName,
  coverageOf,
  coverageLine,
  coveringPaths,
} from './model-coverage';
