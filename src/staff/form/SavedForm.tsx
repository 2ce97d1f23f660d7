import { useState, type ReactNode } from 'react';
import type { ApiResult } from '../../../domain/staff/api-result';
import { Notice } from '../Status';
import { StaffForm, type FormSpec } from './StaffForm';
import { useStaffForm, type FormRecord } from './use-staff-form';

/** A saved record's form: its fields and words, and what the page says once it is saved. */
export type SavedFormSpec<V extends FormRecord> = FormSpec<V> & { savedNotice: string };

/**
 * Edits one saved record (the temple's details, its tax statement): the
 * values as loaded, a sample's tag until replaced, and a notice once saved.
 */
export function SavedForm<V extends FormRecord>({
  spec: { savedNotice, ...spec },
  initial,
  save,
  sample,
}: {
  spec: SavedFormSpec<V>;
  initial: V;
  /** Sends the values; a refusal's errors land on their fields. */
  save: (values: V) => Promise<ApiResult<unknown>>;
  /** Shown above the fields while the record is the shipped sample. */
  sample: ReactNode;
}) {
  const form = useStaffForm(initial);
  const [notice, setNotice] = useState<string | null>(null);
  async function submit() {
    const result = await form.send(save(form.values));
    setNotice(result.ok ? savedNotice : null);
  }
  return (
    <>
      <Notice message={notice} />
      <StaffForm
        {...spec}
        form={form}
        onSubmit={submit}
        intro={sample && <p className="staff-tag">{sample}</p>}
      />
    </>
  );
}
