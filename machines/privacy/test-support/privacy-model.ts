/** The devotee's erasure request machine's model, shared by the bare-machine suite and the view's. */
import { callOutcomes, keyWithProblem } from '../../test-support/model-parts';
import type { ModelSpec } from '../../test-support/model-harness';
import { erasureRequestMachine, type ErasureRequestContext } from '../erasure-request/machine';

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
  serialize: keyWithProblem<ErasureRequestContext>((c) => ({ recorded: c.requestedAt !== null })),
};
