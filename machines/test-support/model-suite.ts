/**
 * The bare-machine level of a model test: every generated path is a test, and
 * one more test fails unless the paths together entered every state node and
 * took every transition definition of the machine. The coverage figures ride
 * on that test's meta for the `npm run test:model` reporter.
 */
import { describe, expect, it } from 'vitest';
import {
  coverageLine,
  coverageOf,
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
  const paths = generatePaths(spec);
  // Each path runs once, when the suite is collected; its test reports the outcome.
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
  describe(`model ${spec.machine.id}: every generated path on the bare machine`, () => {
    paths.forEach((path, index) => {
      const bug = knownBugs.find((known) => known.matches(path.name));
      const test = bug ? it.fails : it;
      test(bug ? `${path.name} [known bug: ${bug.reason}]` : path.name, () => {
        const outcome = outcomes[index]!;
        if (outcome.error) throw outcome.error;
        expect(outcome.run?.states.size).toBeGreaterThan(0);
      });
    });

    it('covers every state and every transition of the machine', ({ task }) => {
      const coverage = coverageOf(spec, paths.length, runs);
      task.meta.modelCoverage = { line: coverageLine(coverage) };
      expect(coverage.states.missing, 'states no path enters').toEqual([]);
      expect(coverage.transitions.missing, 'transitions no path takes').toEqual([]);
    });
  });
  return { paths, runs };
}

declare module 'vitest' {
  interface TaskMeta {
    modelCoverage?: { line: string };
  }
}
