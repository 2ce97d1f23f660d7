/** What the console's routes read from a request, checked: a refusal names each bad field. */
import { z } from 'zod';
import { validationErrorFromIssues } from '../http';

/** An order number in a route's path (any case; the order table keeps it upper case). */
export const orderNumberParam = z.object({
  orderNumber: z.string().regex(/^[A-Za-z0-9]{1,20}$/, 'Not an order number'),
});

/** The value as the schema reads it, or the 400 naming each field it refuses. */
export function parseRequestPart<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationErrorFromIssues(parsed.error.issues);
  return parsed.data;
}
