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

export function detailsErrors(people: Person[], email: string, now: Clock): FieldError[] {
  return [
    ...people.flatMap((person, index) => issuesOf(personSchemaAt(now), person, ['people', index])),
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
