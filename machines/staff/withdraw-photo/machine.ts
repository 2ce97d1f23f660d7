/**
 * Withdrawing a photograph of a puja (the console's button beside it): ask
 * first, then the server erases it; the devotee's "My order" no longer shows
 * it and its address answers 410.
 *
 *   idle → confirming → withdrawing → done | failed (retry)
 */
import { assertEvent, assign, setup } from 'xstate';
import { failureMessage } from '../../shared/failure';
import { providedByView, type InvokeResultEvent } from '../../shared/invoked-actor';

export type WithdrawPhotoEvent =
  | { type: 'withdraw.choose'; photoId: string }
  | { type: 'withdraw.confirm' }
  | { type: 'withdraw.retry' }
  | { type: 'withdraw.cancel' }
  | { type: 'withdraw.close' };

export interface WithdrawPhotoContext {
  photoId: string | null;
  problem: string | null;
}

export const withdrawPhotoMachine = setup({
  types: {
    context: {} as WithdrawPhotoContext,
    events: {} as WithdrawPhotoEvent | InvokeResultEvent<void, 'withdrawPhoto'>,
  },
  actors: {
    // Provided by the console: DELETE …/photos/:id.
    withdrawPhoto: providedByView<void, string>('withdrawPhoto'),
  },
  actions: {
    choose: assign(({ event }) => {
      assertEvent(event, 'withdraw.choose');
      return { photoId: event.photoId, problem: null };
    }),
    noteFailure: assign({ problem: failureMessage('withdrawPhoto', 'Withdrawing failed') }),
  },
}).createMachine({
  id: 'staffWithdrawPhoto',
  initial: 'idle',
  context: { photoId: null, problem: null },
  states: {
    idle: {
      on: { 'withdraw.choose': { target: 'confirming', actions: 'choose' } },
    },
    confirming: {
      on: { 'withdraw.confirm': 'withdrawing', 'withdraw.cancel': 'idle' },
    },
    withdrawing: {
      tags: ['busy'],
      invoke: {
        id: 'withdrawPhoto',
        src: 'withdrawPhoto',
        input: ({ context }) => context.photoId!,
        onDone: 'done',
        onError: { target: 'failed', actions: 'noteFailure' },
      },
    },
    failed: {
      on: { 'withdraw.retry': 'withdrawing', 'withdraw.cancel': 'idle' },
    },
    done: {
      on: { 'withdraw.close': 'idle' },
    },
  },
});
