/** Step checks of the astrology flows, with the same schemas the server uses. */
import type { z } from 'zod';
import {
  billingSchema,
  emailSchema,
  personSchemaAt,
  type Billing,
  type Person,
} from '../../domain/astro/api';
import type { FieldError } from '../../domain/api-error';
import { astroIssueText } from '../../domain/astro/astro-text';
import type { Clock } from '../../domain/clock';
import { entryOfIsoDay, type DayEntry } from '../../domain/day-entry';
import { ONE_BIRTH_ENTRY_TEXT, entryProblemText } from '../../domain/day-entry-text';
import { english, withValues } from '../../domain/message-text';

function issuesOf(schema: z.ZodType, value: unknown, prefix: (string | number)[]): FieldError[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  // One error per field, the schema's English with its message for the visitor (decision 0148).
  const seen = new Set<string>();
  return result.error.issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path].map(String).join('.');
    if (seen.has(path)) return [];
    seen.add(path);
    return [{ path, message: issue.message, text: astroIssueText(issue) }];
  });
}

/**
 * The details step's errors; a date of birth whose three fields are wrong
 * says what is wrong with them (in place of the schema's "Enter the date").
 */
export function detailsErrors(
  people: Person[],
  email: string,
  now: Clock,
  entries: Readonly<Record<number, DayEntry>> = {},
): FieldError[] {
  return [
    ...people.flatMap((person, index) => {
      const path = `people.${index}.birthDate`;
      const entry = entries[index] ?? entryOfIsoDay(person.birthDate);
      const problem = entryProblemText(entry, now().getTime(), ONE_BIRTH_ENTRY_TEXT);
      const issues = issuesOf(personSchemaAt(now), person, ['people', index]);
      if (!problem) return issues;
      const text = withValues(...problem);
      const error = { path, message: english(text), text };
      // In the form's order: after the name, before the time and place.
      const rest = issues.filter((issue) => issue.path !== path);
      const name = rest.findIndex((issue) => issue.path === `people.${index}.fullName`);
      return [...rest.slice(0, name + 1), error, ...rest.slice(name + 1)];
    }),
    ...issuesOf(emailSchema, email, ['email']),
  ];
}

export function billingErrors(billing: Billing): FieldError[] {
  return issuesOf(billingSchema, billing, ['billing']);
}

export function emptyPerson(): Person {
  return { fullName: '', birthDate: '', birthTime: '', birthPlace: '' };
}

export function emptyBilling(): Billing {
  return { firstName: '', lastName: '', address: '', city: '', state: '', zip: '', country: 'US' };
}
