export { paymentMachine, STATUS_POLL_MS } from './machine';
export type {
  PaymentContext,
  PaymentEvent,
  PaymentInput,
  PaymentMachine,
  PaymentOutput,
  PaymentProgressEvent,
} from './machine';
export { HOSTED_FORM_HANDLER, hostedFormEvent } from './hosted-form';
export type * from './types';
