/** What the runs of a machine covered: state nodes entered and transitions taken. */
import { generatePaths } from './model-paths';
import { runBare } from './model-runs';
import { allStateIds, allTransitionKeys, eventName } from './model-spec';
import type { ModelPath, ModelSpec, PathRun } from './model-spec';

export interface Coverage {
  machineId: string;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
  paths: number;
}

/** The states and transitions a coverage is measured against (a part of a shared machine). */
export interface CoverageScope {
  label: string;
  states: string[];
  transitions: string[];
}

/**
 * What one flow of a machine shared by flows reaches: the states entered and
 * transitions taken by its model's generated paths on the bare machine (the
 * bare level checks that the flows together reach the whole machine).
 */
export function flowScope(label: string, spec: ModelSpec): CoverageScope {
  const runs = generatePaths(spec).map((path) => runBare(spec, path));
  const states = new Set(runs.flatMap((run) => [...run.states]));
  const transitions = new Set(runs.flatMap((run) => [...run.transitions]));
  return {
    label,
    states: allStateIds(spec.machine).filter((id) => states.has(id)),
    transitions: allTransitionKeys(spec.machine).filter((key) => transitions.has(key)),
  };
}

/** The machine's id, with the flow or use this spec covers when there are several. */
export function specName(spec: ModelSpec, scope?: CoverageScope): string {
  const part = scope?.label ?? spec.variant;
  return part ? `${spec.machine.id} (${part})` : spec.machine.id;
}

/** Accumulates the runs of one machine (or of one flow's part of it) and reports its coverage. */
export function coverageOf(
  spec: ModelSpec,
  paths: number,
  runs: PathRun[],
  scope?: CoverageScope,
): Coverage {
  const stateIds = scope?.states ?? allStateIds(spec.machine);
  const transitionKeys = scope?.transitions ?? allTransitionKeys(spec.machine);
  const seenStates = new Set(runs.flatMap((run) => [...run.states]));
  const seenTransitions = new Set(runs.flatMap((run) => [...run.transitions]));
  const missingStates = stateIds.filter((id) => !seenStates.has(id));
  const missingTransitions = transitionKeys.filter((key) => !seenTransitions.has(key));
  return {
    machineId: specName(spec, scope),
    states: {
      covered: stateIds.length - missingStates.length,
      total: stateIds.length,
      missing: missingStates,
    },
    transitions: {
      covered: transitionKeys.length - missingTransitions.length,
      total: transitionKeys.length,
      missing: missingTransitions,
    },
    paths,
  };
}

export function coverageLine(coverage: Coverage, level: 'model' | 'view' = 'model'): string {
  return (
    `${level} ${coverage.machineId}: states ${coverage.states.covered}/${coverage.states.total}, ` +
    `transitions ${coverage.transitions.covered}/${coverage.transitions.total}, paths ${coverage.paths}`
  );
}

/** What a view test adds per path beyond its steps (rendering the page), in steps. */
const PATH_COST = 4;

/**
 * A small set of paths for the view tests: prefixes of the generated paths
 * that together take every transition and enter every state the bare runs
 * covered, chosen greedily by new items per step (a path's rendering counts
 * as a few steps).
 */
export function coveringPaths(paths: ModelPath[], runs: PathRun[]): ModelPath[] {
  interface Candidate {
    path: ModelPath;
    length: number;
    items: string[];
  }
  const candidates: Candidate[] = [];
  paths.forEach((path, index) => {
    const firstStep = runs[index]?.firstStep;
    if (!firstStep) return;
    for (const length of new Set(firstStep.values())) {
      const items = [...firstStep].filter(([, step]) => step <= length).map(([item]) => item);
      candidates.push({ path, length, items });
    }
  });
  const need = new Set(candidates.flatMap((candidate) => candidate.items));
  const chosen: ModelPath[] = [];
  while (need.size > 0) {
    let best: Candidate | undefined;
    let bestScore = 0;
    for (const candidate of candidates) {
      const gain = candidate.items.filter((item) => need.has(item)).length;
      const score = gain / (candidate.length + PATH_COST);
      if (score > bestScore) {
        best = candidate;
        bestScore = score;
      }
    }
    if (!best) break;
    for (const item of best.items) need.delete(item);
    chosen.push(prefixOf(best.path, best.length));
  }
  return chosen;
}

function prefixOf(path: ModelPath, length: number): ModelPath {
  if (length === path.events.length) return path;
  const events = path.events.slice(0, length);
  const where = length > 0 ? JSON.stringify(path.states[length - 1]!.value) : '(start)';
  return {
    entry: path.entry,
    events,
    expected: path.expected.slice(0, length),
    states: path.states.slice(0, length),
    name: `${path.entry.label}: ${events.map(eventName).join(' > ') || '(start)'} => ${where}`,
  };
}
