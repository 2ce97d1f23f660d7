/** The birth details of one person, with native date and time inputs (values YYYY-MM-DD and HH:MM). */
import { useLingui } from '@lingui/react/macro';
import type { FieldError } from '../../../domain/api-error';
import type { Person } from '../../../domain/astro/api';
import { fieldId } from '../../../domain/order-draft';
import { NAKSHATRA_NAMES } from '../../../domain/jyotish/nakshatra';
import { nakshatraName } from '../../../domain/nakshatra-names';
import { Fieldset, SelectField, TextField, errorFor } from '../../ui/form';
import { BirthStarFinder, type BirthStarFinderRef } from '../shared/BirthStarFinder';

interface PersonFieldsProps {
  index: number;
  count: number;
  person: Person;
  errors: readonly FieldError[];
  onChange: (values: Partial<Person>) => void;
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
  finder,
  onFindStar,
}: PersonFieldsProps) {
  const { i18n, t } = useLingui();
  const path = (field: keyof Person) => `people.${index}.${field}`;
  /** What ties a field to this person's detail: its id, value, error and change. */
  const bind = (field: 'fullName' | 'birthDate' | 'birthTime' | 'birthPlace' | 'birthStar') => ({
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
      <TextField
        {...bind('birthDate')}
        label={t`Date of birth`}
        hint={t`Type the month, day and year in the order the box shows them, or pick the date from the calendar.`}
        type="date"
        width="medium"
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
