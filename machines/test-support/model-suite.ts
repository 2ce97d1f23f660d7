/**
 * The bare-machine level of a model test: every generated path is a test, and
 * one more test fails unless the paths together entered every state node and
 * took every transition definition of the machine. The coverage figures ride
 * on that test's meta for the `npm run test:model` reporter.
 */
import { describe, expect, it, type TaskMeta } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  coverageLine,
  specName,
  coverageOf,
  type Coverage,
  allStateIds,
  generatePaths,
  runBare,
  type ModelPath,
  type ModelSpec,
  type PathRun,
} from './model-harness';

export interface BareSuite {
  paths: ModelPath[];
  /** Every path's bare run (run once, when the suite is collected), for choosing view paths. */
  runs: PathRun[];
}

/** A path whose failure is a known, reported bug: it runs as `it.fails` until fixed. */
export interface KnownBug {
  /** Which paths show it (by the path's name). */
  matches: (name: string) => boolean;
  reason: string;
}

export function bareModelSuite(spec: ModelSpec, knownBugs: KnownBug[] = []): BareSuite {
  const suite = runPaths(spec);
  describe(`model ${specName(spec)}: every generated path on the bare machine`, () => {
    pathTests(suite, knownBugs);
    it('covers every state and every transition of the machine', ({ task }) => {
      expectFullCoverage(task, coverageOf(spec, suite.paths.length, suite.runs));
    });
  });
  return suite;
}

/**
 * One machine that several flows run, each with its own model (its input,
 * its events); the spec's `variant` names the flow.
 */
export interface FlowSpec {
  spec: ModelSpec;
  knownBugs?: KnownBug[];
  /**
   * The flow's own states, checked on its paths alone (the flows together
   * covering the chart would not notice a guard that sends one flow past its
   * step, or onto another flow's).
   */
  states?: FlowStates;
}

export interface FlowStates {
  /** Every such state of all the flows, by id: those not `entered` the flow never enters. */
  among: string[];
  /** The flow's own: its paths enter each on a move `on` accepts. */
  entered: string[];
  /**
   * The moves that count (e.g. Next, where a detour such as a restored draft
   * or a jump back would enter the step even past a broken guard); all when absent.
   */
  on?: (event: EventObject, before: AnyMachineSnapshot | undefined) => boolean;
}

/**
 * The bare level of a machine shared by flows: each flow's generated paths
 * are tests, and the coverage test fails unless the flows' paths together
 * entered every state node and took every transition definition (a flow's
 * guards keep it off the branches of the others); a flow with `states` is
 * checked to enter its own states, and no others among them, by itself.
 */
export function sharedMachineModelSuite(flows: FlowSpec[]): BareSuite[] {
  const machine = flows[0]!.spec.machine;
  const suites = flows.map(({ spec, knownBugs = [], states }) => {
    if (!spec.variant) throw new Error(`a flow of ${machine.id} names no variant`);
    if (spec.machine !== machine) throw new Error(`${specName(spec)} models another machine`);
    const suite = runPaths(spec);
    describe(`model ${specName(spec)}: every generated path on the bare machine`, () => {
      pathTests(suite, knownBugs);
      if (states) {
        it('enters its own states, and none of the others', () => {
          expectEnteredExactly(machine, suite, states);
        });
      }
    });
    return suite;
  });
  describe(`model ${machine.id}: its flows together`, () => {
    it('cover every state and every transition of the machine', ({ task }) => {
      const paths = suites.reduce((sum, suite) => sum + suite.paths.length, 0);
      const coverage = coverageOf(
        flows[0]!.spec,
        paths,
        suites.flatMap((suite) => suite.runs),
      );
      coverage.machineId = `${machine.id} (${flows.map((flow) => flow.spec.variant).join(' + ')})`;
      expectFullCoverage(task, coverage);
    });
  });
  return suites;
}

interface RunSuite extends BareSuite {
  errors: (Error | null)[];
}

/** Each path runs once, when the suite is collected; its test reports the outcome. */
function runPaths(spec: ModelSpec): RunSuite {
  const paths = generatePaths(spec);
  const outcomes = paths.map((path) => {
    try {
      return { run: runBare(spec, path), error: null };
    } catch (error) {
      return { run: null, error: error as Error };
    }
  });
  const runs = outcomes.map(
    (outcome) =>
      outcome.run ?? { calls: [], transitions: new Set<string>(), states: new Set<string>() },
  );
  return { paths, runs, errors: outcomes.map((outcome) => outcome.error) };
}

function pathTests(suite: RunSuite, knownBugs: KnownBug[]) {
  suite.paths.forEach((path, index) => {
    const bug = knownBugs.find((known) => known.matches(path.name));
    const test = bug ? it.fails : it;
    test(bug ? `${path.name} [known bug: ${bug.reason}]` : path.name, () => {
      const error = suite.errors[index];
      if (error) throw error;
      expect(suite.runs[index]?.states.size).toBeGreaterThan(0);
    });
  });
}

/** Of the state ids `among`, the paths entered exactly `entered` (on the moves `on` accepts). */
function expectEnteredExactly(
  machine: ModelSpec['machine'],
  suite: RunSuite,
  { among, entered, on = () => true }: FlowStates,
) {
  const known = new Set(allStateIds(machine));
  expect(
    [...among, ...entered].filter((id) => !known.has(id)),
    'ids that are no state of the machine',
  ).toEqual([]);
  // The runs (each path's live run, equal to its model states at every step) enter these.
  const seen = new Set(suite.runs.flatMap((run) => [...run.states]));
  const enteredOn = new Set<string>();
  for (const path of suite.paths) {
    path.events.forEach((event, index) => {
      const before = path.states[index - 1];
      if (!on(event, before)) return;
      const active = (snapshot: AnyMachineSnapshot | undefined) =>
        new Set(snapshot?._nodes.map((node) => node.id));
      const was = active(before);
      for (const id of active(path.states[index])) if (!was.has(id)) enteredOn.add(id);
    });
  }
  expect(
    entered.filter((id) => !enteredOn.has(id)),
    'its states its paths never enter (on the moves that count)',
  ).toEqual([]);
  expect(
    among.filter((id) => seen.has(id) && !entered.includes(id)),
    'other states its paths enter',
  ).toEqual([]);
}

function expectFullCoverage(task: { meta: TaskMeta }, coverage: Coverage) {
  task.meta.modelCoverage = { line: coverageLine(coverage) };
  expect(coverage.states.missing, 'states no path enters').toEqual([]);
  expect(coverage.transitions.missing, 'transitions no path takes').toEqual([]);
}

declare module 'vitest' {
  interface TaskMeta {
    modelCoverage?: { line: string };
  }
}
