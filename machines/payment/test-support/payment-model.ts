/**
 * The payment machine's model: a first attempt or a new one on the same
 * order, the hosted form's answers, a changed postal code, and every outcome
 * of its three actors. Its tests: machine.model.test.ts (the machine alone) and
 * src/wizards/shared/HostedPayment.model.test.tsx (through the view).
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { ModelSpec } from '../../test-support/model-harness';
import { snapshotKey } from '../../test-support/model-parts';
import { paymentMachine } from '../machine';
import type { PaymentRequest, SubmitInput } from '../types';

const TOKEN = { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'nonce-1' };
export const BILLING = {
  firstName: 'Asha',
  lastName: 'Devi',
  address: '1 Temple Road',
  city: 'Indianapolis',
  state: 'IN',
  zip: '46282',
  country: 'US',
};
export const BOOKING: Extract<PaymentRequest, { subject: 'booking' }> = {
  subject: 'booking',
  code: 'P2099ABC',
  email: 'devotee@example.org',
  billing: BILLING,
};
const NETWORK = new TypeError('Failed to fetch');

export const paymentSpec: ModelSpec = {
  machine: paymentMachine,
  entries: [
    { label: 'first attempt', input: { request: BOOKING } },
    {
      label: 'a new attempt on the same order',
      input: { request: BOOKING, reference: 'P2099ABC' },
    },
  ],
  events: () => [
    { type: 'form.token', opaqueData: TOKEN },
    { type: 'form.error', message: 'Enter a valid card number' },
    { type: 'payment.retry' },
    { type: 'payment.request', request: { ...BOOKING, billing: { ...BILLING, zip: '46201' } } },
  ],
  outcomes: {
    loadHostedForm: [
      { label: 'keys', output: { apiLoginID: 'sandbox-login', clientKey: 'sandbox-client-key' } },
      { label: 'network', error: NETWORK },
    ],
    submitPayment: [
      { label: 'paid', output: { status: 'PAID', reference: 'P2099ABC' } },
      {
        label: 'paid with receipt',
        output: { status: 'PAID', reference: 'P2099ABC', receipt: { subject: 'order', total: 21 } },
      },
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
          code: 'VALIDATION',
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
      keys: unknown;
    };
    return snapshotKey(snapshot, {
      token: c.token !== null,
      reference: c.reference !== null,
      message: c.message !== null,
      keys: c.keys !== null,
    });
  },
  idempotencyKeyOf: { submitPayment: (input) => (input as SubmitInput).idempotencyKey },
};
