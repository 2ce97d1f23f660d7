/**
 * The staff console's machine models (refund, marking performed, the panels
 * that confirm then act), shared by the bare-machine suite and the view-level
 * suites of the console's panels.
 */
import type { AnyStateMachine } from 'xstate';
import { callOutcomes, keyWithProblem } from '../../test-support/model-parts';
import type { ModelSpec } from '../../test-support/model-harness';
import { confirmErasureMachine, withdrawPhotoMachine } from '../confirm-action/machine';
import { markPerformedMachine, type MarkPerformedContext } from '../mark-performed/machine';
import { refundMachine, type RefundContext } from '../refund/machine';

export const refundSpec: ModelSpec = {
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
    refund: callOutcomes(
      { label: 'refunded', output: { outcome: 'REFUNDED', amountCents: 2500 } },
      { label: 'refused', message: 'This order cannot be refunded' },
    ),
  },
  serialize: keyWithProblem<RefundContext>((c) => ({
    reason: c.reason.trim() !== '',
    whole: c.positions === null,
  })),
};

export const PEOPLE_SCOPE = { kind: 'people', orderNumber: 'P2099ABC', positions: [0] } as const;

/** Files as the console's file input gives them (name, type, size): a photograph and a PDF. */
export const PHOTO_FILES = {
  photo: { name: 'puja.jpg', type: 'image/jpeg', size: 4 },
  notPhoto: { name: 'receipt.pdf', type: 'application/pdf', size: 8 },
};
export const VIDEO_URLS = {
  good: 'https://video.example.org/puja',
  bad: 'javascript:alert(1)',
};

export const markPerformedSpec: ModelSpec = {
  machine: markPerformedMachine,
  entries: [{ label: 'the console', input: undefined }],
  // At most two photographs: enough for "one uploaded, the next fails".
  events: (snapshot) => [
    { type: 'performed.choose', scope: PEOPLE_SCOPE },
    { type: 'performed.choose', scope: { kind: 'date', date: '2026-12-13' } },
    ...((snapshot.context as MarkPerformedContext).photos.length < 2
      ? [
          { type: 'performed.photos', files: [PHOTO_FILES.photo] },
          { type: 'performed.photos', files: [PHOTO_FILES.notPhoto] },
        ]
      : []),
    { type: 'performed.removePhoto', index: 0 },
    { type: 'performed.caption', index: 0, caption: 'The homa fire' },
    { type: 'performed.video', url: VIDEO_URLS.good },
    { type: 'performed.video', url: VIDEO_URLS.bad },
    { type: 'performed.confirm' },
    { type: 'performed.retry' },
    { type: 'performed.cancel' },
    { type: 'performed.close' },
  ],
  outcomes: {
    uploadPhoto: callOutcomes(
      { label: 'uploaded', output: (call: number) => ({ id: `photo${call}` }) },
      { label: 'refused', message: 'This file is not a JPEG, PNG or WebP photograph' },
    ),
    markPerformed: callOutcomes(
      { label: 'marked', output: 3 },
      { label: 'refused', message: 'Nothing to mark' },
    ),
  },
  serialize: keyWithProblem<MarkPerformedContext>((c) => ({
    photos: c.photos.map(
      (p) => `${p.file.type === 'image/jpeg' ? 'jpg' : 'pdf'}:${p.id !== null}:${p.caption !== ''}`,
    ),
    video: c.videoUrl === '' ? 'none' : c.videoUrl === VIDEO_URLS.good ? 'good' : 'bad',
    proofProblems: Object.keys(c.proofProblems),
  })),
};

/** The confirm-then-act machine's model for one panel: its subject, its answer and its problem. */
function confirmActionSpec(
  machine: AnyStateMachine,
  spec: {
    variant: string;
    subject: string;
    answers: [label: string, output: unknown];
    refusal: string;
  },
): ModelSpec {
  return {
    machine,
    variant: spec.variant,
    entries: [{ label: 'the console', input: { fallbackProblem: 'The action failed' } }],
    events: () => [
      { type: 'action.choose', subject: spec.subject },
      { type: 'action.confirm' },
      { type: 'action.retry' },
      { type: 'action.cancel' },
      { type: 'action.close' },
    ],
    outcomes: {
      performAction: callOutcomes(
        { label: spec.answers[0], output: spec.answers[1] },
        { label: 'refused', message: spec.refusal },
      ),
    },
    serialize: keyWithProblem<{ problem: unknown; result: unknown }>((c) => ({
      result: c.result != null,
    })),
  };
}

export const withdrawPhotoSpec = confirmActionSpec(withdrawPhotoMachine, {
  variant: 'withdraw a photograph',
  subject: 'AAAAAAAAAAAAAAAAAAAAAAAA',
  answers: ['withdrawn', undefined],
  refusal: 'No such photograph',
});

export const ERASURE_REQUEST_ID = '8f14e45f-ceea-4e7a-9b1c-2a0d5e3c7b61';

export const confirmErasureSpec = confirmActionSpec(confirmErasureMachine, {
  variant: 'confirm an erasure',
  subject: ERASURE_REQUEST_ID,
  answers: ['erased', { orders: 2, bookings: 1, mails: 4 }],
  refusal: 'This request was confirmed already',
});
