/** Billing for the held time, then the card in the provider's hosted form (the payment machine). */
import { fieldId } from '../../../domain/order-draft';
import type { Billing } from '../../../domain/astro/api';
import { formatUsd } from '../../../domain/money';
import { Button, ButtonRow, ErrorSummary, TextField, errorFor } from '../../../ui/form';
import { HostedPayment } from '../../shared/HostedPayment';
import { BookingTimes } from '../BookingTimes';
import { SendButton } from '../StepButtons';
import { Notice } from '../Notice';
import type { BookingStepProps } from './step-props';

const BILLING_FIELDS: {
  field: keyof Billing;
  label: string;
  autoComplete: string;
  width?: 'narrow';
}[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { field: 'address', label: 'Street address', autoComplete: 'street-address' },
  { field: 'city', label: 'Town or city', autoComplete: 'address-level2' },
  { field: 'state', label: 'State, province or region', autoComplete: 'address-level1' },
  { field: 'zip', label: 'Postal code', autoComplete: 'postal-code', width: 'narrow' },
  { field: 'country', label: 'Country', autoComplete: 'country-name' },
];

export function BillingStep({ snapshot, send, title }: BookingStepProps) {
  const { context } = snapshot;
  const { booking, errors } = context;
  if (!booking) return null;
  return (
    <div className="astro-step">
      <ErrorSummary errors={errors} />
      {title('Pay for your reading')}
      <Notice text={context.notice} alert />
      <BookingTimes booking={booking} visitorZone={context.visitorTimeZone} />
      <p>
        <strong>Price: {formatUsd(booking.readingType.priceCents)}</strong>. We hold this time for
        you for {context.catalog?.holdMinutes} minutes while you pay.
      </p>
      <fieldset className="fieldset">
        <legend className="fieldset__legend fieldset__legend--heading">
          <h2 className="fieldset__heading">The address the card is billed to</h2>
        </legend>
        {BILLING_FIELDS.map(({ field, label, autoComplete, width }) => (
          <TextField
            key={field}
            id={fieldId(`billing.${field}`)}
            label={label}
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
          Continue to payment
        </SendButton>
      </ButtonRow>
    </div>
  );
}

export function PayingStep({ snapshot, send, title }: BookingStepProps) {
  const { context } = snapshot;
  const { booking } = context;
  const payment = snapshot.children.payment;
  if (!booking || !payment) return null;
  return (
    <div className="astro-step">
      {title('Pay by card')}
      <BookingTimes booking={booking} visitorZone={context.visitorTimeZone} />
      <p>We hold this time for you for {context.catalog?.holdMinutes} minutes while you pay.</p>
      <HostedPayment
        payment={payment}
        amount={formatUsd(booking.readingType.priceCents)}
        postalCode={{
          path: 'billing.zip',
          value: context.billing.zip,
          onChange: (zip) => send({ type: 'billing.update', values: { zip } }),
        }}
      />
      {snapshot.can({ type: 'wizard.back' }) ? (
        <ButtonRow>
          <Button variant="secondary" onClick={() => send({ type: 'wizard.back' })}>
            Back to the billing address
          </Button>
        </ButtonRow>
      ) : null}
    </div>
  );
}
