import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { refundMachine, type RefundOutcome, type RefundRequest } from '../../../machines/staff';
import { Button } from '../../ui/form';
import { RefundSteps } from './RefundSteps';
import { callOrFail } from '../call-or-fail';
import type { MachinePanelProps } from '../panel-props';

/** Refund the whole order or the chosen people: choose → reason → confirm → result. */
export function RefundPanel(
  props: MachinePanelProps & {
    orderNumber: string;
    chosen: number[];
    amountOf: (positions: number[] | null) => number;
    onDone: () => void;
  },
) {
  const { api, orderNumber, chosen, amountOf, onDone, inspect } = props;
  const machine = useMemo(
    () =>
      refundMachine.provide({
        actors: {
          refund: fromPromise<RefundOutcome, RefundRequest>(async ({ input }) => {
            const { refund } = await callOrFail<{ refund: RefundOutcome }>(
              api,
              'POST',
              `/orders/${input.orderNumber}/refund`,
              { reason: input.reason, ...(input.positions && { positions: input.positions }) },
            );
            onDone();
            return refund;
          }),
        },
      }),
    [api, onDone],
  );
  const [state, send] = useMachine(machine, {
    input: { orderNumber },
    ...(inspect && { inspect }),
  });
  const { positions } = state.context;
  const who = positions
    ? `${positions.length} ${positions.length === 1 ? 'person' : 'people'}`
    : 'the whole order';

  return (
    <section aria-labelledby="refund-heading" className="staff-panel">
      <h2 id="refund-heading">Refund</h2>
      {state.matches('idle') && (
        <div className="button-row">
          <Button type="button" onClick={() => send({ type: 'refund.start', positions: null })}>
            Refund the whole order
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={chosen.length === 0}
            onClick={() => send({ type: 'refund.start', positions: chosen })}
          >
            Refund the chosen people ({chosen.length})
          </Button>
        </div>
      )}
      <RefundSteps
        state={state}
        send={send}
        reasonId="refund-reason"
        what={who}
        amountCents={amountOf(positions)}
        onClose={() => send({ type: 'refund.close' })}
      />
    </section>
  );
}
