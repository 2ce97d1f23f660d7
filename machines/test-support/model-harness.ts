/**
 * The one model-test harness for every machine. A spec names the machine, its
 * entry inputs, the concrete events each state may be sent and every outcome
 * of every actor it invokes; the harness builds the state graph with
 * `xstate/graph`, generates a path to every edge of it, runs each path on the
 * bare machine (actors replaced by recorders, their outcomes sent as the
 * path's done/error events), and measures which state nodes and transition
 * definitions the runs covered.
 */
import {
  createActor,
  createEmptyActor,
  fromCallback,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { getAdjacencyMap, type AdjacencyMap, type SerializedSnapshot } from 'xstate/graph';

/** One way an invoked actor can end: success, an error kind, a network failure, a timeout. */
export interface Outcome {
  label: string;
  /** A function receives the 1-based number of this actor's call (fresh tokens, new bookings). */
  output?: unknown;
  error?: unknown;
}

/** Where a visit starts: a fresh start, a restored draft, an emailed link, a `?region=` link. */
export interface Entry {
  label: string;
  input: unknown;
  /** Events replayed on a fresh actor; its persisted snapshot is the restored draft. */
  restoreAfter?: EventObject[];
}

export interface ActorCall {
  src: string;
  input: unknown;
}

export interface ModelSpec {
  machine: AnyStateMachine;
  /** Which use of the machine this is, where several specs run one machine (shown after its id). */
  variant?: string;
  entries: Entry[];
  /** Concrete user events offered in a state; those the state cannot take are dropped. */
  events: (snapshot: AnyMachineSnapshot) => EventObject[];
  /** Every outcome of every invoked actor, by its `src`. */
  outcomes: Record<string, Outcome[]>;
  /** What decides the next moves (a finite abstraction of the context). */
  serialize: (snapshot: AnyMachineSnapshot) => string;
  /** Which moves (user events and actor outcomes) are offered; all when absent (the view level narrows them). */
  offers?: (event: EventObject, snapshot: AnyMachineSnapshot) => boolean;
  /** Checked after every step of every path; throw to fail. */
  invariant?: (snapshot: AnyMachineSnapshot, calls: readonly ActorCall[]) => void;
  /**
   * Actors whose server answers repeats by key: the same key with another
   * request is refused (422), so two calls with one key must send the same input.
   */
  idempotencyKeyOf?: Record<string, (input: unknown) => string>;
}

/** A `xstate.done.actor.*` / `xstate.error.actor.*` event carries the outcome it stands for. */
export interface OutcomeEvent extends EventObject {
  src: string;
  outcome: Outcome;
}

export interface ModelPath {
  entry: Entry;
  events: EventObject[];
  /** The serialized model state after each event. */
  expected: string[];
  /** The model's snapshot after each event. */
  states: AnyMachineSnapshot[];
  name: string;
}

export interface PathRun {
  calls: ActorCall[];
  transitions: Set<string>;
  states: Set<string>;
  /** After how many of the path's events each transition / `state <id>` was first covered. */
  firstStep?: Map<string, number>;
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

export function isOutcomeEvent(event: EventObject): event is OutcomeEvent {
  return event.type.startsWith(DONE) || event.type.startsWith(ERROR);
}

/** Every state node below the root, by id. */
export function allStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      ids.push(child.id);
      walk(child);
    }
  };
  walk(machine.root);
  return ids;
}

/** A stable name for a transition definition: its source, event and position. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const always = source.always?.indexOf(transition) ?? -1;
  if (always >= 0) return `${source.id} always#${always}`;
  const list = source.transitions.get(transition.eventType) ?? [];
  return `${source.id} ${transition.eventType}#${list.indexOf(transition)}`;
}

/** Every transition definition of the machine (each guarded branch counts). */
export function allTransitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const walk = (node: AnyStateNode) => {
    for (const list of node.transitions.values()) keys.push(...list.map(transitionKey));
    for (const transition of node.always ?? []) keys.push(transitionKey(transition));
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return keys;
}

/** The spec's abstraction plus the actors running (their outcomes are the next moves too). */
export function stateKey(spec: ModelSpec, snapshot: AnyMachineSnapshot): string {
  const running = runningActors(snapshot)
    .map(([id]) => id)
    .sort();
  return `${spec.serialize(snapshot)} running:${running.join(',')}`;
}

/** The `src` names of the actors a snapshot runs, by child id. */
function runningActors(snapshot: AnyMachineSnapshot): [string, string][] {
  return Object.entries(snapshot.children as Record<string, { src?: unknown }>).map(
    ([id, child]) => [id, typeof child.src === 'string' ? child.src : id],
  );
}

function outcomeEvents(spec: ModelSpec, snapshot: AnyMachineSnapshot): OutcomeEvent[] {
  return runningActors(snapshot).flatMap(([id, src]) => {
    const outcomes = spec.outcomes[src];
    if (!outcomes) throw new Error(`The model lists no outcomes for the actor "${src}"`);
    return outcomes.map((outcome) =>
      'error' in outcome
        ? { type: `${ERROR}${id}`, error: outcome.error, src, outcome }
        : { type: `${DONE}${id}`, output: materialize(outcome.output, 1), src, outcome },
    );
  });
}

/** A delay running out (`after`) is a move of the model too: its event, sent when the path says. */
function delayedEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  return snapshot._nodes.flatMap((node) =>
    [...node.transitions.keys()]
      .filter((type) => type.startsWith('xstate.after.'))
      .map((type) => ({ type })),
  );
}

function materialize(value: unknown, call: number): unknown {
  return typeof value === 'function' ? (value as (n: number) => unknown)(call) : value;
}

// Entry snapshots and the machine with recorders are built once per spec and
// entry (`provide` builds a whole new machine: too slow to repeat per path).
const restoredSnapshots = new WeakMap<Entry, { snapshot: unknown }>();
const recordingMachines = new WeakMap<ModelSpec, AnyStateMachine>();
/** Where the recorders write: the calls of the path running now (runs are synchronous). */
let sink: ActorCall[] = [];

/** The snapshot an entry starts from (a restored draft replays its events first). */
export function entrySnapshot(spec: ModelSpec, entry: Entry): unknown {
  if (!entry.restoreAfter) return undefined;
  const cached = restoredSnapshots.get(entry);
  if (cached) return cached.snapshot;
  const calls: ActorCall[] = [];
  const actor = withSink(calls, () => {
    const started = createActor(recordingMachine(spec), { input: entry.input as never }).start();
    for (const event of entry.restoreAfter!) started.send(event);
    return started;
  });
  const persisted = actor.getPersistedSnapshot();
  actor.stop();
  const snapshot = JSON.parse(JSON.stringify(persisted)) as unknown;
  restoredSnapshots.set(entry, { snapshot });
  return snapshot;
}

function withSink<T>(calls: ActorCall[], run: () => T): T {
  const outer = sink;
  sink = calls;
  try {
    return run();
  } finally {
    sink = outer;
  }
}

/** The machine with every actor replaced by a recorder of its calls. */
function recordingMachine(spec: ModelSpec): AnyStateMachine {
  let machine = recordingMachines.get(spec);
  if (!machine) {
    const actors = Object.fromEntries(
      Object.keys(spec.outcomes).map((src) => [
        src,
        fromCallback(({ input }) => {
          sink.push({ src, input });
        }),
      ]),
    );
    machine = spec.machine.provide({ actors: actors as never });
    recordingMachines.set(spec, machine);
  }
  return machine;
}

/** A long value (the notes past their limit) shortened in a path's name. */
function short(value: string): string {
  return value.length > 40 ? `${value.slice(0, 12)}…(${value.length} characters)` : value;
}

export function eventName(event: EventObject): string {
  if (isOutcomeEvent(event)) return `${event.src}:${event.outcome.label}`;
  const detail = Object.entries(event)
    .filter(([key]) => key !== 'type')
    .map(([, value]) => (typeof value === 'object' ? '' : short(String(value))))
    .filter(Boolean);
  return detail.length > 0 ? `${event.type}(${detail.join(',')})` : event.type;
}

/** A walk stops after this many steps (a failure stays readable); the next one starts afresh. */
const MAX_STEPS = 150;
/** A walk also stops after this many steps in a row that take no new edge. */
const MAX_DETOUR = 30;

interface Edge {
  eventKey: string;
  event: EventObject;
  /** The state `xstate/graph` computed at the edge's end. */
  state: AnyMachineSnapshot;
  target: string;
}

interface PlannedEdge extends Edge {
  source: string;
}

interface Step {
  event: EventObject;
  state: AnyMachineSnapshot;
  key: string;
  /** Whether this step took an edge no earlier path took. */
  fresh?: boolean;
}

/** The actor scope `xstate/graph` computes transitions with: nothing runs, nothing is sent. */
function pureScope() {
  const empty = createEmptyActor();
  return {
    self: empty,
    logger: () => undefined,
    id: '',
    sessionId: 'model',
    defer: () => undefined,
    system: empty.system,
    stopChild: () => undefined,
    emit: () => undefined,
    actionExecutor: () => undefined,
  };
}

function serializeEvent(event: EventObject): string {
  return JSON.stringify(event, (key, value: unknown) =>
    key === 'outcome' ? (value as Outcome).label : value,
  );
}

/** Every move the model offers in a state: the user's events, delays running out, actor outcomes. */
function movesOf(spec: ModelSpec, state: AnyMachineSnapshot): EventObject[] {
  const user = spec.events(state).filter((event) => state.can(event));
  const moves = [...user, ...delayedEvents(state), ...outcomeEvents(spec, state)];
  const offers = spec.offers;
  return offers ? moves.filter((event) => offers(event, state)) : moves;
}

/** Whether a state takes a move: an actor's outcome while it runs, a delay, a user event. */
function canTake(spec: ModelSpec, state: AnyMachineSnapshot, event: EventObject): boolean {
  if (spec.offers && !spec.offers(event, state)) return false;
  if (isOutcomeEvent(event)) {
    return runningActors(state).some(([id]) => event.type.endsWith(`.${id}`));
  }
  if (event.type.startsWith('xstate.after.')) {
    return state._nodes.some((node) => node.transitions.has(event.type));
  }
  // The spec offers the event in this very state (what it offers may depend on more than the abstraction).
  const key = serializeEvent(event);
  return state.can(event) && spec.events(state).some((offered) => serializeEvent(offered) === key);
}

/**
 * Walks from every entry that together take every edge of the model's state
 * graph (every event and actor outcome offered in every model state) at least
 * once. A walk takes an edge not yet taken where it stands, or heads the
 * shortest way to the nearest model state that still has one; its states are
 * computed with the machine's pure transition function, as `xstate/graph`
 * does, and the live run is compared with them. Edges a walk cannot reach get
 * a path of their own (the shortest way there, then the edge).
 */
export function generatePaths(
  spec: ModelSpec,
  { maxSteps = MAX_STEPS }: { maxSteps?: number } = {},
): ModelPath[] {
  const paths: ModelPath[] = [];
  const scope = pureScope();
  const transition = (state: AnyMachineSnapshot, event: EventObject) =>
    spec.machine.transition(state, event as never, scope as never) as AnyMachineSnapshot;
  for (const entry of spec.entries) {
    const restored = entrySnapshot(spec, entry);
    const fromState = restored
      ? (createActor(spec.machine, {
          input: entry.input as never,
          snapshot: restored as never,
        }).getSnapshot() as AnyMachineSnapshot)
      : undefined;
    const adjacency: AdjacencyMap<AnyMachineSnapshot, EventObject> = getAdjacencyMap(spec.machine, {
      input: entry.input,
      ...(fromState ? { fromState } : {}),
      serializeState: (snapshot) => stateKey(spec, snapshot as AnyMachineSnapshot),
      serializeEvent: (event) => serializeEvent(event as EventObject),
      events: (snapshot) => movesOf(spec, snapshot as AnyMachineSnapshot),
    });
    const start = Object.keys(adjacency)[0];
    if (!start) continue;
    const graph = new Map<string, Edge[]>();
    for (const key of Object.keys(adjacency) as SerializedSnapshot[]) {
      graph.set(
        key,
        Object.entries(adjacency[key]!.transitions).map(([eventKey, { event, state }]) => ({
          eventKey,
          event,
          state: state as AnyMachineSnapshot,
          target: stateKey(spec, state as AnyMachineSnapshot),
        })),
      );
    }
    const untaken = new Map<string, Set<string>>(
      [...graph].map(([key, list]) => [key, new Set(list.map((edge) => edge.eventKey))]),
    );
    const hasUntaken = (key: string) => (untaken.get(key)?.size ?? 0) > 0;
    const initial = adjacency[start as SerializedSnapshot]!.state as AnyMachineSnapshot;

    let progress = true;
    while (progress && [...untaken.keys()].some(hasUntaken)) {
      progress = false;
      const walk: Step[] = [];
      let state = initial;
      let key = start;
      let detour = 0;
      let plan: PlannedEdge[] = [];
      while (walk.length < maxSteps && detour < MAX_DETOUR) {
        const here = state;
        const edges = graph.get(key) ?? [];
        const open = untaken.get(key) ?? new Set<string>();
        // The concrete state must take the edge's event (the abstraction can hide a guard).
        const takes = (edge: Edge) => open.has(edge.eventKey) && canTake(spec, here, edge.event);
        // Prefer an edge that leads on to more untaken edges.
        let edge =
          edges.find((e) => hasUntaken(e.target) && takes(e)) ??
          edges.find((e) => (graph.get(e.target)?.length ?? 0) > 0 && takes(e)) ??
          edges.find(takes);
        const fresh = edge !== undefined;
        if (edge) {
          open.delete(edge.eventKey);
          progress = true;
          detour = 0;
          plan = [];
        } else {
          if (plan.length === 0) plan = routeToUntaken(graph, key, hasUntaken) ?? [];
          edge = plan.shift();
          detour++;
          if (edge && !canTake(spec, here, edge.event)) break;
        }
        if (!edge) break;
        const event = edge.event;
        state = transition(state, event);
        key = stateKey(spec, state);
        walk.push({ event, state, key, fresh });
        if (!graph.has(key)) break;
        // The abstraction hid a difference: plan again from where the walk is.
        if (plan.length > 0 && plan[0]!.source !== key) plan = [];
      }
      // A walk's last steps that took nothing new are left out.
      while (walk.length > 0 && !walk.at(-1)!.fresh) walk.pop();
      if (walk.length > 0) paths.push(toPath(entry, walk));
    }

    // What walks could not reach (the model's abstraction hid a difference):
    // the shortest way from the start to the edge's state, then the edge.
    const routes = routesFromStart(graph, start);
    for (const [key, open] of untaken) {
      const route = routes.get(key);
      if (!route) continue;
      for (const edge of graph.get(key)!) {
        if (!open.has(edge.eventKey)) continue;
        paths.push(toPath(entry, [...route, edge].map(stepOf)));
      }
      open.clear();
    }
  }
  return paths;
}

function stepOf(edge: Edge): Step {
  return { event: edge.event, state: edge.state, key: edge.target };
}

function toPath(entry: Entry, steps: Step[]): ModelPath {
  const events = steps.map((step) => step.event);
  const last = steps.at(-1);
  const where = last ? JSON.stringify(last.state.value) : '(start)';
  return {
    entry,
    events,
    expected: steps.map((step) => step.key),
    states: steps.map((step) => step.state),
    name: `${entry.label}: ${events.map(eventName).join(' > ') || '(start)'} => ${where}`,
  };
}

/** The shortest way from a model state to the nearest one with an untaken edge. */
function routeToUntaken(
  graph: Map<string, Edge[]>,
  from: string,
  hasUntaken: (key: string) => boolean,
): PlannedEdge[] | null {
  const back = new Map<string, { previous: string; edge: Edge }>();
  const queue = [from];
  const seen = new Set([from]);
  for (let i = 0; i < queue.length; i++) {
    const key = queue[i]!;
    for (const edge of graph.get(key) ?? []) {
      if (seen.has(edge.target)) continue;
      seen.add(edge.target);
      back.set(edge.target, { previous: key, edge });
      if (hasUntaken(edge.target)) {
        const route: PlannedEdge[] = [];
        for (let at = edge.target; at !== from;) {
          const link = back.get(at)!;
          route.unshift({ ...link.edge, source: link.previous });
          at = link.previous;
        }
        return route;
      }
      queue.push(edge.target);
    }
  }
  return null;
}

/** The shortest way from the start to every model state, on the states `xstate/graph` computed. */
function routesFromStart(graph: Map<string, Edge[]>, start: string): Map<string, Edge[]> {
  const routes = new Map<string, Edge[]>([[start, []]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const key = queue[i]!;
    for (const edge of graph.get(key) ?? []) {
      if (routes.has(edge.target)) continue;
      routes.set(edge.target, [...routes.get(key)!, edge]);
      queue.push(edge.target);
    }
  }
  return routes;
}

/** What an inspected run covers: every transition taken, every state node entered. */
export function coverageRecorder() {
  const transitions = new Set<string>();
  const states = new Set<string>();
  const firstStep = new Map<string, number>();
  const recorder = {
    transitions,
    states,
    firstStep,
    /** How many of the path's events were sent so far (set by the runner). */
    step: 0,
    inspect: (event: InspectionEvent) => {
      // Only the root machine's own steps count (a child machine is modelled on its own).
      if (event.type === '@xstate.microstep' && event.actorRef.sessionId === event.rootId) {
        for (const transition of event._transitions) {
          note(transitions, transitionKey(transition));
          // A transient state (left by an `always` at once) shows in no snapshot, only here.
          if (transition.source.parent) note(states, transition.source.id);
        }
      }
      if (event.type === '@xstate.snapshot' && event.actorRef.sessionId === event.rootId) {
        recorder.noteStates((event.snapshot as AnyMachineSnapshot)._nodes);
      }
    },
    noteStates(nodes: readonly AnyStateNode[]) {
      for (const node of nodes) if (node.parent) note(states, node.id);
    },
  };
  function note(into: Set<string>, item: string) {
    into.add(item);
    const key = into === states ? `state ${item}` : item;
    if (!firstStep.has(key)) firstStep.set(key, recorder.step);
  }
  return recorder;
}

/**
 * Runs a path on the bare machine: each user event is sent, each outcome is
 * delivered as the done/error event of the actor the machine is running, and
 * after every step the live state must equal the model's, the invariants hold
 * and keyed requests stay the same per key.
 */
export function runBare(spec: ModelSpec, path: ModelPath): PathRun {
  const calls: ActorCall[] = [];
  const coverage = coverageRecorder();
  const restored = entrySnapshot(spec, path.entry);
  const actor = createActor(recordingMachine(spec), {
    input: path.entry.input as never,
    ...(restored ? { snapshot: restored as never } : {}),
    inspect: coverage.inspect,
  });
  const outer = sink;
  sink = calls;
  try {
    actor.start();
    coverage.noteStates(actor.getSnapshot()._nodes);
    check(spec, actor.getSnapshot(), calls, 'at the start');
    path.events.forEach((event, index) => {
      coverage.step = index + 1;
      const before = actor.getSnapshot();
      if (isOutcomeEvent(event)) {
        const running = runningActors(before).find(([id]) => event.type.endsWith(`.${id}`));
        if (!running)
          throw new Error(`${event.src} is not running when ${eventName(event)} arrives`);
        const call = calls.filter((c) => c.src === event.src).length;
        actor.send(
          'error' in event.outcome
            ? { type: event.type, error: event.outcome.error }
            : { type: event.type, output: materialize(event.outcome.output, call) },
        );
      } else {
        if (!canTake(spec, before, event)) {
          throw new Error(
            `The live machine cannot take ${eventName(event)}, or the model does not offer it here`,
          );
        }
        actor.send(event);
      }
      const now = actor.getSnapshot();
      const model = path.expected[index];
      const live = stateKey(spec, now);
      if (live !== model) {
        throw new Error(
          `After ${eventName(event)} (step ${index + 1}) the machine is in\n  ${live}\nbut the model expects\n  ${model}`,
        );
      }
      check(spec, now, calls, `after ${eventName(event)} (step ${index + 1})`);
    });
  } finally {
    actor.stop();
    sink = outer;
  }
  return {
    calls,
    transitions: coverage.transitions,
    states: coverage.states,
    firstStep: coverage.firstStep,
  };
}

function check(spec: ModelSpec, snapshot: AnyMachineSnapshot, calls: ActorCall[], where: string) {
  try {
    spec.invariant?.(snapshot, calls);
    for (const [src, keyOf] of Object.entries(spec.idempotencyKeyOf ?? {})) {
      const byKey = new Map<string, string>();
      for (const call of calls.filter((c) => c.src === src)) {
        const key = keyOf(call.input);
        const request = JSON.stringify(call.input);
        const earlier = byKey.get(key);
        if (earlier !== undefined && earlier !== request) {
          throw new Error(
            `${src} was called again with the idempotency key ${key} but another request ` +
              `(the server refuses it with 422):\n  first: ${earlier}\n  again: ${request}`,
          );
        }
        byKey.set(key, request);
      }
    }
  } catch (error) {
    throw new Error(`Invariant broken ${where}: ${(error as Error).message}`, { cause: error });
  }
}

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
