import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { refundMachine, type RefundOutcome, type RefundRequest } from '../../../machines/staff';
import { formatUsd } from '../../domain/astro/policy';
import type { StaffApi } from '../../domain/staff/api-result';
import { Button, TextArea } from '../../ui/form';

/** Refund the whole order or the chosen people: choose → reason → confirm → result. */
export function RefundPanel(props: {
  api: StaffApi;
  orderNumber: string;
  chosen: number[];
  amountOf: (positions: number[] | null) => number;
  onDone: () => void;
}) {
  const { api, orderNumber, chosen, amountOf, onDone } = props;
  const machine = useMemo(
    () =>
      refundMachine.provide({
        actors: {
          refund: fromPromise<RefundOutcome, RefundRequest>(async ({ input }) => {
            const result = await api.call<{ refund: RefundOutcome }>(
              'POST',
              `/orders/${input.orderNumber}/refund`,
              {
                reason: input.reason,
                ...(input.positions && { positions: input.positions }),
              },
            );
            if (!result.ok) throw new Error(result.error.message);
            onDone();
            return result.data.refund;
          }),
        },
      }),
    [api, onDone],
  );
  const [state, send] = useMachine(machine, { input: { orderNumber } });
  const { positions, reason, problem, result } = state.context;
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
      {state.matches('choosing') && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'refund.review' });
          }}
        >
          <p>Refunding {who}.</p>
          <TextArea
            id="refund-reason"
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
            Give back <strong>{formatUsd(amountOf(positions))}</strong> for {who}? The devotee is
            emailed.
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
            {result.outcome === 'VOIDED' ? 'Voided' : 'Refunded'} {formatUsd(result.amountCents)}.
          </p>
          <Button type="button" variant="secondary" onClick={() => send({ type: 'refund.close' })}>
            Close
          </Button>
        </div>
      )}
    </section>
  );
}
