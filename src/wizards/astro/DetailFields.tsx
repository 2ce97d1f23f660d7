/** The birth details of one person: the date as day, month and year, a native time input (HH:MM). */
import { useLingui } from '@lingui/react/macro';
import type { FieldError } from '../../../domain/api-error';
import type { DayEntry } from '../../../domain/day-entry';
import type { Person } from '../../../domain/astro/api';
import { fieldId } from '../../../domain/order-draft';
import { NAKSHATRA_NAMES } from '../../../domain/jyotish/nakshatra';
import { nakshatraName } from '../../../domain/nakshatra-names';
import { DayFields, Fieldset, SelectField, TextField, errorFor } from '../../ui/form';
import { BirthStarFinder, type BirthStarFinderRef } from '../shared/BirthStarFinder';

interface PersonFieldsProps {
  index: number;
  count: number;
  person: Person;
  errors: readonly FieldError[];
  onChange: (values: Partial<Person>) => void;
  /** The date of birth's three fields as typed. */
  birthDateEntry: DayEntry;
  onBirthDateChange: (entry: DayEntry) => void;
  /** The flow's birth-star finder, when one runs. */
  finder: BirthStarFinderRef | undefined;
  /** Asks the flow to start the finder for this person. */
  onFindStar: () => void;
}

export function PersonFields({
  index,
  count,
  person,
  errors,
  onChange,
  birthDateEntry,
  onBirthDateChange,
  finder,
  onFindStar,
}: PersonFieldsProps) {
  const { i18n, t } = useLingui();
  const path = (field: keyof Person) => `people.${index}.${field}`;
  /** What ties a field to this person's detail: its id, value, error and change. */
  const bind = (field: 'fullName' | 'birthTime' | 'birthPlace' | 'birthStar') => ({
    id: fieldId(path(field)),
    value: person[field] ?? '',
    error: errorFor(errors, path(field)),
    onChange: (value: string) => onChange({ [field]: value }),
  });
  const number = index + 1;
  const starOptions = NAKSHATRA_NAMES.map((name) => ({
    value: name,
    label: nakshatraName(name, i18n.locale),
  }));
  return (
    <Fieldset legend={count === 1 ? t`The person the reading is for` : t`Person ${number}`}>
      <TextField
        {...bind('fullName')}
        label={t`Full name`}
        autoComplete={index === 0 ? 'name' : 'off'}
      />
      <DayFields
        id={fieldId(path('birthDate'))}
        label={t`Date of birth`}
        hint={t`For example 27 March 1985`}
        entry={birthDateEntry}
        error={errorFor(errors, path('birthDate'))}
        onChange={onBirthDateChange}
      />
      <TextField
        {...bind('birthTime')}
        label={t`Time of birth (optional)`}
        hint={t`As exact as you know it, in the local time of the birthplace. Leave empty if unknown.`}
        type="time"
        width="medium"
      />
      <TextField
        {...bind('birthPlace')}
        label={t`Place of birth`}
        hint={t`Town or city, and country`}
      />
      <SelectField
        {...bind('birthStar')}
        label={t`Birth star (nakshatra, optional)`}
        hint={t`If you know it`}
        placeholder={t`Not known`}
        options={starOptions}
      />
      <BirthStarFinder
        finder={finder}
        index={index}
        starFieldId={fieldId(path('birthStar'))}
        onOpen={onFindStar}
      />
    </Fieldset>
  );
}
