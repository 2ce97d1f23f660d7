/**
 * The order flows' payment step: the one payment machine, invoked by the
 * flow, rendered by HostedPayment. The billing postal code it offers after a
 * decline is the flow's own billing field.
 */
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { PaymentMachine } from '../../../machines/payment';
import { orderTotalOf } from '../../../machines/order';
import { HostedPayment } from './HostedPayment';
import { formatDollars } from '../../../domain/money';
import type { StepProps } from './types';

export function PaymentStep({ snapshot, send, flow }: StepProps) {
  const { i18n } = useLingui();
  const payment = snapshot.children.payment as ActorRefFrom<PaymentMachine> | undefined;
  if (!payment) return null;
  return (
    <HostedPayment
      payment={payment}
      amount={formatDollars(orderTotalOf(snapshot.context, flow), i18n.locale)}
      postalCode={{
        path: 'billing.postalCode',
        value: snapshot.context.billing.postalCode,
        onChange: (postalCode) => send({ type: 'billing.update', values: { postalCode } }),
      }}
    />
  );
}
