/**
 * Paths to every edge of a machine's model: the graph from `xstate/graph`,
 * then walks that take each untaken edge by the shortest way.
 */
import { createActor, createEmptyActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { getAdjacencyMap, type AdjacencyMap, type SerializedSnapshot } from 'xstate/graph';
import { entrySnapshot } from './model-runs';
import {
  canTake,
  delayedEvents,
  eventName,
  outcomeEvents,
  serializeEvent,
  stateKey,
} from './model-spec';
import type { Entry, ModelPath, ModelSpec } from './model-spec';

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

/** Every move the model offers in a state: the user's events, delays running out, actor outcomes. */
function movesOf(spec: ModelSpec, state: AnyMachineSnapshot): EventObject[] {
  const user = spec.events(state).filter((event) => state.can(event));
  const moves = [...user, ...delayedEvents(state), ...outcomeEvents(spec, state)];
  const offers = spec.offers;
  return offers ? moves.filter((event) => offers(event, state)) : moves;
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
