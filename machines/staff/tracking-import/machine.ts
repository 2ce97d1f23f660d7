/**
 * The office's tracking file: choose the day's CSV, the server checks it
 * (nothing stored), the console shows every row or every bad row, the office
 * confirms, the server imports it all (one mail per order) or nothing.
 *
 *   idle ─file→ validating ─→ preview ─confirm→ importing ─→ done
 *                   │            └→ refused ←───────┘ (a row went bad meanwhile)
 *                   └──────→ failed (retry) ←───────┘
 */
import { assertEvent, assign, setup } from 'xstate';
import type { ImportRowView } from '../../../domain/prasad/requests';
import { TRACKING_CSV_MAX_CHARS, type CsvProblem } from '../../../domain/prasad/tracking-csv';
import { failureMessage } from '../../shared/failure';
import {
  outputOf,
  eventValue,
  providedByView,
  type InvokeResultEvent,
} from '../../shared/invoked-actor';

/** What the console hands over of the chosen file (a browser File is one). */
export interface ChosenFile {
  name: string;
  size: number;
  text(): Promise<string>;
}

/** The server's answer to a check or an import: the rows, or every bad row. */
export interface TrackingFileAnswer {
  csv: string;
  rows: ImportRowView[];
  problems: CsvProblem[];
  /** Mails queued (an import). */
  emails: number;
}

export interface CheckRequest {
  file: ChosenFile;
  postedOn: string;
}

export interface ImportRequest {
  csv: string;
  postedOn: string;
}

/** The largest file the console sends (the server refuses more characters). */
export const TRACKING_FILE_MAX_BYTES = TRACKING_CSV_MAX_CHARS;

export type TrackingImportEvent =
  | { type: 'import.postedOn'; date: string }
  | { type: 'import.file'; file: ChosenFile }
  | { type: 'import.confirm' }
  | { type: 'import.retry' }
  | { type: 'import.restart' };

export interface TrackingImportContext {
  postedOn: string;
  fileName: string;
  file: ChosenFile | null;
  answer: TrackingFileAnswer | null;
  /** Whether the office confirmed (a failure then retries the import, not the check). */
  confirmed: boolean;
  problem: string | null;
}

/** The two calls to the server: the check, then the import. */
type FileActor = 'checkFile' | 'importFile';

const fresh = (postedOn: string): TrackingImportContext => ({
  postedOn,
  fileName: '',
  file: null,
  answer: null,
  confirmed: false,
  problem: null,
});

export const trackingImportMachine = setup({
  types: {
    context: {} as TrackingImportContext,
    events: {} as
      | TrackingImportEvent
      | InvokeResultEvent<TrackingFileAnswer, 'checkFile'>
      | InvokeResultEvent<TrackingFileAnswer, 'importFile'>,
    input: {} as { postedOn: string },
  },
  actors: {
    // Provided by the console: POST …/prasad/import with confirm false, then true.
    checkFile: providedByView<TrackingFileAnswer, CheckRequest>('checkFile'),
    importFile: providedByView<TrackingFileAnswer, ImportRequest>('importFile'),
  },
  guards: {
    tooLarge: ({ event }) => {
      assertEvent(event, 'import.file');
      return event.file.size > TRACKING_FILE_MAX_BYTES;
    },
    notCsv: ({ event }) => {
      assertEvent(event, 'import.file');
      return !/\.csv$/i.test(event.file.name);
    },
    /** The server's answer from `actor` lists problems (nothing was imported). */
    found: ({ event }, actor: FileActor) => outputOf(actor)({ event }).problems.length > 0,
    wasConfirmed: ({ context }) => context.confirmed,
  },
  actions: {
    takeDate: assign({ postedOn: eventValue('import.postedOn', 'date') }),
    takeFile: assign(({ context, event }) => {
      assertEvent(event, 'import.file');
      return { ...fresh(context.postedOn), file: event.file, fileName: event.file.name };
    }),
    refuseSize: assign({
      problem: `The file is too large: at most ${TRACKING_FILE_MAX_BYTES / 1000} kB`,
    }),
    refuseType: assign({ problem: 'Choose a .csv file' }),
    keepAnswer: assign(({ event }, actor: FileActor) => ({ answer: outputOf(actor)({ event }) })),
    confirm: assign({ confirmed: true, problem: null }),
    clearProblem: assign({ problem: null }),
    noteCheckFailure: assign({
      problem: failureMessage('checkFile', 'The file could not be checked'),
    }),
    noteImportFailure: assign({ problem: failureMessage('importFile', 'The import failed') }),
    restart: assign(({ context }) => fresh(context.postedOn)),
  },
}).createMachine({
  id: 'staffTrackingImport',
  initial: 'idle',
  context: ({ input }) => fresh(input.postedOn),
  states: {
    idle: {
      on: {
        'import.postedOn': { actions: 'takeDate' },
        'import.file': [
          { guard: 'tooLarge', actions: 'refuseSize' },
          { guard: 'notCsv', actions: 'refuseType' },
          { target: 'validating', actions: 'takeFile' },
        ],
      },
    },
    validating: {
      tags: ['busy'],
      invoke: {
        id: 'checkFile',
        src: 'checkFile',
        input: ({ context }) => ({ file: context.file!, postedOn: context.postedOn }),
        onDone: [
          {
            guard: { type: 'found', params: 'checkFile' },
            target: 'refused',
            actions: { type: 'keepAnswer', params: 'checkFile' },
          },
          { target: 'preview', actions: { type: 'keepAnswer', params: 'checkFile' } },
        ],
        onError: { target: 'failed', actions: 'noteCheckFailure' },
      },
    },
    preview: {
      on: {
        'import.confirm': { target: 'importing', actions: 'confirm' },
        'import.restart': { target: 'idle', actions: 'restart' },
      },
    },
    refused: {
      on: { 'import.restart': { target: 'idle', actions: 'restart' } },
    },
    importing: {
      tags: ['busy'],
      invoke: {
        id: 'importFile',
        src: 'importFile',
        input: ({ context }) => ({ csv: context.answer!.csv, postedOn: context.postedOn }),
        onDone: [
          {
            guard: { type: 'found', params: 'importFile' },
            target: 'refused',
            actions: { type: 'keepAnswer', params: 'importFile' },
          },
          { target: 'done', actions: { type: 'keepAnswer', params: 'importFile' } },
        ],
        onError: { target: 'failed', actions: 'noteImportFailure' },
      },
    },
    failed: {
      on: {
        'import.retry': [
          { guard: 'wasConfirmed', target: 'importing', actions: 'clearProblem' },
          { target: 'validating', actions: 'clearProblem' },
        ],
        'import.restart': { target: 'idle', actions: 'restart' },
      },
    },
    done: {
      on: { 'import.restart': { target: 'idle', actions: 'restart' } },
    },
  },
});
