export { paymentMachine, STATUS_POLL_MS } from './machine';
export type {
  PaymentContext,
  PaymentEvent,
  PaymentInput,
  PaymentMachine,
  PaymentOutput,
} from './machine';
export type { PaymentAnswer, StatusAnswer, SubmitInput } from './types';
