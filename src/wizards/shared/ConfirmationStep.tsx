import { Trans, useLingui } from '@lingui/react/macro';
import { paymentNoticeText } from '../../../domain/refusal-text';
import type { TempleDetails } from '../../../domain/temple-details';
import { Button, ButtonRow } from '../../ui/form';
import { formatDollars } from '../../../domain/money';
import { ACCOUNT_FAMILY_PAGE } from '../../../domain/account/paths';
import { usePageAddress } from './page-address';
import { translateText } from './translate-text';
import type { StepProps } from './types';

export function ConfirmationStep({ snapshot, send, copy }: StepProps) {
  const { i18n } = useLingui();
  const { orderNumber, paidTotal, billing } = snapshot.context;
  const paid = formatDollars(paidTotal ?? 0, i18n.locale);
  const email = billing.email;
  return (
    <>
      <div className="confirmation-panel">
        <p className="confirmation-panel__label">
          <Trans>Your order number</Trans>
        </p>
        <p className="confirmation-panel__number">{orderNumber}</p>
      </div>
      <p>
        <Trans>
          We have received your payment of {paid}. A receipt is on its way to {email}.
        </Trans>
      </p>
      <h2>
        <Trans>What happens next</Trans>
      </h2>
      <ul>
        <li>{copy.confirmation}</li>
        <li>
          <Trans>The receipt sent to {email} lists every person and what was ordered.</Trans>
        </li>
        <li>
          <Trans>Keep your order number: quote it if you write to us about this order.</Trans>
        </li>
      </ul>
      <KeepTheFamily email={email} />
      <Closing snapshot={snapshot} send={send} />
    </>
  );
}

/**
 * The end of each order offers to keep its people: the family page lists a
 * paid order's people for the devotee to finish and agree to (nothing is
 * kept before that), once signed in with the order's address.
 */
function KeepTheFamily({ email }: { email: string }) {
  const { Link } = usePageAddress();
  return (
    <section aria-labelledby="keep-family-heading">
      <h2 id="keep-family-heading">
        <Trans>Keep these people for next time</Trans>
      </h2>
      <p>
        <Trans>
          Sign in to your account with {email} and the people of this order are offered on{' '}
          <Link to={ACCOUNT_FAMILY_PAGE}>your family page</Link>, their details filled in, so the
          next order starts with them. Nothing is kept until you agree.
        </Trans>
      </p>
    </section>
  );
}

/** The end of a finished order: whom to write to, and a fresh start. */
function Closing({ snapshot, send }: Pick<StepProps, 'snapshot' | 'send'>) {
  return (
    <>
      <TempleContact temple={snapshot.context.temple} />
      <ButtonRow>
        <Button variant="secondary" onClick={() => send({ type: 'draft.discard' })}>
          <Trans>Start a new order</Trans>
        </Button>
      </ButtonRow>
    </>
  );
}

/** The temple's name and contact, from the details the staff console edits (as the footer shows them). */
function TempleContact({ temple }: { temple: TempleDetails | null }) {
  if (!temple) return null;
  const { phone, email: templeEmail } = temple;
  const phoneDigits = phone.replace(/[^+\d]/g, '');
  return (
    <section className="temple-contact" aria-labelledby="temple-contact-heading">
      <h2 id="temple-contact-heading">
        <Trans>Questions about your order</Trans>
      </h2>
      <p>{temple.centreName}</p>
      <address>
        {temple.postalAddress.map((line) => (
          <span key={line} className="temple-contact__line">
            {line}
          </span>
        ))}
        {temple.phone ? (
          <span className="temple-contact__line">
            <Trans>
              Phone: <a href={`tel:${phoneDigits}`}>{phone}</a>
            </Trans>
          </span>
        ) : null}
        {temple.email ? (
          <span className="temple-contact__line">
            <Trans>
              Email: <a href={`mailto:${templeEmail}`}>{templeEmail}</a>
            </Trans>
          </span>
        ) : null}
      </address>
      {temple.isSample ? (
        <p className="field__hint">
          <Trans>These are sample details until the temple enters its own.</Trans>
        </p>
      ) : null}
    </section>
  );
}

/** The payment is held for review by the card processor; the server settles it and emails the visitor. */
export function AwaitingConfirmationStep({ snapshot, send }: StepProps) {
  const { orderNumber, paymentProblem, billing } = snapshot.context;
  const { i18n } = useLingui();
  const email = billing.email;
  return (
    <>
      <div className="notice notice--warning">
        <p>
          <Trans>
            <strong>Please do not pay again.</strong> The card processor is reviewing this payment.
            We will email {email} as soon as it is decided.
          </Trans>
        </p>
        {paymentProblem?.kind === 'review' ? (
          <p>{translateText(i18n, paymentNoticeText(paymentProblem.message, null))}</p>
        ) : null}
      </div>
      <p>
        <Trans>
          Your order number is <strong className="order-number">{orderNumber}</strong>. Quote it if
          you write to us about this order.
        </Trans>
      </p>
      <Closing snapshot={snapshot} send={send} />
    </>
  );
}
