import type { StaffApi } from '../../../domain/staff/api-result';
import type { FormSpec, StaffFormProps } from './StaffForm';
import { useStaffForm, type FormRecord } from './use-staff-form';

/** A panel that adds a record to the list above it: where it posts, what it says once added. */
export type AddFormSpec<V extends FormRecord> = FormSpec<V> & {
  path: string;
  addedNotice: (values: V) => string;
};

/**
 * An add panel's StaffForm props: the values are posted as they are; once
 * added, the notice, empty fields and the list loaded again.
 */
export function useAddForm<V extends FormRecord>(
  { path, addedNotice, ...spec }: AddFormSpec<V>,
  initial: V,
  then: { api: StaffApi; onNotice: (notice: string | null) => void; onAdded: () => void },
): StaffFormProps<V> {
  const form = useStaffForm(initial);
  async function add() {
    const result = await form.send(then.api.call('POST', path, form.values));
    then.onNotice(result.ok ? addedNotice(form.values) : null);
    if (result.ok) {
      form.reset();
      then.onAdded();
    }
  }
  return { className: 'staff-panel', ...spec, form, onSubmit: add };
}
