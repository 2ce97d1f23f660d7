/** Line-item entry shared by every flow: one to five people, updated field by field. */
import {
  MAX_PEOPLE,
  MIN_PEOPLE,
  emptyPerson,
  withEntries,
  type PersonDraft,
} from '../../domain/order-draft';

export const canAddPerson = (people: readonly PersonDraft[]): boolean => people.length < MAX_PEOPLE;
export const canRemovePerson = (people: readonly PersonDraft[]): boolean =>
  people.length > MIN_PEOPLE;

export function addPerson(people: readonly PersonDraft[]): PersonDraft[] {
  return canAddPerson(people) ? [...people, emptyPerson()] : [...people];
}

export function removePerson(people: readonly PersonDraft[], index: number): PersonDraft[] {
  if (!canRemovePerson(people) || index < 0 || index >= people.length) return [...people];
  return people.filter((_, i) => i !== index);
}

export function updatePerson(
  people: readonly PersonDraft[],
  index: number,
  values: Partial<PersonDraft>,
): PersonDraft[] {
  const { entered, ...rest } = values;
  return people.map((person, i) => {
    if (i !== index) return person;
    // Typed date fields set the ISO day they name (or none): the view never makes a date.
    return entered ? withEntries({ ...person, ...rest }, entered) : { ...person, ...rest };
  });
}
