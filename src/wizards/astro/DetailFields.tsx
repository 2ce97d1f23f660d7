/** The birth details of one person, with native date and time inputs (values YYYY-MM-DD and HH:MM). */
import type { FieldError } from '../../domain/api-error';
import type { Person } from '../../domain/astro/api';
import { fieldId } from '../../domain/order-draft';
import { Fieldset, TextField, errorFor } from '../../ui/form';

interface NativeFieldProps {
  id: string;
  label: string;
  hint: string;
  type: 'date' | 'time';
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

function NativeField({ id, label, hint, type, value, error, onChange }: NativeFieldProps) {
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div id={`${id}-hint`} className="field__hint">
        {hint}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <input
        id={id}
        className="field__input field__input--medium"
        type={type}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

interface PersonFieldsProps {
  index: number;
  count: number;
  person: Person;
  errors: readonly FieldError[];
  onChange: (values: Partial<Person>) => void;
}

export function PersonFields({ index, count, person, errors, onChange }: PersonFieldsProps) {
  const path = (field: keyof Person) => `people.${index}.${field}`;
  return (
    <Fieldset legend={count === 1 ? 'The person the reading is for' : `Person ${index + 1}`}>
      <TextField
        id={fieldId(path('fullName'))}
        label="Full name"
        autoComplete={index === 0 ? 'name' : 'off'}
        value={person.fullName}
        error={errorFor(errors, path('fullName'))}
        onChange={(fullName) => onChange({ fullName })}
      />
      <NativeField
        id={fieldId(path('birthDate'))}
        label="Date of birth"
        hint="For example 12 April 1990"
        type="date"
        value={person.birthDate}
        error={errorFor(errors, path('birthDate'))}
        onChange={(birthDate) => onChange({ birthDate })}
      />
      <NativeField
        id={fieldId(path('birthTime'))}
        label="Time of birth (optional)"
        hint="As exact as you know it, in the local time of the birthplace. Leave empty if unknown."
        type="time"
        value={person.birthTime}
        error={errorFor(errors, path('birthTime'))}
        onChange={(birthTime) => onChange({ birthTime })}
      />
      <TextField
        id={fieldId(path('birthPlace'))}
        label="Place of birth"
        hint="Town or city, and country"
        value={person.birthPlace}
        error={errorFor(errors, path('birthPlace'))}
        onChange={(birthPlace) => onChange({ birthPlace })}
      />
    </Fieldset>
  );
}
