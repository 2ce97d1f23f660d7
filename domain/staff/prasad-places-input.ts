/** The console's edit of where prasad is posted (domain/prasad/places.ts). */
import { z } from 'zod';

/** What the console sends: at least one two-letter country code, each once. */
export const prasadPlacesInput = z.object({
  countries: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, 'Use two-letter country codes, like US'),
    )
    .min(1, 'Name at least one country: a devotee who lives elsewhere can decline prasad')
    .max(249, 'At most 249 countries')
    .refine((codes) => new Set(codes).size === codes.length, 'Name each country once'),
});
export type PrasadPlacesInput = z.infer<typeof prasadPlacesInput>;
