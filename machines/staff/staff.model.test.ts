/** The staff console's machines, every generated path on the bare machine, coverage asserted. */
import type { AnyMachineSnapshot } from 'xstate';
import { bareModelSuite } from '../test-support/model-suite';
import { markPerformedMachine } from './mark-performed';
import { refundMachine } from './refund';

const valueAnd = (snapshot: AnyMachineSnapshot, extra: Record<string, unknown>) =>
  JSON.stringify({ value: snapshot.value, ...extra });

bareModelSuite({
  machine: refundMachine,
  entries: [{ label: 'an order', input: { orderNumber: 'P2099ABC' } }],
  events: () => [
    { type: 'refund.start', positions: null },
    { type: 'refund.start', positions: [0] },
    { type: 'refund.reason', reason: '' },
    { type: 'refund.reason', reason: 'Puja cancelled by the temple' },
    { type: 'refund.review' },
    { type: 'refund.back' },
    { type: 'refund.confirm' },
    { type: 'refund.retry' },
    { type: 'refund.cancel' },
    { type: 'refund.close' },
  ],
  outcomes: {
    refund: [
      { label: 'refunded', output: { outcome: 'REFUNDED', amountCents: 2500 } },
      { label: 'refused', error: new Error('This order cannot be refunded') },
      { label: 'no answer', error: 'offline' },
    ],
  },
  serialize: (snapshot) => {
    const c = snapshot.context as { reason: string; problem: string | null; positions: unknown };
    return valueAnd(snapshot, {
      reason: c.reason.trim() !== '',
      problem: c.problem !== null,
      whole: c.positions === null,
    });
  },
});

bareModelSuite({
  machine: markPerformedMachine,
  entries: [{ label: 'the console', input: undefined }],
  events: () => [
    {
      type: 'performed.choose',
      scope: { kind: 'people', orderNumber: 'P2099ABC', positions: [0] },
    },
    { type: 'performed.choose', scope: { kind: 'date', date: '2026-12-13' } },
    { type: 'performed.confirm' },
    { type: 'performed.retry' },
    { type: 'performed.cancel' },
    { type: 'performed.close' },
  ],
  outcomes: {
    markPerformed: [
      { label: 'marked', output: 3 },
      { label: 'refused', error: new Error('Nothing to mark') },
      { label: 'no answer', error: 'offline' },
    ],
  },
  serialize: (snapshot) =>
    valueAnd(snapshot, { problem: (snapshot.context as { problem: unknown }).problem !== null }),
});
