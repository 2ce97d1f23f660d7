/**
 * The tracking-file import's model, shared by the bare-machine suite and the
 * console panel's view-level suite.
 */
import type { ModelSpec } from '../../test-support/model-harness';
import { keyWithProblem, UNREACHABLE } from '../../test-support/model-parts';
import {
  trackingImportMachine,
  TRACKING_FILE_MAX_BYTES,
  type ChosenFile,
  type TrackingFileAnswer,
  type TrackingImportContext,
} from '../tracking-import/machine';

export const GOOD_CSV = 'order number,carrier,tracking number\nP2099ABC,FedEx,123456789012\n';

const file = (name: string, text: string, size = text.length): ChosenFile => ({
  name,
  size,
  text: async () => text,
});

export const TRACKING_FILES = {
  good: file('post-2026-12-13.csv', GOOD_CSV),
  large: file('everything.csv', GOOD_CSV, TRACKING_FILE_MAX_BYTES + 1),
  notCsv: file('labels.pdf', '%PDF-1.7'),
};

const ROW = {
  line: 2,
  orderNumber: 'P2099ABC',
  carrierName: 'FedEx',
  trackingNumber: '123456789012',
  trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=123456789012',
};
const answer = (over: Partial<TrackingFileAnswer>): TrackingFileAnswer => ({
  csv: GOOD_CSV,
  rows: [],
  problems: [],
  emails: 0,
  ...over,
});
const BAD_ROWS = [
  { line: 2, reason: 'Unknown order P2099ABC' },
  { line: 3, reason: 'The order number starts with a formula character (= + - @, tab or CR)' },
];

export const trackingImportSpec: ModelSpec = {
  machine: trackingImportMachine,
  entries: [{ label: 'the prasad page', input: { postedOn: '2026-12-14' } }],
  events: () => [
    { type: 'import.postedOn', date: '2026-12-15' },
    { type: 'import.file', file: TRACKING_FILES.good },
    { type: 'import.file', file: TRACKING_FILES.large },
    { type: 'import.file', file: TRACKING_FILES.notCsv },
    { type: 'import.confirm' },
    { type: 'import.retry' },
    { type: 'import.restart' },
  ],
  outcomes: {
    checkFile: [
      { label: 'all rows good', output: answer({ rows: [ROW] }) },
      { label: 'bad rows', output: answer({ problems: BAD_ROWS }) },
      { label: 'no answer', error: UNREACHABLE },
    ],
    importFile: [
      { label: 'imported', output: answer({ rows: [ROW], emails: 1 }) },
      { label: 'a row went bad meanwhile', output: answer({ problems: BAD_ROWS.slice(1) }) },
      { label: 'no answer', error: UNREACHABLE },
    ],
  },
  serialize: keyWithProblem<TrackingImportContext>((c) => ({
    confirmed: c.confirmed,
    day: c.postedOn,
  })),
};
