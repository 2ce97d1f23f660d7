/**
 * An invoked actor's pieces: the events its result arrives as (every machine
 * that invokes one), and for the small console machines (a refund, marking
 * performed or an outcome, a new feed address) the placeholder that the view
 * replaces; and for every machine, `eventValue` and `outputOf`: a named
 * action's or guard's reading of one field of an event (an actor's result),
 * typed by that event and checked as assertEvent checks it.
 */
import {
  fromPromise,
  type DoneActorEvent,
  type ErrorActorEvent,
  type NonReducibleUnknown,
} from 'xstate';

/** What actor `Id` sends back: its output, or its error. */
export type InvokeResultEvent<TOutput, Id extends string> =
  DoneActorEvent<TOutput, Id> | ErrorActorEvent<unknown, Id>;

/** The placeholder for actor `actorId`, which the view provides (machine.provide). */
export function providedByView<TOutput, TInput = NonReducibleUnknown>(actorId: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${actorId} actor not provided`);
  });
}

/**
 * An assign's value: field `key` of the machine's event `type`, typed by that
 * event. Any other event is a wiring mistake and throws (as assertEvent).
 */
export function eventValue<TType extends string, TKey extends string>(type: TType, key: TKey) {
  return <TEvent extends { type: string }>({ event }: { event: TEvent }) => {
    if (event.type !== type) throw new Error(`Expected ${type}, got ${event.type}`);
    return (event as { type: string } & Record<string, unknown>)[key] as ValueOf<
      TEvent,
      TType,
      TKey
    >;
  };
}

/** Field `Key` of event `Type` among a machine's events; unknown (assignable to nothing) if none. */
type ValueOf<TEvent, Type extends string, Key extends string> = [
  Extract<TEvent, { type: Type }>,
] extends [never]
  ? unknown
  : Extract<TEvent, { type: Type }> extends Record<Key, infer TValue>
    ? TValue
    : unknown;

/** An assign's value: the output of actor `actorId`, typed by the machine's own done event. */
export const outputOf = <TId extends string>(actorId: TId) =>
  eventValue(`xstate.done.actor.${actorId}`, 'output');
