import { useEffect, useRef } from 'react';
import type { FieldError } from '../../domain/api-error';
import { stepOf, orderTotalOf } from '../../../machines/shared';
import { Button, ButtonRow, CardInput, ErrorSummary } from '../../ui/form';
import { CARD_FIELD_IDS } from './card';
import { formatMoney } from './money';
import type { StepProps } from './types';

/**
 * The card form. Its inputs are uncontrolled and have no `name`: their values
 * are read only when paying and handed straight to Accept.js, never to the
 * machine, the saved draft or a log.
 */
export function PaymentStep({ snapshot, send, flow }: StepProps) {
  const { context } = snapshot;
  const step = stepOf(snapshot);
  const busy = snapshot.hasTag('busy');
  const total = orderTotalOf(context, flow);
  const problem = context.paymentProblem;
  const statusRef = useRef<HTMLParagraphElement>(null);
  const cardErrors: FieldError[] = problem?.kind === 'card' ? problem.fields : [];
  const summary: FieldError[] =
    problem?.kind === 'declined'
      ? [
          {
            path: CARD_FIELD_IDS.cardNumber,
            message: `${problem.message} Nothing was charged. Check the details or use another card.`,
          },
        ]
      : cardErrors;
  const errorOf = (id: string) => cardErrors.find((error) => error.path === id)?.message;

  useEffect(() => {
    if (step === 'submitFailed') statusRef.current?.focus();
  }, [step]);

  if (step === 'submitFailed') {
    return (
      <div className="notice notice--warning">
        <p ref={statusRef} tabIndex={-1}>
          <strong>We have not had an answer about your payment yet.</strong>{' '}
          {problem?.kind === 'unknown' ? problem.message : ''}
        </p>
        <p>
          Trying again is safe: the same payment is sent again, and your card is never charged twice
          for this order.
        </p>
        <ButtonRow>
          <Button onClick={() => send({ type: 'payment.retry' })}>Try again</Button>
        </ButtonRow>
      </div>
    );
  }

  return (
    <>
      <ErrorSummary
        errors={summary}
        title={problem?.kind === 'declined' ? 'Your card was declined' : undefined}
      />
      <p>
        Amount to pay: <strong>{formatMoney(total)}</strong>. Your card details go directly to our
        payment provider, Authorize.net; they are not sent to or stored by this site.
      </p>
      <CardInput
        id={CARD_FIELD_IDS.fullName}
        label="Name on card"
        autoComplete="cc-name"
        width="full"
        error={errorOf(CARD_FIELD_IDS.fullName)}
        spellCheck={false}
        defaultValue={`${context.billing.firstName} ${context.billing.lastName}`.trim()}
      />
      <CardInput
        id={CARD_FIELD_IDS.cardNumber}
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        width="full"
        error={errorOf(CARD_FIELD_IDS.cardNumber)}
        spellCheck={false}
      />
      <fieldset className="fieldset">
        <legend className="fieldset__legend">Expiry date</legend>
        <div className="field__hint">For example 04 / 2030</div>
        <div className="time-row">
          <CardInput
            id={CARD_FIELD_IDS.month}
            label="Month"
            autoComplete="cc-exp-month"
            inputMode="numeric"
            width="narrow"
            error={errorOf(CARD_FIELD_IDS.month)}
            spellCheck={false}
          />
          <CardInput
            id={CARD_FIELD_IDS.year}
            label="Year"
            autoComplete="cc-exp-year"
            inputMode="numeric"
            width="narrow"
            error={errorOf(CARD_FIELD_IDS.year)}
            spellCheck={false}
          />
        </div>
      </fieldset>
      <CardInput
        id={CARD_FIELD_IDS.cardCode}
        label="Security code"
        hint="The last 3 digits on the back of the card, or 4 on the front for American Express"
        autoComplete="cc-csc"
        inputMode="numeric"
        width="narrow"
        error={errorOf(CARD_FIELD_IDS.cardCode)}
        spellCheck={false}
      />
      <CardInput
        id={CARD_FIELD_IDS.zip}
        label="Billing postal code"
        autoComplete="billing postal-code"
        width="medium"
        error={errorOf(CARD_FIELD_IDS.zip)}
        spellCheck={false}
        defaultValue={context.billing.postalCode}
      />
      {busy ? (
        <p role="status" className="notice">
          Processing your payment. Please keep this page open.
        </p>
      ) : null}
    </>
  );
}
