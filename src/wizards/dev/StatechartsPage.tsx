/**
 * Development only: every machine's statechart drawn offline from its own
 * definition (xstate/graph's directed graph), as an SVG with a transition
 * table beside it for keyboard and screen-reader users. Reached at
 * /dev/statecharts when `npm run dev` is running; never in production.
 */
import type { AnyStateMachine } from 'xstate';
import { bookingMachine } from '../../../machines/astro/booking';
import { rescheduleMachine } from '../../../machines/astro/reschedule';
import { orderMachine } from '../../../machines/order';
import { chartOf, type Chart, type ChartTransition } from './statechart-layout';
import './statecharts.css';
import { DataTable, type Column } from '../../ui/DataTable';

const MACHINES: AnyStateMachine[] = [orderMachine, bookingMachine, rescheduleMachine];

const BOX = { width: 180, height: 46, columnGap: 90, rowGap: 22, margin: 20 };

const TRANSITION_COLUMNS: readonly Column<ChartTransition>[] = [
  { header: 'From', cell: (t) => t.from },
  { header: 'Event', cell: (t) => t.event },
  { header: 'Guard', cell: (t) => t.guard ?? '' },
  { header: 'To', cell: (t) => t.to },
];

function Diagram({ chart }: { chart: Chart }) {
  const rows: Record<number, number> = {};
  const position: Record<string, { x: number; y: number }> = {};
  for (const state of chart.states) {
    const column = chart.columns[state.label] ?? 0;
    const row = rows[column] ?? 0;
    rows[column] = row + 1;
    position[state.label] = {
      x: BOX.margin + column * (BOX.width + BOX.columnGap),
      y: BOX.margin + row * (BOX.height + BOX.rowGap),
    };
  }
  const width =
    BOX.margin * 2 +
    (Math.max(0, ...Object.values(chart.columns)) + 1) * (BOX.width + BOX.columnGap);
  const height = BOX.margin * 2 + Math.max(1, ...Object.values(rows)) * (BOX.height + BOX.rowGap);
  const titleId = `chart-${chart.id}-title`;
  return (
    <svg
      className="statechart"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-labelledby={titleId}
    >
      <title id={titleId}>
        {`Statechart of ${chart.id}: ${chart.states.length} states, ${chart.transitions.length} transitions (listed in the table below)`}
      </title>
      <defs>
        <marker
          id={`arrow-${chart.id}`}
          viewBox="0 0 10 10"
          refX="10"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" className="statechart__arrowhead" />
        </marker>
      </defs>
      {chart.transitions.map((transition, index) => {
        const from = position[transition.from];
        const to = position[transition.to];
        if (!from || !to || transition.from === transition.to) return null;
        const x1 = from.x + BOX.width;
        const y1 = from.y + BOX.height / 2;
        const x2 = to.x;
        const y2 = to.y + BOX.height / 2;
        const bend = x2 <= x1 ? 60 : 0;
        return (
          <path
            key={index}
            className={`statechart__edge${bend ? ' statechart__edge--back' : ''}`}
            d={`M ${x1} ${y1} C ${x1 + 40 + bend} ${y1 + bend}, ${x2 - 40 - bend} ${y2 + bend}, ${x2} ${y2}`}
            markerEnd={`url(#arrow-${chart.id})`}
          />
        );
      })}
      {chart.states.map((state) => {
        const at = position[state.label];
        if (!at) return null;
        return (
          <g key={state.id} transform={`translate(${at.x} ${at.y})`}>
            <rect
              className={`statechart__state${state.initial ? ' statechart__state--initial' : ''}`}
              width={BOX.width}
              height={BOX.height}
              rx="8"
            />
            <text className="statechart__label" x="10" y="20">
              {state.label}
            </text>
            <text className="statechart__meta" x="10" y="37">
              {[
                ...state.tags.map((tag) => `#${tag}`),
                ...state.invokes.map((id) => `invoke ${id}`),
              ].join(' ')}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export default function StatechartsPage() {
  const charts = MACHINES.map(chartOf);
  return (
    <div className="statecharts">
      <h1>Statecharts (development only)</h1>
      <p>
        Drawn from the machine definitions in <code>machines/</code>, without the internet. Add{' '}
        <code>?inspect</code> to a wizard&rsquo;s address to follow it live in the Stately
        inspector.
      </p>
      <nav aria-label="Machines">
        <ul>
          {charts.map((chart) => (
            <li key={chart.id}>
              <a href={`#machine-${chart.id}`}>{chart.id}</a>
            </li>
          ))}
        </ul>
      </nav>
      {charts.map((chart) => (
        <section
          key={chart.id}
          id={`machine-${chart.id}`}
          aria-labelledby={`machine-${chart.id}-heading`}
        >
          <h2 id={`machine-${chart.id}-heading`}>{chart.id}</h2>
          {/* A scrollable diagram must be focusable so keyboard users can scroll it. */}
          <div
            className="statecharts__scroll"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="region"
            aria-label={`Diagram of ${chart.id}`}
          >
            <Diagram chart={chart} />
          </div>
          <DataTable
            className="statecharts__table"
            caption={`Transitions of ${chart.id}`}
            rows={chart.transitions}
            rowKey={(_, index) => index}
            columns={TRANSITION_COLUMNS}
          />
        </section>
      ))}
    </div>
  );
}
