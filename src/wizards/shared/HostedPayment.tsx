/**
 * The payment step of every paying flow: it renders the one payment machine's
 * state and opens the provider's hosted form (AcceptUI) from an `.AcceptUI`
 * button. The card is typed into AcceptUI's own frame; this page only ever
 * receives the single-use token, which the response handler sends to the
 * machine. The billing postal code shown after a decline is the flow's own
 * billing field (one source of truth), not a second copy.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  HOSTED_FORM_HANDLER,
  hostedFormEvent,
  type PaymentMachine,
} from '../../../machines/payment';
import type { AcceptResponse } from '../../../domain/accept-js';
import { fieldId } from '../../../domain/order-draft';
import { PAYMENT_PROVIDER } from '../../../domain/constants';
import { paymentNoticeText } from '../../../domain/refusal-text';
import { Button, ButtonRow, ErrorSummary, TextField } from '../../ui/form';
import { translateText } from './translate-text';

export interface HostedPaymentProps {
  payment: ActorRefFrom<PaymentMachine>;
  /** The amount, formatted. */
  amount: string;
  /** The flow's billing postal code: its draft path, value and how to change it. */
  postalCode: { path: string; value: string; onChange: (value: string) => void };
}

/** AcceptUI's options: card only; the billing address comes from the flow, not the form. */
const BILLING_OPTIONS = JSON.stringify({ show: false, required: false });
const PAYMENT_OPTIONS = JSON.stringify({ showCreditCard: true, showBankAccount: false });

export function HostedPayment({ payment, amount, postalCode }: HostedPaymentProps) {
  const state = useSelector(payment, (snapshot) =>
    snapshot.hasTag('waiting') ? 'unknown' : String(snapshot.value),
  );
  const keys = useSelector(payment, (snapshot) => snapshot.context.keys);
  const message = useSelector(payment, (snapshot) => snapshot.context.message);
  const code = useSelector(payment, (snapshot) => snapshot.context.code);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { i18n, t } = useLingui();
  // The last answer's words in the visitor's language; `otherwise` names an answer without a code.
  const notice = (otherwise: string | null = null) =>
    message ? translateText(i18n, paymentNoticeText(message, code ?? otherwise)) : null;

  // AcceptUI calls the global function the button names, with its answer.
  useEffect(() => {
    const globals = window as unknown as Record<string, unknown>;
    globals[HOSTED_FORM_HANDLER] = (response: AcceptResponse) =>
      payment.send(hostedFormEvent(response));
    return () => {
      delete globals[HOSTED_FORM_HANDLER];
    };
  }, [payment]);

  useEffect(() => {
    if (state === 'networkError' || state === 'unknown' || state === 'unavailable') {
      statusRef.current?.focus();
    }
  }, [state]);

  // AcceptUI's attributes (data-apiLoginID, data-clientKey, …) in lower case: HTML
  // attribute names are case-insensitive, and React warns about mixed-case ones.
  const payButton = (label: ReactNode) =>
    keys ? (
      <button
        type="button"
        className="AcceptUI button button--primary"
        data-billingaddressoptions={BILLING_OPTIONS}
        data-paymentoptions={PAYMENT_OPTIONS}
        data-apiloginid={keys.apiLoginID}
        data-clientkey={keys.clientKey}
        data-acceptuiformbtntxt={t`Pay ${amount}`}
        data-acceptuiformheadertxt={t`Card details`}
        data-responsehandler={HOSTED_FORM_HANDLER}
      >
        {label}
      </button>
    ) : null;

  const declined = (reason: string) => t`${reason} Nothing was charged.`;

  /** A payment that cannot go on yet: its status (focused), and the retry. */
  const warning = (status: ReactNode, more?: ReactNode) => (
    <div className="notice notice--warning">
      <p ref={statusRef} tabIndex={-1}>
        {status}
      </p>
      {more}
      <ButtonRow>
        <Button onClick={() => payment.send({ type: 'payment.retry' })}>
          <Trans>Try again</Trans>
        </Button>
      </ButtonRow>
    </div>
  );

  const formNote = (
    <p>
      <Trans>
        Amount to pay: <strong>{amount}</strong>. The card form opens in a window of our payment
        provider, <span lang="en">{PAYMENT_PROVIDER}</span>: your card details go to them directly
        and never reach this site.
      </Trans>
    </p>
  );

  switch (state) {
    case 'loading':
      return (
        <p role="status" className="notice">
          <Trans>Loading the card form…</Trans>
        </p>
      );
    case 'unavailable':
      return warning(
        <Trans>
          <strong>The card form could not be loaded.</strong> Check your connection, then try again.
          Nothing has been charged.
        </Trans>,
      );
    case 'submitting':
      return (
        <p role="status" className="notice">
          <Trans>Processing your payment. Please keep this page open.</Trans>
        </p>
      );
    case 'networkError':
      return warning(
        <>
          <strong>
            <Trans>We have not had an answer about your payment yet.</Trans>
          </strong>{' '}
          {notice()}
        </>,
        <p>
          <Trans>
            Trying again is safe: the same payment is sent again, and your card is never charged
            twice.
          </Trans>
        </p>,
      );
    case 'unknown':
      return (
        <div className="notice notice--warning" role="status">
          <p ref={statusRef} tabIndex={-1}>
            <strong>
              <Trans>We are confirming your payment with the card processor.</Trans>
            </strong>{' '}
            {notice('PAYMENT_UNKNOWN')}
          </p>
          <p>
            <Trans>
              Please do not pay again. This page updates by itself as soon as we know, and we will
              email you the result.
            </Trans>
          </p>
        </div>
      );
    case 'declined':
      return (
        <>
          <ErrorSummary
            title={t`Your card was declined`}
            errors={[{ path: postalCode.path, message: declined(notice('CARD_DECLINED') ?? '') }]}
          />
          <p>
            <Trans>
              You can pay again with another card, or correct the billing postal code below if it
              does not match the card. Each new payment is a new attempt: you are only charged once.
            </Trans>
          </p>
          <TextField
            id={fieldId(postalCode.path)}
            label={t`Billing postal code`}
            hint={t`As on the card's statement. This is the billing address's postal code.`}
            autoComplete="billing postal-code"
            width="medium"
            value={postalCode.value}
            onChange={postalCode.onChange}
          />
          {formNote}
          <ButtonRow>{payButton(<Trans>Pay again by card</Trans>)}</ButtonRow>
        </>
      );
    default:
      return (
        <>
          {message ? (
            <p className="field__error" role="alert">
              {notice()}
            </p>
          ) : null}
          {formNote}
          <ButtonRow>{payButton(<Trans>Pay by card</Trans>)}</ButtonRow>
        </>
      );
  }
}
