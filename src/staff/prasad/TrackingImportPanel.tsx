import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, type ReactNode, type Ref } from 'react';
import { fromPromise } from 'xstate';
import {
  trackingImportMachine,
  type CheckRequest,
  type ImportRequest,
  type TrackingFileAnswer,
} from '../../../machines/staff';
import { DataTable, type Column } from '../../ui/DataTable';
import { Button, ButtonRow, TextField } from '../../ui/form';
import type { MachinePanelProps } from '../panel-props';
import { Question } from '../PanelLines';
import { sendTrackingFile } from './tracking-file-calls';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const PROBLEM_COLUMNS: readonly Column<TrackingFileAnswer['problems'][number]>[] = [
  { header: 'Line', cell: (p) => p.line },
  { header: 'Problem', cell: (p) => p.reason },
];
const ROW_COLUMNS: readonly Column<TrackingFileAnswer['rows'][number]>[] = [
  { header: 'Line', cell: (row) => row.line },
  { header: 'Order', cell: (row) => row.orderNumber },
  { header: 'Carrier', cell: (row) => row.carrierName },
  {
    header: 'Tracking number',
    cell: (row) => (
      <a href={row.trackingUrl} target="_blank" rel="noreferrer noopener">
        {row.trackingNumber}
      </a>
    ),
  },
];

/** What the file came to (focused when it shows, so a screen reader reads it first). */
function ResultHeading({ ref, children }: { ref: Ref<HTMLHeadingElement>; children: ReactNode }) {
  return (
    <h3 id="import-result" ref={ref} tabIndex={-1}>
      {children}
    </h3>
  );
}

/** The console's table in a box that scrolls sideways on a narrow screen. */
function ScrolledTable<Row>(props: {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
}) {
  return (
    <div className="staff-scroll">
      <DataTable className="staff-table" {...props} />
    </div>
  );
}

/** The day's tracking file: choose → checking → the rows or every bad row → importing → done. */
export function TrackingImportPanel(
  props: MachinePanelProps & { today: string; onDone?: () => void },
) {
  const { api, today, onDone, inspect } = props;
  const machine = useMemo(
    () =>
      trackingImportMachine.provide({
        actors: {
          checkFile: fromPromise<TrackingFileAnswer, CheckRequest>(async ({ input }) =>
            sendTrackingFile(api, await input.file.text(), input.postedOn, false),
          ),
          importFile: fromPromise<TrackingFileAnswer, ImportRequest>(async ({ input }) => {
            const answer = await sendTrackingFile(api, input.csv, input.postedOn, true);
            if (answer.problems.length === 0) onDone?.();
            return answer;
          }),
        },
      }),
    [api, onDone],
  );
  const [state, send] = useMachine(machine, {
    input: { postedOn: today },
    ...(inspect && { inspect }),
  });
  const { answer, problem, postedOn, fileName } = state.context;
  const heading = useRef<HTMLHeadingElement>(null);
  const step = String(state.value);
  useEffect(() => {
    if (['preview', 'refused', 'done'].includes(step)) heading.current?.focus();
  }, [step]);
  const restart = (label: string) => (
    <Button type="button" variant="secondary" onClick={() => send({ type: 'import.restart' })}>
      {label}
    </Button>
  );

  return (
    <section aria-labelledby="import-heading" className="staff-panel no-print">
      <h2 id="import-heading">Import tracking numbers</h2>
      {state.matches('idle') && (
        <>
          <p>
            A CSV file with the header row <code>order number,carrier,tracking number</code>.
            Nothing is imported until every row is right.
          </p>
          <TextField
            id="import-posted-on"
            label="Posted on"
            hint="YYYY-MM-DD, the day the parcels went to the post"
            width="medium"
            value={postedOn}
            onChange={(date) => send({ type: 'import.postedOn', date })}
          />
          <div className="field">
            <label className="field__label" htmlFor="import-file">
              Tracking file (CSV)
            </label>
            <input
              id="import-file"
              className="field__input"
              type="file"
              accept=".csv,text/csv"
              aria-describedby={problem ? 'import-problem' : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) send({ type: 'import.file', file });
              }}
            />
          </div>
          {problem && (
            <p id="import-problem" role="alert">
              {problem}
            </p>
          )}
        </>
      )}
      {state.matches('validating') && <p role="status">Checking {fileName}...</p>}
      {state.matches('importing') && <p role="status">Importing {fileName}...</p>}
      {state.matches('refused') && answer && (
        <>
          <ResultHeading ref={heading}>
            {plural(new Set(answer.problems.map((p) => p.line)).size, 'row', 'rows')} of {fileName}{' '}
            to correct; nothing was imported
          </ResultHeading>
          <ScrolledTable
            rows={answer.problems}
            columns={PROBLEM_COLUMNS}
            rowKey={(p) => `${p.line}:${p.reason}`}
          />
          <ButtonRow>{restart('Choose another file')}</ButtonRow>
        </>
      )}
      {state.matches('preview') && answer && (
        <>
          <ResultHeading ref={heading}>
            {plural(answer.rows.length, 'parcel', 'parcels')} posted on {postedOn}, ready to import
          </ResultHeading>
          <ScrolledTable rows={answer.rows} columns={ROW_COLUMNS} rowKey={(row) => row.line} />
          <ButtonRow>
            <Button type="button" onClick={() => send({ type: 'import.confirm' })}>
              Import and email the devotees
            </Button>
            {restart('Choose another file')}
          </ButtonRow>
        </>
      )}
      {state.matches('failed') && (
        <Question
          alert
          yes={['Try again', () => send({ type: 'import.retry' })]}
          no={['Start again', () => send({ type: 'import.restart' })]}
        >
          {problem}
        </Question>
      )}
      {state.matches('done') && answer && (
        <>
          <ResultHeading ref={heading}>
            Imported {plural(answer.rows.length, 'parcel', 'parcels')};{' '}
            {plural(answer.emails, 'email', 'emails')} on the way to the devotees
          </ResultHeading>
          <ButtonRow>{restart('Import another file')}</ButtonRow>
        </>
      )}
    </section>
  );
}
