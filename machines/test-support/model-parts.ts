/** Pieces the machines' model specs share: a snapshot's key, a server call's three endings. */
import type { AnyMachineSnapshot } from 'xstate';
import type { Outcome } from './model-harness';

/** A spec's `serialize`: the state value and the context's facts that decide the next moves. */
export const snapshotKey = (snapshot: AnyMachineSnapshot, facts: Record<string, unknown>) =>
  JSON.stringify({ value: snapshot.value, ...facts });

/**
 * The `serialize` of a machine that shows a problem: its state value, whether a
 * problem shows, and the other facts `facts` reads from its context.
 */
export function keyWithProblem<TContext extends { problem: unknown }>(
  facts: (context: TContext) => Record<string, unknown>,
) {
  return (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as TContext;
    return snapshotKey(snapshot, { problem: context.problem !== null, ...facts(context) });
  };
}

/** What the actors throw when the server cannot be reached. */
export const UNREACHABLE = new Error('The server could not be reached');

/**
 * The three ways a panel's server call ends: the answer, a refusal (the view's
 * actor throws an Error with the server's message) and no answer (the API
 * client's OFFLINE answer, thrown the same way).
 */
export function callOutcomes(
  answer: Outcome,
  refusal: { label: string; message: string },
  unreachable: Error = UNREACHABLE,
): Outcome[] {
  return [
    answer,
    { label: refusal.label, error: new Error(refusal.message) },
    { label: 'no answer', error: unreachable },
  ];
}
