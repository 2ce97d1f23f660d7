/**
 * Fake actors for the model-based tests: each invocation leaves a pending
 * promise that a path step (an `xstate.done.actor.*` or `xstate.error.actor.*`
 * event of the model) settles, so the view is driven exactly as the model says.
 */
import { waitFor } from '@testing-library/react';
import { fromPromise } from 'xstate';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  input: unknown;
}

export class DeferredActors {
  private readonly pending = new Map<string, Pending[]>();

  /** An actor slot whose calls wait for `settle(name, ...)`. */
  actor<TOutput, TInput>(name: string) {
    return fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          const queue = this.pending.get(name) ?? [];
          queue.push({ resolve: resolve as (value: unknown) => void, reject, input });
          this.pending.set(name, queue);
        }),
    );
  }

  /**
   * Waits until the view's machine has called the actor, then settles its
   * latest call. Earlier calls belong to states already left (their actors
   * were stopped), so they are dropped.
   */
  async settle(name: string, outcome: { output: unknown } | { error: unknown }): Promise<unknown> {
    let call: Pending | undefined;
    await waitFor(() => {
      call = this.pending.get(name)?.pop();
      if (!call) throw new Error(`The ${name} actor was not called`);
    });
    this.pending.set(name, []);
    if ('output' in outcome) call!.resolve(outcome.output);
    else call!.reject(outcome.error);
    return call!.input;
  }
}
