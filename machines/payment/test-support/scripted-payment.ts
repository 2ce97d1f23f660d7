/** The payment machine with scripted actors, as the machine's and the view's tests run it. */
import { createActor, fromPromise } from 'xstate';
import { paymentMachine } from '../machine';
import type {
  HostedFormKeys,
  PaymentAnswer,
  PaymentRequest,
  StatusAnswer,
  StatusInput,
  SubmitInput,
} from '../types';
import { BOOKING } from './payment-model';

export const SANDBOX_KEYS: HostedFormKeys = {
  apiLoginID: 'sandbox-login',
  clientKey: 'sandbox-client-key',
};

/**
 * The payment machine with scripted actors: each attempt gets the next of
 * `answers` (an Error fails it), each status poll the next of `statuses` (then
 * UNKNOWN); `sent` and `asked` record what the machine submitted and polled.
 * A flow's test provides it as the flow's `payment` actor.
 */
export function scriptedPaymentMachine(
  answers: (PaymentAnswer | Error)[],
  statuses: StatusAnswer[] = [],
) {
  const sent: SubmitInput[] = [];
  const asked: StatusInput[] = [];
  const machine = paymentMachine.provide({
    actors: {
      loadHostedForm: fromPromise<HostedFormKeys, void>(async () => SANDBOX_KEYS),
      submitPayment: fromPromise<PaymentAnswer, SubmitInput>(async ({ input }) => {
        sent.push(input);
        const next = answers.shift();
        if (!next || next instanceof Error) throw next ?? new Error('no answer');
        return next;
      }),
      paymentStatus: fromPromise<StatusAnswer, StatusInput>(async ({ input }) => {
        asked.push(input);
        return statuses.shift() ?? 'UNKNOWN';
      }),
    },
  });
  return { machine, sent, asked };
}

/** A started payment actor on the scripted machine (see scriptedPaymentMachine). */
export function scriptedPayment(
  answers: (PaymentAnswer | Error)[],
  statuses: StatusAnswer[] = [],
  request: PaymentRequest & { code: string } = BOOKING,
) {
  const { machine, sent, asked } = scriptedPaymentMachine(answers, statuses);
  const actor = createActor(machine, { input: { request, reference: request.code } });
  actor.start();
  return { actor, sent, asked };
}
