/** The birth details of one person, with native date and time inputs (values YYYY-MM-DD and HH:MM). */
import { useLingui } from '@lingui/react/macro';
import type { FieldError } from '../../domain/api-error';
import type { Person } from '../../domain/astro/api';
import { fieldId } from '../../domain/order-draft';
import { NAKSHATRA_NAMES } from '../../domain/jyotish/nakshatra';
import { nakshatraName } from '../../domain/nakshatra-names';
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
  const number = index + 1;
  const starOptions = NAKSHATRA_NAMES.map((name) => ({
    value: name,
    label: nakshatraName(name, i18n.locale),
  }));
  return (
    <Fieldset legend={count === 1 ? t`The person the reading is for` : t`Person ${number}`}>
      <TextField
        id={fieldId(path('fullName'))}
        label={t`Full name`}
        autoComplete={index === 0 ? 'name' : 'off'}
        value={person.fullName}
        error={errorFor(errors, path('fullName'))}
        onChange={(fullName) => onChange({ fullName })}
      />
      <TextField
        id={fieldId(path('birthDate'))}
        label={t`Date of birth`}
        hint={t`Type the month, day and year in the order the box shows them, or pick the date from the calendar.`}
        type="date"
        width="medium"
        value={person.birthDate}
        error={errorFor(errors, path('birthDate'))}
        onChange={(birthDate) => onChange({ birthDate })}
      />
      <TextField
        id={fieldId(path('birthTime'))}
        label={t`Time of birth (optional)`}
        hint={t`As exact as you know it, in the local time of the birthplace. Leave empty if unknown.`}
        type="time"
        width="medium"
        value={person.birthTime}
        error={errorFor(errors, path('birthTime'))}
        onChange={(birthTime) => onChange({ birthTime })}
      />
      <TextField
        id={fieldId(path('birthPlace'))}
        label={t`Place of birth`}
        hint={t`Town or city, and country`}
        value={person.birthPlace}
        error={errorFor(errors, path('birthPlace'))}
        onChange={(birthPlace) => onChange({ birthPlace })}
      />
      <SelectField
        id={fieldId(path('birthStar'))}
        label={t`Birth star (nakshatra, optional)`}
        hint={t`If you know it`}
        placeholder={t`Not known`}
        value={person.birthStar ?? ''}
        error={errorFor(errors, path('birthStar'))}
        onChange={(birthStar) => onChange({ birthStar })}
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
