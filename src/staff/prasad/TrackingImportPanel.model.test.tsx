/**
 * The tracking-file import through the real TrackingImportPanel: a covering
 * set of the model's paths with user-event, the server's answers given by
 * the fake console API (a refusal naming rows as the server sends it: a 400
 * whose fields are `csv.<line>`).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type {
  ChosenFile,
  TrackingFileAnswer,
  TrackingImportContext,
} from '../../../machines/staff';
import { isOutcomeEvent } from '../../../machines/test-support/model-harness';
import { trackingImportSpec } from '../../../machines/staff/test-support/tracking-import-model';
import type { ApiResult } from '../../../domain/staff/api-result';
import { viewModelSuite } from '../../wizards/shared/test-support/view-suite';
import { apiAnswer, deferredApi } from '../test-support/deferred-api';
import { buttonNamed, hasAlert, hasButton } from '../test-support/page-queries';
import { TrackingImportPanel } from './TrackingImportPanel';

const button = hasButton;
const text = (pattern: RegExp | string) => screen.queryByText(pattern) !== null;
const FILE_LABEL = 'Tracking file (CSV)';
const RESTART = ['Choose another file', 'Import another file', 'Start again'];

/** What the server answers for a model answer: the rows, or a 400 naming each bad row. */
function serverAnswer(output: TrackingFileAnswer): ApiResult<unknown> {
  if (output.problems.length === 0) {
    const data = { imported: output.emails > 0, rows: output.rows, emails: output.emails };
    return { ok: true, status: 200, data };
  }
  return {
    ok: false,
    status: 400,
    error: {
      code: 'VALIDATION',
      message: 'Rows need attention; nothing was imported',
      fields: output.problems.map((p) => ({ path: `csv.${p.line}`, message: p.reason })),
    },
  };
}

viewModelSuite(trackingImportSpec, {
  start(entry, inspect) {
    const { api, answer } = deferredApi();
    const { postedOn } = entry.input as { postedOn: string };
    const view = render(<TrackingImportPanel api={api} today={postedOn} inspect={inspect} />);
    return {
      async perform(event: EventObject, user) {
        if (isOutcomeEvent(event)) {
          const { outcome } = event;
          if ('error' in outcome) return answer(apiAnswer(outcome, (output) => output));
          return answer(serverAnswer(outcome.output as TrackingFileAnswer));
        }
        const e = event as EventObject & { date?: string; file?: ChosenFile };
        if (e.type === 'import.postedOn') {
          const field = screen.getByLabelText(/^Posted on/);
          await user.clear(field);
          return user.type(field, e.date!);
        }
        if (e.type === 'import.file') {
          const chosen = e.file!;
          const content = await chosen.text();
          const file = new File([content.padEnd(chosen.size, ' ')], chosen.name, {
            type: chosen.name.endsWith('.csv') ? 'text/csv' : 'application/pdf',
          });
          // The input's `accept` is a hint to the picker: a drop or "All files" still sends any.
          return act(async () => {
            fireEvent.change(screen.getByLabelText(FILE_LABEL), { target: { files: [file] } });
          });
        }
        if (e.type === 'import.restart') {
          return user.click(buttonNamed(RESTART.find((name) => button(name))!));
        }
        const names: Record<string, string> = {
          'import.confirm': 'Import and email the devotees',
          'import.retry': 'Try again',
        };
        return user.click(buttonNamed(names[e.type]!));
      },
      unmount: () => view.unmount(),
    };
  },
  // The date field changes only when its text does.
  usable(event, before) {
    if (event.type !== 'import.postedOn') return true;
    const { date } = event as EventObject & { date: string };
    return (before.context as TrackingImportContext).postedOn !== date;
  },
  viewOf(snapshot: AnyMachineSnapshot) {
    const c = snapshot.context as TrackingImportContext;
    if (snapshot.matches('idle')) return c.problem ? 'idle, file refused' : 'idle';
    return String(snapshot.value);
  },
  views: {
    idle: () => text(FILE_LABEL) && !hasAlert(),
    'idle, file refused': () => text(FILE_LABEL) && hasAlert(),
    validating: () => text('Checking post-2026-12-13.csv...'),
    refused: () =>
      text(/rows? of post-2026-12-13\.csv to correct; nothing was imported/) &&
      button('Choose another file') &&
      !button('Import and email the devotees'),
    preview: () =>
      text(/^1 parcel posted on 2026-12-1[45], ready to import$/) &&
      text('123456789012') &&
      button('Import and email the devotees'),
    importing: () => text('Importing post-2026-12-13.csv...'),
    failed: () => hasAlert() && button('Try again') && button('Start again'),
    done: () =>
      text('Imported 1 parcel; 1 email on the way to the devotees') &&
      button('Import another file'),
  },
});
