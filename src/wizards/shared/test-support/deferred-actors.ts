/**
 * Promise actors whose answers a view test gives when its path says: each call
 * waits until `settle` delivers the path's outcome (the model's done/error
 * event) to the call in flight.
 */
import { waitFor } from '@testing-library/react';
import { fromPromise, type AnyActorLogic } from 'xstate';
import type { OutcomeEvent } from '../../../../machines/test-support/model-harness';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export function deferredActors<const S extends string>(sources: readonly S[]) {
  const pending = new Map<string, Pending>();
  const calls = new Map<string, number>();
  const actors = Object.fromEntries(
    sources.map((src) => [
      src,
      fromPromise(
        () =>
          new Promise((resolve, reject) => {
            calls.set(src, (calls.get(src) ?? 0) + 1);
            pending.set(src, { resolve, reject });
          }),
      ),
    ]),
  ) as Record<S, AnyActorLogic>;

  /** Answers the call in flight of the outcome's actor with the outcome. */
  async function settle(event: OutcomeEvent): Promise<void> {
    await waitFor(() => {
      if (!pending.has(event.src)) throw new Error(`${event.src} was not called`);
    });
    const call = pending.get(event.src)!;
    pending.delete(event.src);
    if ('error' in event.outcome) call.reject(event.outcome.error);
    else {
      const output = event.outcome.output;
      call.resolve(
        typeof output === 'function'
          ? (output as (n: number) => unknown)(calls.get(event.src)!)
          : output,
      );
    }
  }

  return { actors, settle, pending };
}
