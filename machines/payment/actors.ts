/**
 * The payment machine's side effects as actor slots: load the hosted form's
 * keys, submit one attempt, ask the payment status. The browser provides
 * them (src/api/payment-actors.ts), tests plug in fakes.
 */
import { fromPromise } from 'xstate';
import type {
  HostedFormKeys,
  PaymentAnswer,
  StatusAnswer,
  StatusInput,
  SubmitInput,
} from './types';

export const paymentActors = {
  loadHostedForm: fromPromise<HostedFormKeys, void>(async () => {
    throw new Error('the browser provides loadHostedForm');
  }),
  submitPayment: fromPromise<PaymentAnswer, SubmitInput>(async () => {
    throw new Error('the browser provides submitPayment');
  }),
  paymentStatus: fromPromise<StatusAnswer, StatusInput>(async () => {
    throw new Error('the browser provides paymentStatus');
  }),
};
