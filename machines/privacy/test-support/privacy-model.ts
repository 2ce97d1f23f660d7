/** The devotee's erasure request machine's model, shared by the bare-machine suite and the view's. */
import type { AnyMachineSnapshot } from 'xstate';
import { callOutcomes, snapshotKey } from '../../test-support/model-parts';
import type { ModelSpec } from '../../test-support/model-harness';
import { erasureRequestMachine } from '../erasure-request/machine';

export const erasureRequestSpec: ModelSpec = {
  machine: erasureRequestMachine,
  entries: [
    { label: 'a booking', input: { request: { bookingCode: 'AB12-CD34', token: 'secret-token' } } },
  ],
  events: () => [
    { type: 'erasure.ask' },
    { type: 'erasure.confirm' },
    { type: 'erasure.retry' },
    { type: 'erasure.cancel' },
  ],
  outcomes: {
    requestErasure: callOutcomes(
      { label: 'recorded', output: { requestedAt: '2026-11-25T10:00:00.000Z' } },
      { label: 'refused', message: 'These details were erased already' },
    ),
  },
  serialize: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as { problem: unknown; requestedAt: unknown };
    return snapshotKey(snapshot, {
      problem: c.problem !== null,
      recorded: c.requestedAt !== null,
    });
  },
};
