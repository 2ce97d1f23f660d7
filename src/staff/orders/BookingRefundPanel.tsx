import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { refundMachine, type RefundOutcome, type RefundRequest } from '../../../machines/staff';
import type { StaffApi } from '../../domain/staff/api-result';
import { Button } from '../../ui/form';
import { RefundSteps } from './RefundSteps';

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
            const result = await api.call<{ refund: RefundOutcome }>(
              'POST',
              `/refunds-due/${input.orderNumber}/refund`,
              { reason: input.reason },
            );
            if (!result.ok) throw new Error(result.error.message);
            return result.data.refund;
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
