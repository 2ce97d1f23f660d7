/**
 * Marking pujas performed, for priests and the office: choose what (some
 * people of an order, or everyone of a puja date, optionally one puja), add
 * photographs taken at the puja and a video link if there are any, confirm
 * (the devotees are emailed), then the photographs are checked and uploaded
 * one by one and the server records the marking with them.
 *
 *   idle → confirming → validating → uploading* → submitting → done | failed (retry)
 *
 * A retry uploads only the photographs not yet uploaded.
 */
import { assertEvent, assign, setup } from 'xstate';
import { failureMessage } from '../../shared/failure';
import { outputOf, providedByView, type InvokeResultEvent } from '../../shared/invoked-actor';
import {
  hasProblems,
  nextUpload,
  proofProblems,
  type PhotoChoice,
  type PhotoFile,
  type ProofProblems,
} from './proof';

export type PerformedScope =
  | { kind: 'people'; orderNumber: string; positions: number[] }
  | { kind: 'date'; date: string; pujaId?: number };

/** What the marking call sends: the scope, the uploaded photographs' ids, the video link. */
export interface PerformedRequest {
  scope: PerformedScope;
  photos: { id: string; caption?: string }[];
  videoUrl: string | null;
}

export type MarkPerformedEvent =
  | { type: 'performed.choose'; scope: PerformedScope }
  | { type: 'performed.photos'; files: PhotoFile[] }
  | { type: 'performed.removePhoto'; index: number }
  | { type: 'performed.caption'; index: number; caption: string }
  | { type: 'performed.video'; url: string }
  | { type: 'performed.confirm' }
  | { type: 'performed.retry' }
  | { type: 'performed.cancel' }
  | { type: 'performed.close' };

export interface MarkPerformedContext {
  scope: PerformedScope | null;
  photos: PhotoChoice[];
  videoUrl: string;
  proofProblems: ProofProblems;
  marked: number | null;
  problem: string | null;
}

const fresh = { photos: [], videoUrl: '', proofProblems: {}, marked: null, problem: null };

export const markPerformedMachine = setup({
  types: {
    context: {} as MarkPerformedContext,
    events: {} as
      | MarkPerformedEvent
      | InvokeResultEvent<number, 'markPerformed'>
      | InvokeResultEvent<{ id: string }, 'uploadPhoto'>,
  },
  actors: {
    // Provided by the console: POST …/photos with the file as the body.
    uploadPhoto: providedByView<{ id: string }, PhotoFile>('uploadPhoto'),
    // Provided by the console: POST …/orders/:n/performed or …/roster/performed.
    markPerformed: providedByView<number, PerformedRequest>('markPerformed'),
  },
  guards: {
    proofHasProblems: ({ context }) => hasProblems(proofProblems(context.photos, context.videoUrl)),
    photoToUpload: ({ context }) => nextUpload(context.photos) !== undefined,
    photoAtIndex: ({ context, event }) =>
      (event.type === 'performed.removePhoto' || event.type === 'performed.caption') &&
      event.index < context.photos.length,
  },
  actions: {
    choose: assign(({ event }) => {
      assertEvent(event, 'performed.choose');
      return { scope: event.scope, ...fresh };
    }),
    addPhotos: assign(({ context, event }) => {
      assertEvent(event, 'performed.photos');
      const added = event.files.map((file) => ({ file, caption: '', id: null }));
      return { photos: [...context.photos, ...added], proofProblems: {} };
    }),
    removePhoto: assign(({ context, event }) => {
      assertEvent(event, 'performed.removePhoto');
      return { photos: context.photos.filter((_, i) => i !== event.index), proofProblems: {} };
    }),
    setCaption: assign(({ context, event }) => {
      assertEvent(event, 'performed.caption');
      const photos = context.photos.map((p, i) =>
        i === event.index ? { ...p, caption: event.caption } : p,
      );
      return { photos, proofProblems: {} };
    }),
    setVideo: assign(({ event }) => {
      assertEvent(event, 'performed.video');
      return { videoUrl: event.url, proofProblems: {} };
    }),
    noteProofProblems: assign(({ context }) => ({
      proofProblems: proofProblems(context.photos, context.videoUrl),
    })),
    keepPhotoId: assign(({ context, event }) => {
      const { id } = outputOf('uploadPhoto')({ event });
      const at = context.photos.findIndex((p) => p.id === null);
      return { photos: context.photos.map((p, i) => (i === at ? { ...p, id } : p)) };
    }),
    keepCount: assign({ marked: outputOf('markPerformed') }),
    noteUploadFailure: assign({
      problem: failureMessage('uploadPhoto', 'The photograph could not be uploaded'),
    }),
    noteFailure: assign({ problem: failureMessage('markPerformed', 'Marking failed') }),
    clearProblem: assign({ problem: null }),
  },
}).createMachine({
  id: 'staffMarkPerformed',
  initial: 'idle',
  context: { scope: null, ...fresh },
  states: {
    idle: {
      on: { 'performed.choose': { target: 'confirming', actions: 'choose' } },
    },
    confirming: {
      on: {
        'performed.photos': { actions: 'addPhotos' },
        'performed.removePhoto': { guard: 'photoAtIndex', actions: 'removePhoto' },
        'performed.caption': { guard: 'photoAtIndex', actions: 'setCaption' },
        'performed.video': { actions: 'setVideo' },
        'performed.confirm': 'validating',
        'performed.cancel': 'idle',
      },
    },
    validating: {
      always: [
        { guard: 'proofHasProblems', target: 'confirming', actions: 'noteProofProblems' },
        { guard: 'photoToUpload', target: 'uploading' },
        { target: 'submitting' },
      ],
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'uploadPhoto',
        src: 'uploadPhoto',
        input: ({ context }) => nextUpload(context.photos)!.file,
        onDone: { target: 'validating', actions: 'keepPhotoId' },
        onError: { target: 'failed', actions: 'noteUploadFailure' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'markPerformed',
        src: 'markPerformed',
        input: ({ context }) => ({
          scope: context.scope!,
          photos: context.photos.map((p) => ({
            id: p.id!,
            ...(p.caption.trim() && { caption: p.caption.trim() }),
          })),
          videoUrl: context.videoUrl.trim() || null,
        }),
        onDone: { target: 'done', actions: 'keepCount' },
        onError: { target: 'failed', actions: 'noteFailure' },
      },
    },
    failed: {
      on: {
        'performed.retry': { target: 'validating', actions: 'clearProblem' },
        'performed.cancel': 'idle',
      },
    },
    done: {
      on: { 'performed.close': 'idle' },
    },
  },
});
