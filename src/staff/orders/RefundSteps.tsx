import type { SnapshotFrom } from 'xstate';
import type { RefundEvent, refundMachine } from '../../../machines/staff';
import { formatUsd } from '../../../domain/money';
import { Button, TextArea } from '../../ui/form';
import { Done, Failure, Question } from '../PanelLines';

/**
 * The refund machine's steps after the start (reason → confirm → result,
 * retry on failure), shared by an order's refund and a refund due.
 */
export function RefundSteps(props: {
  state: SnapshotFrom<typeof refundMachine>;
  send: (event: RefundEvent) => void;
  reasonId: string;
  /** Who or what is refunded: "1 person", "the whole order", "booking ABCD2345". */
  what: string;
  amountCents: number;
  /** The accessible name of the reason form (when no heading names it). */
  formLabel?: string;
  onClose: () => void;
}) {
  const { state, send, reasonId, what, amountCents, formLabel, onClose } = props;
  const { reason, problem, result } = state.context;
  return (
    <>
      {state.matches('choosing') && (
        <form
          aria-label={formLabel}
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'refund.review' });
          }}
        >
          <p>Refunding {what}.</p>
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
        <Question
          yes={['Confirm the refund', () => send({ type: 'refund.confirm' })]}
          no={['Back', () => send({ type: 'refund.back' })]}
        >
          Give back <strong>{formatUsd(amountCents)}</strong> for {what}? The devotee is emailed.
        </Question>
      )}
      {state.hasTag('busy') && <p role="status">Refunding...</p>}
      {state.matches('failed') && <Failure problem={problem} prefix="refund" send={send} />}
      {state.matches('done') && result && (
        <Done onClose={onClose}>
          {result.outcome === 'VOIDED' ? 'Voided' : 'Refunded'} {formatUsd(result.amountCents)} for{' '}
          {what}.
        </Done>
      )}
    </>
  );
}
