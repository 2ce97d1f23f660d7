import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { refundMachine, type RefundOutcome, type RefundRequest } from '../../../machines/staff';
import { formatUsd } from '../../domain/astro/policy';
import type { StaffApi } from '../../domain/staff/api-result';
import { Button, TextArea } from '../../ui/form';

/**
 * Refund one refund due (a cancelled booking's whole charge) with the same
 * refund machine as an order: reason → confirm → result, retry on failure.
 */
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
  const { reason, problem, result } = state.context;
  const reasonId = `refund-reason-${bookingCode}`;

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
      {state.matches('choosing') && (
        <form
          aria-label={`Refund booking ${bookingCode}`}
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'refund.review' });
          }}
        >
          <TextArea
            id={reasonId}
            label="Reason (kept in the audit log)"
            value={reason}
            error={problem ?? undefined}
            onChange={(value) => send({ type: 'refund.reason', reason: value })}
            rows={2}
          />
          <div className="button-row">
            <Button type="submit">Review the refund</Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => send({ type: 'refund.cancel' })}
            >
              Cancel
            </Button>
          </div>
        </form>
      )}
      {state.matches('confirming') && (
        <div>
          <p>
            Give back <strong>{formatUsd(amountCents)}</strong> for booking {bookingCode}? The
            devotee is emailed.
          </p>
          <div className="button-row">
            <Button type="button" onClick={() => send({ type: 'refund.confirm' })}>
              Confirm the refund
            </Button>
            <Button type="button" variant="secondary" onClick={() => send({ type: 'refund.back' })}>
              Back
            </Button>
          </div>
        </div>
      )}
      {state.hasTag('busy') && <p role="status">Refunding...</p>}
      {state.matches('failed') && (
        <div>
          <p role="alert">{problem}</p>
          <div className="button-row">
            <Button type="button" onClick={() => send({ type: 'refund.retry' })}>
              Try again
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => send({ type: 'refund.cancel' })}
            >
              Cancel
            </Button>
          </div>
        </div>
      )}
      {state.matches('done') && result && (
        <div>
          <p role="status">
            {result.outcome === 'VOIDED' ? 'Voided' : 'Refunded'} {formatUsd(result.amountCents)}{' '}
            for booking {bookingCode}.
          </p>
          <Button type="button" variant="secondary" onClick={onDone}>
            Close
          </Button>
        </div>
      )}
    </div>
  );
}
