/** What a model spec says of a machine, and the moves and names the harness reads off it. */
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';

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
export function runningActors(snapshot: AnyMachineSnapshot): [string, string][] {
  return Object.entries(snapshot.children as Record<string, { src?: unknown }>).map(
    ([id, child]) => [id, typeof child.src === 'string' ? child.src : id],
  );
}

export function outcomeEvents(spec: ModelSpec, snapshot: AnyMachineSnapshot): OutcomeEvent[] {
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
export function delayedEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  return snapshot._nodes.flatMap((node) =>
    [...node.transitions.keys()]
      .filter((type) => type.startsWith('xstate.after.'))
      .map((type) => ({ type })),
  );
}

export function materialize(value: unknown, call: number): unknown {
  return typeof value === 'function' ? (value as (n: number) => unknown)(call) : value;
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

export function serializeEvent(event: EventObject): string {
  return JSON.stringify(event, (key, value: unknown) =>
    key === 'outcome' ? (value as Outcome).label : value,
  );
}

/** Whether a state takes a move: an actor's outcome while it runs, a delay, a user event. */
export function canTake(spec: ModelSpec, state: AnyMachineSnapshot, event: EventObject): boolean {
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
