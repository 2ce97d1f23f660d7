import { useState, type ReactNode } from 'react';
import { useClock } from '../ui/clock';
import { StaffForm, useStaffForm, type FieldSpec } from './form';

const FIELDS: readonly FieldSpec<'date'>[] = [
  { key: 'date', label: 'Puja date', hint: 'YYYY-MM-DD', width: 'medium' },
];

/** A page that shows one puja date: the date asked for, and the date shown once asked. */
export function useDateFilter() {
  const clock = useClock();
  // The UTC date today, as the roster's dates are written.
  const today = clock().toISOString().slice(0, 10);
  const form = useStaffForm({ date: today });
  const [date, setDate] = useState<string | null>(null);
  return { today, form, date, show: () => setDate(form.values.date) };
}

/** The console's one date filter: a puja date (today at first) and the button that shows it. */
export function DateFilter({
  id,
  filter,
  submitLabel,
}: {
  /** The input's id is `${id}-date`. */
  id: string;
  filter: ReturnType<typeof useDateFilter>;
  submitLabel: ReactNode;
}) {
  return (
    <StaffForm
      id={id}
      className="staff-filters no-print"
      fields={FIELDS}
      form={filter.form}
      onSubmit={filter.show}
      submitLabel={submitLabel}
    />
  );
}
