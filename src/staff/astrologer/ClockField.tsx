/** A time of day typed as HH:MM (24-hour, steps of 15 minutes), for the schedule's ranges. */
import type { ReactNode } from 'react';
import type { FieldError } from '../../../domain/api-error';
import { TextField, errorFor } from '../../ui/form';

export function ClockField(props: {
  id: string;
  /** Visible label ("From", "Until"). */
  label: string;
  /** Said after the label to screen readers, e.g. "Monday, hours 1". */
  context: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const { id, label, context, value, error, onChange } = props;
  return (
    <TextField
      id={id}
      frameClass="astrologer-clock"
      label={
        <>
          {label}
          <span className="visually-hidden"> ({context}, HH:MM)</span>
        </>
      }
      width="narrow"
      inputMode="numeric"
      placeholder="HH:MM"
      value={value}
      error={error}
      onChange={(text) => onChange(text.trim())}
    />
  );
}

const ENDS = [
  ['start', 'From'],
  ['end', 'Until'],
] as const;

/** A range of hours, From and Until; ids and error paths after `base` (`${base}-start`, `${base}.start`). */
export function ClockRange(props: {
  idBase: string;
  errorBase: string;
  context: string;
  range: { start: string; end: string };
  errors: readonly FieldError[];
  onChange: (change: { start: string } | { end: string }) => void;
  children?: ReactNode;
}) {
  const { idBase, errorBase, context, range, errors, onChange } = props;
  return (
    <div className="astrologer-range">
      {ENDS.map(([end, label]) => (
        <ClockField
          key={end}
          id={`${idBase}-${end}`}
          label={label}
          context={context}
          value={range[end]}
          error={errorFor(errors, `${errorBase}.${end}`)}
          onChange={(value) => onChange(end === 'start' ? { start: value } : { end: value })}
        />
      ))}
      {props.children}
    </div>
  );
}

/** A secondary "Remove" button; `what` tells screen readers what it removes. */
export function RemoveButton({ what, onClick }: { what: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className="button button--secondary" onClick={onClick}>
      Remove<span className="visually-hidden"> {what}</span>
    </button>
  );
}
