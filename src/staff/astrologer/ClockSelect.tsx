/** A time of day in 15-minute steps (24-hour), for the schedule's ranges. */
import { clockChoices } from '../../domain/astro/schedule-draft';

const CHOICES = { start: clockChoices('start'), end: clockChoices('end') };

export function ClockSelect(props: {
  id: string;
  /** Visible label ("From", "Until"). */
  label: string;
  /** Said after the label to screen readers, e.g. "Monday, hours 1". */
  context: string;
  kind: 'start' | 'end';
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const { id, label, context, kind, value, error, onChange } = props;
  return (
    <div className={`field astrologer-clock${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        <span className="visually-hidden"> ({context})</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <select
        id={id}
        className="field__input field__select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {CHOICES[kind].map((clock) => (
          <option key={clock} value={clock}>
            {clock}
          </option>
        ))}
      </select>
    </div>
  );
}
