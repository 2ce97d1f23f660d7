export { paymentMachine, STATUS_POLL_MS, type PaymentMachine } from './machine';
export { paymentActors } from './actors';
export type { PaymentContext, PaymentInput, PaymentOutput } from './context';
export type { PaymentEvent, PaymentProgressEvent } from './events';
export { HOSTED_FORM_HANDLER, hostedFormEvent } from './hosted-form';
export type * from './types';
