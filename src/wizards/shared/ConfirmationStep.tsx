import { Button, ButtonRow } from '../../ui/form';
import { formatDollars } from '../../domain/money';
import type { StepProps } from './types';

export function ConfirmationStep({ snapshot, send, copy }: StepProps) {
  const { orderNumber, paidTotal, billing } = snapshot.context;
  return (
    <>
      <div className="confirmation-panel">
        <p className="confirmation-panel__label">Your order number</p>
        <p className="confirmation-panel__number">{orderNumber}</p>
      </div>
      <p>
        We have received your payment of {formatDollars(paidTotal ?? 0)}. {copy.confirmation} A
        receipt is on its way to {billing.email}.
      </p>
      <p>Keep your order number: quote it if you write to us about this order.</p>
      <ButtonRow>
        <Button variant="secondary" onClick={() => send({ type: 'draft.discard' })}>
          Start a new order
        </Button>
      </ButtonRow>
    </>
  );
}

/** The payment is held for review by the card processor; the server settles it and emails the visitor. */
export function AwaitingConfirmationStep({ snapshot, send }: StepProps) {
  const { orderNumber, paymentProblem, billing } = snapshot.context;
  return (
    <>
      <div className="notice notice--warning">
        <p>
          <strong>Please do not pay again.</strong> The card processor is reviewing this payment. We
          will email {billing.email} as soon as it is decided.
        </p>
        {paymentProblem?.kind === 'review' ? <p>{paymentProblem.message}</p> : null}
      </div>
      <p>
        Your order number is <strong className="order-number">{orderNumber}</strong>. Quote it if
        you write to us about this order.
      </p>
      <ButtonRow>
        <Button variant="secondary" onClick={() => send({ type: 'draft.discard' })}>
          Start a new order
        </Button>
      </ButtonRow>
    </>
  );
}
