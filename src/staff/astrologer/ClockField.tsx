/** A time of day typed as HH:MM (24-hour, steps of 15 minutes), for the schedule's ranges. */
import { TextField } from '../../ui/form';

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
