/**
 * Running a path on the bare machine: every actor replaced by a recorder of
 * its calls, outcomes sent as the path's done/error events, each step checked.
 */
import {
  createActor,
  fromCallback,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type InspectionEvent,
} from 'xstate';
import {
  canTake,
  eventName,
  isOutcomeEvent,
  materialize,
  runningActors,
  stateKey,
  transitionKey,
} from './model-spec';
import type { ActorCall, Entry, ModelPath, ModelSpec, PathRun } from './model-spec';

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
