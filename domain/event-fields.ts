/**
 * Stored data validated as data: what a regional event's text and link fields
 * may hold, shared by every API that writes them (the staff console's event
 * editing) and by the read path that serves events stored before.
 *
 * - names and titles are one line of plain text: no markup (`<`, `>`) and no
 *   control characters; the site shows them as text, never as HTML;
 * - `informationURL` is empty or an absolute http(s) address (never
 *   `javascript:` or `data:`).
 */
import { z } from 'zod';
import { isHttpUrl, isPlainLine } from './plain-text';

export { isHttpUrl, isPlainLine, toPlainLine } from './plain-text';

/** A required one-line plain-text field: `plainLineSchema('event title', 200)`. */
export const plainLineSchema = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}`)
    .max(max, `At most ${max} characters`)
    .refine(isPlainLine, 'Use plain text, without < or > or line breaks');

/** Empty, or an http(s) address. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  .refine((value) => value === '' || isHttpUrl(value), 'Use an http:// or https:// address');

/** The text and link fields of a regional event, as the API names them (RegionalEventDetail). */
export const regionalEventFieldsSchema = z.object({
  name: plainLineSchema('offering name', 120),
  offeringTitle: plainLineSchema('offering title', 120),
  title: plainLineSchema('event title', 200),
  hostedBy: plainLineSchema('host', 200),
  informationURL: httpUrlSchema,
});
export type RegionalEventFields = z.infer<typeof regionalEventFieldsSchema>;
