/** Billing for the held time, then the card in the provider's hosted form (the payment machine). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { fieldId } from '../../../../domain/order-draft';
import type { Billing } from '../../../../domain/astro/api';
import { formatUsd } from '../../../../domain/money';
import { Button, ButtonRow, TextField, errorFor } from '../../../ui/form';
import { useTranslatedErrors } from '../../shared/translate-errors';
import { HostedPayment } from '../../shared/HostedPayment';
import { BookingTimes } from '../BookingTimes';
import { SendButton } from '../StepButtons';
import { StepFrame } from '../StepFrame';
import type { BookingStepProps } from './step-props';

const BILLING_FIELDS: {
  field: keyof Billing;
  label: MessageDescriptor;
  autoComplete: string;
  width?: 'narrow';
}[] = [
  { field: 'firstName', label: msg`First name`, autoComplete: 'given-name' },
  { field: 'lastName', label: msg`Last name`, autoComplete: 'family-name' },
  { field: 'address', label: msg`Street address`, autoComplete: 'street-address' },
  { field: 'city', label: msg`Town or city`, autoComplete: 'address-level2' },
  { field: 'state', label: msg`State, province or region`, autoComplete: 'address-level1' },
  { field: 'zip', label: msg`Postal code`, autoComplete: 'postal-code', width: 'narrow' },
  { field: 'country', label: msg`Country`, autoComplete: 'country-name' },
];

export function BillingStep({ snapshot, send, title }: BookingStepProps) {
  const { context } = snapshot;
  const { booking } = context;
  const { i18n, t } = useLingui();
  const errors = useTranslatedErrors(context.errors);
  if (!booking) return null;
  const price = formatUsd(booking.readingType.priceCents, i18n.locale);
  const minutes = context.catalog?.holdMinutes;
  return (
    <StepFrame
      errors={errors}
      heading={title(t`Pay for your reading`)}
      notice={context.notice}
      alert
    >
      <BookingTimes booking={booking} visitorZone={context.visitorTimeZone} />
      <p>
        <Trans>
          <strong>Price: {price}</strong>. We hold this time for you for {minutes} minutes while you
          pay.
        </Trans>
      </p>
      <fieldset className="fieldset">
        <legend className="fieldset__legend fieldset__legend--heading">
          <h2 className="fieldset__heading">
            <Trans>The address the card is billed to</Trans>
          </h2>
        </legend>
        {BILLING_FIELDS.map(({ field, label, autoComplete, width }) => (
          <TextField
            key={field}
            id={fieldId(`billing.${field}`)}
            label={i18n._(label)}
            autoComplete={autoComplete}
            width={width ?? 'full'}
            value={context.billing[field]}
            error={errorFor(errors, `billing.${field}`)}
            onChange={(value) => send({ type: 'billing.update', values: { [field]: value } })}
          />
        ))}
      </fieldset>
      <ButtonRow>
        <SendButton snapshot={snapshot} send={send} event={{ type: 'payment.submit' }}>
          <Trans>Continue to payment</Trans>
        </SendButton>
      </ButtonRow>
    </StepFrame>
  );
}

export function PayingStep({ snapshot, send, title }: BookingStepProps) {
  const { context } = snapshot;
  const { booking } = context;
  const payment = snapshot.children.payment;
  const { i18n, t } = useLingui();
  if (!booking || !payment) return null;
  const minutes = context.catalog?.holdMinutes;
  return (
    <div className="astro-step">
      {title(t`Pay by card`)}
      <BookingTimes booking={booking} visitorZone={context.visitorTimeZone} />
      <p>
        <Trans>We hold this time for you for {minutes} minutes while you pay.</Trans>
      </p>
      <HostedPayment
        payment={payment}
        amount={formatUsd(booking.readingType.priceCents, i18n.locale)}
        postalCode={{
          path: 'billing.zip',
          value: context.billing.zip,
          onChange: (zip) => send({ type: 'billing.update', values: { zip } }),
        }}
      />
      {snapshot.can({ type: 'wizard.back' }) ? (
        <ButtonRow>
          <Button variant="secondary" onClick={() => send({ type: 'wizard.back' })}>
            <Trans>Back to the billing address</Trans>
          </Button>
        </ButtonRow>
      ) : null}
    </div>
  );
}
