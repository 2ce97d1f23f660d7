/**
 * The console's one form: a table of fields (what each asks and how it is
 * drawn) over one record of values, the server's refusals shown on their
 * fields, and one submit button. Pages declare fields; none draws inputs.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import type { FieldError } from '../../../domain/api-error';
import {
  Button,
  ErrorSummary,
  SelectField,
  TextArea,
  TextField,
  type SelectOption,
} from '../../ui/form';
import type { FormRecord, StaffFormState } from './use-staff-form';

export type FieldSpec<K extends string> = {
  key: K;
  label: string;
  hint?: string;
  /** The input's id after the form's id, when it is not the key. */
  id?: string;
  /** The request's path of this field's errors, when it is not the key. */
  errorPath?: string;
} & (
  | { kind?: 'text'; width?: 'narrow' | 'medium'; type?: 'email' | 'tel'; autoComplete?: string }
  | { kind: 'area'; rows: number }
  | { kind: 'select'; options: readonly SelectOption[] }
  | { kind: 'check' }
);

export interface StaffFormProps<V extends FormRecord> {
  /** Prefix of the inputs' ids: `${id}-${field.id ?? field.key}`. */
  id: string;
  fields: readonly FieldSpec<keyof V & string>[];
  /** The values and their errors (useStaffForm). */
  form: Pick<StaffFormState<V>, 'values' | 'setValues' | 'errors'>;
  onSubmit: () => void | Promise<void>;
  submitLabel: ReactNode;
  submitVariant?: 'primary' | 'secondary';
  heading?: ReactNode;
  className?: string;
  label?: string;
  role?: 'search';
  /** Shown above the fields. */
  intro?: ReactNode;
  /** Shown between the fields and the submit button. */
  children?: ReactNode;
}

/** A form declared as data: its fields and its words, spread into StaffForm beside its state. */
export type FormSpec<V extends FormRecord> = Pick<
  StaffFormProps<V>,
  'id' | 'fields' | 'submitLabel' | 'submitVariant' | 'heading' | 'className' | 'label' | 'role'
>;

const errorPathOf = (field: FieldSpec<string>) => field.errorPath ?? field.key;
const inputIdOf = (formId: string, field: FieldSpec<string>) =>
  `${formId}-${field.id ?? field.key}`;
const isFor = (error: FieldError, path: string) =>
  error.path === path || error.path.startsWith(`${path}.`);

export function StaffForm<V extends FormRecord>(props: StaffFormProps<V>) {
  const { id, fields } = props;
  const { errors } = props.form;
  const headingId = useId();
  const placed = fields.flatMap((field) =>
    errors
      .filter((e) => isFor(e, errorPathOf(field)))
      .map((e) => ({ path: inputIdOf(id, field), message: e.message })),
  );
  const unplaced = errors.filter((e) => !fields.some((f) => isFor(e, errorPathOf(f))));
  function submit(event: FormEvent) {
    event.preventDefault();
    void props.onSubmit();
  }
  return (
    <form
      className={props.className}
      role={props.role}
      aria-label={props.label}
      aria-labelledby={props.heading && !props.label ? headingId : undefined}
      onSubmit={submit}
      noValidate
    >
      {props.heading && <h2 id={headingId}>{props.heading}</h2>}
      {unplaced.length > 0 && <p role="alert">{unplaced.map((e) => e.message).join('; ')}</p>}
      <ErrorSummary errors={placed} />
      {props.intro}
      <StaffFields id={id} fields={fields} form={props.form} />
      {props.children}
      <Button type="submit" variant={props.submitVariant}>
        {props.submitLabel}
      </Button>
    </form>
  );
}

/** A field table's inputs alone, each with the server's refusal of it (for a form of its own). */
export function StaffFields<V extends FormRecord>({
  id,
  fields,
  form: { values, setValues, errors },
}: Pick<StaffFormProps<V>, 'id' | 'fields' | 'form'>) {
  const errorFor = (field: FieldSpec<string>) =>
    errors.find((e) => isFor(e, errorPathOf(field)))?.message;
  return fields.map((field) => (
    <FieldOf
      key={field.key}
      id={inputIdOf(id, field)}
      field={field}
      value={values[field.key]}
      error={errorFor(field)}
      onChange={(value) => setValues({ ...values, [field.key]: value })}
    />
  ));
}

function FieldOf({
  id,
  field,
  value,
  error,
  onChange,
}: {
  id: string;
  field: FieldSpec<string>;
  value: string | boolean | undefined;
  error: string | undefined;
  onChange: (value: string | boolean) => void;
}) {
  const common = { id, label: field.label, hint: field.hint, error, onChange };
  switch (field.kind) {
    case 'check':
      return (
        <p className="staff-check">
          <input
            type="checkbox"
            id={id}
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
          />
          <label htmlFor={id}>{field.label}</label>
        </p>
      );
    case 'area':
      return <TextArea {...common} value={String(value ?? '')} rows={field.rows} />;
    case 'select':
      return <SelectField {...common} value={String(value ?? '')} options={field.options} />;
    default:
      return (
        <TextField {...common} value={String(value ?? '')} width={field.width} type={field.type} />
      );
  }
}
