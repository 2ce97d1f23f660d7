/** What the console's routes read from a request, checked: a refusal names each bad field. */
import { z } from 'zod';
import { validationErrorFromIssues } from '../http';

/** An order number in a route's path (any case; the order table keeps it upper case). */
export const orderNumberParam = z.object({
  orderNumber: z.string().regex(/^[A-Za-z0-9]{1,20}$/, 'Not an order number'),
});

/** A catalog row's number in a route's path. */
export const numericIdParam = z.object({ id: z.coerce.number().int().min(0) });

/** An astrology booking's code in a route's path. */
export const bookingCodeParam = z.object({
  bookingCode: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'Not a booking code'),
});

/** A day in a query string, as the roster's dates are written. */
export const dateQuery = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD'),
});

/** The value as the schema reads it, or the 400 naming each field it refuses. */
export function parseRequestPart<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationErrorFromIssues(parsed.error.issues);
  return parsed.data;
}
