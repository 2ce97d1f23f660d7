import { useCallback, useState } from 'react';
import type { FieldError } from '../../../domain/api-error';
import type { ApiResult } from '../../../domain/staff/api-result';

/** A form's values: text as typed, checkboxes as booleans. */
export type FormRecord = Record<string, string | boolean>;

export interface StaffFormState<V extends FormRecord> {
  values: V;
  setValues: (values: V) => void;
  errors: readonly FieldError[];
  /** Awaits a request made of the values; a refusal's errors land on their fields. */
  send: <T>(request: Promise<ApiResult<T>>) => Promise<ApiResult<T>>;
  /** Back to the first values, without errors (after a create). */
  reset: () => void;
}

/** A console form's values and the server's refusal of them. */
export function useStaffForm<V extends FormRecord>(initial: V): StaffFormState<V> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const send = useCallback(async <T>(request: Promise<ApiResult<T>>) => {
    const result = await request;
    setErrors(
      result.ok ? [] : (result.error.fields ?? [{ path: '', message: result.error.message }]),
    );
    return result;
  }, []);
  const reset = useCallback(() => {
    setValues(initial);
    setErrors([]);
  }, [initial]);
  return { values, setValues, errors, send, reset };
}
