/** Step checks of the astrology flows, with the same schemas the server uses. */
import type { z } from 'zod';
import {
  billingSchema,
  emailSchema,
  personSchemaAt,
  type Billing,
  type Person,
} from '../../src/domain/astro/api';
import { toFieldErrors, type FieldError } from '../../src/domain/api-error';
import type { Clock } from '../../src/domain/clock';

function issuesOf(schema: z.ZodType, value: unknown, prefix: (string | number)[]): FieldError[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return toFieldErrors(result.error.issues.map((i) => ({ ...i, path: [...prefix, ...i.path] })));
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
