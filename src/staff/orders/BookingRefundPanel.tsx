import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { refundMachine, type RefundOutcome, type RefundRequest } from '../../../machines/staff';
import type { StaffApi } from '../../domain/staff/api-result';
import { Button } from '../../ui/form';
import { RefundSteps } from './RefundSteps';
import { callOrFail } from '../call-or-fail';

/** Refund one refund due (a cancelled booking's whole charge) with the same refund machine as an order. */
export function BookingRefundPanel(props: {
  api: StaffApi;
  bookingCode: string;
  amountCents: number;
  onDone: () => void;
}) {
  const { api, bookingCode, amountCents, onDone } = props;
  const machine = useMemo(
    () =>
      refundMachine.provide({
        actors: {
          refund: fromPromise<RefundOutcome, RefundRequest>(async ({ input }) => {
            const path = `/refunds-due/${input.orderNumber}/refund`;
            const body = { reason: input.reason };
            return (await callOrFail<{ refund: RefundOutcome }>(api, 'POST', path, body)).refund;
          }),
        },
      }),
    [api],
  );
  const [state, send] = useMachine(machine, { input: { orderNumber: bookingCode } });

  return (
    <div className="staff-refund-due">
      {state.matches('idle') && (
        <Button
          type="button"
          variant="secondary"
          onClick={() => send({ type: 'refund.start', positions: null })}
        >
          Refund booking {bookingCode}
        </Button>
      )}
      <RefundSteps
        state={state}
        send={send}
        reasonId={`refund-reason-${bookingCode}`}
        what={`booking ${bookingCode}`}
        amountCents={amountCents}
        formLabel={`Refund booking ${bookingCode}`}
        onClose={onDone}
      />
    </div>
  );
}
