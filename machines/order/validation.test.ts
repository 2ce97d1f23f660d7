import { describe, expect, it } from 'vitest';
import { emptyAddress, emptyPerson, type PersonDraft } from '../../domain/order-draft';
import { EMPTY_ORDER_PREFS, EMPTY_GENERAL_PREFS } from '../../domain/prefs';
import { LIVING_PERSON, SAMPLE_ADDRESS } from '../../domain/test-support/fixtures';
import { freshProgress, type OrderWizardContext } from './context';
import { flowRules, pujaOrderFlow } from './flows';
import { stepErrors } from './validation';
import { updatePerson } from './people';

/** The checks' clock: the dates below are in its past or its future. */
const NOW = new Date('2026-06-01T12:00:00Z');

function context(people: PersonDraft[]): OrderWizardContext {
  return {
    kind: 'puja',
    regionId: null,
    regions: [],
    temple: null,
    prefs: {
      general: EMPTY_GENERAL_PREFS,
      order: EMPTY_ORDER_PREFS,
      events: [],
      prasadCountries: ['US'],
    },
    clock: () => NOW,
    loadedAt: NOW.getTime(),
    people,
    notes: '',
    shipping: emptyAddress(),
    billing: SAMPLE_ADDRESS,
    ...freshProgress(),
    draftKey: null,
    lastStep: 'review',
  };
}

const peopleErrors = (person: Partial<PersonDraft>) =>
  stepErrors(context([{ ...LIVING_PERSON, ...person }]), 'people', flowRules(pujaOrderFlow));

describe('the people step checks what the server checks', () => {
  it('refuses a 70-character first name, naming the field', () => {
    const errors = peopleErrors({ firstName: 'A'.repeat(70) });
    expect(errors.map((error) => error.path)).toEqual(['people.0.firstName']);
    // Named by message ids, so the visitor reads it in their language (decision 0148).
    expect(errors[0]?.text).toEqual({
      id: 'order.fieldProblem',
      message: '{field}: {problem}',
      values: {
        field: {
          id: 'order.field.ofPerson',
          message: '{field} of person {person}',
          values: { field: { id: 'order.field.firstName', message: 'First name' }, person: 1 },
        },
        problem: {
          id: 'order.tooLong',
          message: 'Must be at most {max} characters',
          values: { max: 60 },
        },
      },
    });
    expect(errors[0]?.message).toBe('First name of person 1: Must be at most 60 characters');
  });

  it('reports every error of the step at once', () => {
    const errors = peopleErrors({
      firstName: 'A'.repeat(70),
      birthPlace: 'B'.repeat(121),
      entered: { birthDate: { day: '1', month: '1', year: '2030' } },
      birthTimeHour: '7',
      birthTimeMinute: '',
    });
    expect(errors.map((error) => error.path).sort()).toEqual([
      'people.0.birthDate',
      'people.0.birthPlace',
      'people.0.birthTimeMinute',
      'people.0.firstName',
    ]);
  });

  const typed = (day: string, month: string, year: string) => ({ day, month, year });

  it('names what is wrong with the three fields of a date of birth', () => {
    const birth = (day: string, month: string, year: string) =>
      peopleErrors({ entered: { birthDate: typed(day, month, year) } })[0]?.message;
    expect(birth('4', '', '1980')).toBe('The date of birth of person 1 must include a month');
    expect(birth('', '3', '1980')).toBe('The date of birth of person 1 must include a day');
    expect(birth('4', '3', '')).toBe('The date of birth of person 1 must include a year');
    expect(birth('31', '4', '1980')).toBe(
      'The date of birth of person 1 must be a real day: that month has 30 days',
    );
    expect(birth('29', '2', '2023')).toBe(
      'The date of birth of person 1 must be a real day: that month has 28 days',
    );
    expect(birth('1', '5', '1800')).toBe(
      'The year of birth of person 1 must be between 1900 and 2026',
    );
    expect(birth('1', '1', '2030')).toBe(
      'The year of birth of person 1 must be between 1900 and 2026',
    );
    expect(birth('4x', '3', '1980')).toBe(
      'The day and year of birth of person 1 must be written in numbers',
    );
    expect(peopleErrors({ entered: { birthDate: typed('4', '3', '1980') } })).toEqual([]);
  });

  it('keeps the day the fields name as an ISO day, day first whatever the language', () => {
    const [person] = updatePerson([emptyPerson()], 0, {
      entered: { birthDate: typed('4', '3', '1980') },
    });
    expect(person?.birthDate).toBe('1980-03-04');
    const [unfinished] = updatePerson([person!], 0, {
      entered: { birthDate: typed('31', '4', '1980') },
    });
    expect(unfinished?.birthDate).toBe('');
  });

  it('refuses a date of passing before the birth or in the future', () => {
    const departed = { prayerTypeCode: 'DEPARTED', birthDate: '1990-01-01' } as const;
    expect(peopleErrors({ ...departed, dateOfPassing: '1980-01-01' })[0]?.message).toBe(
      'The date of passing of person 1 cannot be before the date of birth',
    );
    expect(
      peopleErrors({ ...departed, entered: { dateOfPassing: typed('31', '12', '2026') } })[0]
        ?.message,
    ).toBe('The date of passing of person 1 cannot be in the future');
    expect(peopleErrors({ ...departed })[0]?.message).toBe('Enter the date of passing of person 1');
    expect(peopleErrors({ ...departed, dateOfPassing: '2021-02-01' })).toEqual([]);
  });

  it('only checks the people actually entered', () => {
    expect(stepErrors(context([emptyPerson()]), 'people', flowRules(pujaOrderFlow))).toHaveLength(
      2,
    );
  });
});

describe('the prasad address step', () => {
  it('accepts a blank prasad email (the billing one is used)', () => {
    const c = context([{ ...LIVING_PERSON, pujaId: 11, requestedPujaDate: '03/07/2026' }]);
    c.shipping = { ...SAMPLE_ADDRESS, email: '' };
    c.billing = emptyAddress();
    expect(stepErrors(c, 'shipping', flowRules(pujaOrderFlow))).toEqual([]);
  });
});
