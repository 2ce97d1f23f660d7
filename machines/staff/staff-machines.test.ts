/**
 * Model-based path tests of the console's multi-step actions: xstate/graph
 * walks every shortest path of each machine, and each path is replayed on a
 * real actor whose server call is a deferred fake settled by the done/error
 * steps; the actor must end in the state the model predicts, having sent the
 * server exactly what was chosen.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type Actor, type AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  markPerformedMachine,
  type PerformedRequest,
  type PerformedScope,
} from './mark-performed/machine';
import { refundMachine, type RefundOutcome, type RefundRequest } from './refund/machine';
import { deferred, type Deferred } from '../test-support/deferred';

type Step = { type: string; [key: string]: unknown };

/** Sends a path's events; its done and error events settle the call in flight instead. */
async function replay(
  actor: Actor<AnyStateMachine>,
  steps: readonly { event: unknown }[],
  pending: () => { resolve: (value: never) => void; reject: (error: Error) => void } | null,
) {
  for (const step of steps) {
    const event = step.event as Step;
    if (event.type.startsWith('xstate.done.actor')) {
      pending()!.resolve(event.output as never);
      await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    } else if (event.type.startsWith('xstate.error.actor')) {
      pending()!.reject(event.error as Error);
      await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    } else {
      actor.send(event as never);
    }
  }
}

/** Every shortest path to every reachable state, over the given events. */
function paths(machine: AnyStateMachine, events: Step[], input?: unknown) {
  return getShortestPaths(machine, {
    events: events as never,
    ...(input !== undefined && { input }),
    serializeState: (snapshot) =>
      JSON.stringify({ value: snapshot.value, context: snapshot.context }),
  });
}

/**
 * The two tests every console machine gets: its paths reach each named state, and each
 * path replayed on a real actor (the server call `actorId` a deferred fake) ends where the
 * model says, every call having carried `expectedCall`.
 */
function walksEveryPath<Output, Input>(options: {
  machine: AnyStateMachine;
  events: Step[];
  input?: unknown;
  states: string[];
  actorId: string;
  expectedCall: Input;
}) {
  const { machine, events, input, states, actorId, expectedCall } = options;
  const all = paths(machine, events, input);

  it('reaches every state', () => {
    const reached = new Set(all.map((p) => JSON.stringify(p.state.value)));
    for (const state of states) {
      expect(reached).toContain(JSON.stringify(state));
    }
  });

  it.each(all.map((p) => [p.steps.map((s) => s.event.type).join(' → ') || '(start)', p]))(
    '%s',
    async (_name, path) => {
      const calls: Input[] = [];
      let pending: Deferred<Output> | null = null;
      const actor = createActor(
        machine.provide({
          actors: {
            [actorId]: fromPromise<Output, Input>(({ input: callInput }) => {
              calls.push(callInput);
              pending = deferred<Output>();
              return pending.promise;
            }),
          },
        }),
        ...(input !== undefined ? [{ input }] : []),
      ).start();
      await replay(actor, path.steps, () => pending);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(path.state.value);
      expect(snapshot.context).toEqual(path.state.context);
      for (const call of calls) expect(call).toEqual(expectedCall);
      actor.stop();
    },
  );
}

describe('the refund machine', () => {
  const outcome: RefundOutcome = { outcome: 'REFUNDED', amountCents: 2500 };
  // Every server call carries the chosen people and the reason given.
  walksEveryPath<RefundOutcome, RefundRequest>({
    machine: refundMachine,
    events: [
      { type: 'refund.start', positions: [1] },
      { type: 'refund.reason', reason: 'Asked to cancel' },
      { type: 'refund.review' },
      { type: 'refund.back' },
      { type: 'refund.confirm' },
      { type: 'xstate.done.actor.refund', output: outcome },
      { type: 'xstate.error.actor.refund', error: new Error('Gateway refused') },
      { type: 'refund.retry' },
      { type: 'refund.cancel' },
      { type: 'refund.close' },
    ],
    input: { orderNumber: 'P1' },
    states: ['idle', 'choosing', 'confirming', 'submitting', 'failed', 'done'],
    actorId: 'refund',
    expectedCall: { orderNumber: 'P1', positions: [1], reason: 'Asked to cancel' },
  });

  it('will not review a refund without a reason', () => {
    const actor = createActor(refundMachine, { input: { orderNumber: 'P1' } }).start();
    actor.send({ type: 'refund.start', positions: null });
    actor.send({ type: 'refund.review' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.problem).toBe('Give a reason for the refund');
  });
});

describe('the mark-performed machine', () => {
  const scope: PerformedScope = { kind: 'date', date: '2026-12-13' };
  walksEveryPath<number, PerformedRequest>({
    machine: markPerformedMachine,
    events: [
      { type: 'performed.choose', scope },
      { type: 'performed.confirm' },
      { type: 'xstate.done.actor.markPerformed', output: 3 },
      { type: 'xstate.error.actor.markPerformed', error: new Error('Offline') },
      { type: 'performed.retry' },
      { type: 'performed.cancel' },
      { type: 'performed.close' },
    ],
    states: ['idle', 'confirming', 'submitting', 'failed', 'done'],
    actorId: 'markPerformed',
    expectedCall: { scope, photos: [], videoUrl: null },
  });
});
