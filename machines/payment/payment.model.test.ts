/** The payment machine, every generated path on the bare machine, coverage asserted. */
import type { AnyMachineSnapshot } from 'xstate';
import type { ModelSpec } from '../test-support/model-harness';
import { bareModelSuite } from '../test-support/model-suite';
import { paymentMachine } from './machine';
import type { SubmitInput } from './types';

const TOKEN = { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'nonce-1' };
const NETWORK = new TypeError('Failed to fetch');

const spec: ModelSpec = {
  machine: paymentMachine,
  entries: [
    { label: 'first attempt', input: {} },
    { label: 'a new attempt on the same order', input: { reference: 'P2099ABC' } },
  ],
  events: () => [
    { type: 'form.token', opaqueData: TOKEN },
    { type: 'form.error', message: 'Enter a valid card number' },
    { type: 'payment.retry' },
    { type: 'payment.again' },
  ],
  outcomes: {
    submitPayment: [
      { label: 'paid', output: { status: 'PAID', reference: 'P2099ABC' } },
      {
        label: 'declined',
        output: { status: 'DECLINED', reference: 'P2099ABC', code: '2', message: 'Declined.' },
      },
      {
        label: 'under review',
        output: { status: 'UNDER_REVIEW', reference: 'P2099ABC', message: 'Held.' },
      },
      {
        label: 'unknown',
        output: { status: 'UNKNOWN', reference: 'P2099ABC', message: 'No answer.' },
      },
      {
        label: 'invalid',
        output: {
          status: 'INVALID',
          message: 'Some answers need to be checked',
          fields: [{ path: 'billing.zip', message: 'Enter a postal code' }],
        },
      },
      { label: 'network', error: NETWORK },
      { label: 'timeout', error: new DOMException('The operation timed out.', 'TimeoutError') },
    ],
    paymentStatus: [
      { label: 'pending', output: 'PENDING' },
      { label: 'paid', output: 'PAID' },
      { label: 'declined', output: 'DECLINED' },
      { label: 'under review', output: 'UNDER_REVIEW' },
      { label: 'unknown', output: 'UNKNOWN' },
      { label: 'network', error: NETWORK },
    ],
  },
  serialize: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as {
      token: unknown;
      reference: string | null;
      message: string | null;
    };
    return JSON.stringify({
      value: snapshot.value,
      token: c.token !== null,
      reference: c.reference !== null,
      message: c.message !== null,
    });
  },
  idempotencyKeyOf: { submitPayment: (input) => (input as SubmitInput).idempotencyKey },
};

bareModelSuite(spec);
