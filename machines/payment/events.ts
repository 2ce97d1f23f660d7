/** What the payment machine is sent, what its actors answer, and what it tells its flow. */
import type { DoneActorEvent } from 'xstate';
import type { OpaqueData } from '../../domain/order-payload';
import type { HostedFormKeys, PaymentAnswer, PaymentRequest, StatusAnswer } from './types';

export type PaymentEvent =
  /** The hosted form answered with a token (AcceptUI's response handler). */
  | { type: 'form.token'; opaqueData: OpaqueData }
  /** The hosted form refused the card (its own error codes, e.g. E_WC_05). */
  | { type: 'form.error'; message: string }
  /** What is paid for changed (the billing postal code): taken by the next new attempt. */
  | { type: 'payment.request'; request: PaymentRequest }
  /** After a network error (or the keys not loading): the same attempt again. */
  | { type: 'payment.retry' };

/** The actors' answers, which the named actions and guards read with `assertEvent`. */
export type PaymentActorDoneEvent =
  | DoneActorEvent<HostedFormKeys, 'loadHostedForm'>
  | DoneActorEvent<PaymentAnswer, 'submitPayment'>
  | DoneActorEvent<StatusAnswer, 'paymentStatus'>;

/**
 * What the machine tells the flow that invoked it on entering each waiting
 * state: whether the visitor may leave the payment step (no attempt in flight
 * or being confirmed) and the order number or booking code learnt so far.
 */
export interface PaymentProgressEvent {
  type: 'payment.progress';
  settled: boolean;
  reference: string | null;
}
