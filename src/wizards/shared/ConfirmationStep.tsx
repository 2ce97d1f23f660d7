import type { TempleDetails } from '../../domain/temple-details';
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
        We have received your payment of {formatDollars(paidTotal ?? 0)}. A receipt is on its way to{' '}
        {billing.email}.
      </p>
      <h2>What happens next</h2>
      <ul>
        <li>{copy.confirmation}</li>
        <li>The receipt sent to {billing.email} lists every person and what was ordered.</li>
        <li>Keep your order number: quote it if you write to us about this order.</li>
      </ul>
      <Closing snapshot={snapshot} send={send} />
    </>
  );
}

/** The end of a finished order: whom to write to, and a fresh start. */
function Closing({ snapshot, send }: Pick<StepProps, 'snapshot' | 'send'>) {
  return (
    <>
      <TempleContact temple={snapshot.context.temple} />
      <ButtonRow>
        <Button variant="secondary" onClick={() => send({ type: 'draft.discard' })}>
          Start a new order
        </Button>
      </ButtonRow>
    </>
  );
}

/** The temple's name and contact, from the details the staff console edits (as the footer shows them). */
function TempleContact({ temple }: { temple: TempleDetails | null }) {
  if (!temple) return null;
  return (
    <section className="temple-contact" aria-labelledby="temple-contact-heading">
      <h2 id="temple-contact-heading">Questions about your order</h2>
      <p>{temple.centreName}</p>
      <address>
        {temple.postalAddress.map((line) => (
          <span key={line} className="temple-contact__line">
            {line}
          </span>
        ))}
        {temple.phone ? (
          <span className="temple-contact__line">
            Phone: <a href={`tel:${temple.phone.replace(/[^+\d]/g, '')}`}>{temple.phone}</a>
          </span>
        ) : null}
        {temple.email ? (
          <span className="temple-contact__line">
            Email: <a href={`mailto:${temple.email}`}>{temple.email}</a>
          </span>
        ) : null}
      </address>
      {temple.isSample ? (
        <p className="field__hint">These are sample details until the temple enters its own.</p>
      ) : null}
    </section>
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
      <Closing snapshot={snapshot} send={send} />
    </>
  );
}
