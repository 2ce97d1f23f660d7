/** A time of day typed as HH:MM (24-hour, steps of 15 minutes), for the schedule's ranges. */

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
    <div className={`field astrologer-clock${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        <span className="visually-hidden"> ({context}, HH:MM)</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <input
        id={id}
        className="field__input field__input--narrow"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="HH:MM"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value.trim())}
      />
    </div>
  );
}
