/**
 * The shape of a family person as the API takes it; what the values mean is
 * checked by ./family-rules.ts, so each problem gets its own sentence.
 */
import { z } from 'zod';
import { FAMILY_PLACE_MAX } from './family';
import type { FamilyPersonInput } from './family';

const index = z.number().int().nullable();

const placeSchema = z.object({
  name: z.string().max(FAMILY_PLACE_MAX * 2),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  timeZone: z.string().min(1).max(64),
});

export const lifeEventSchema = z.object({
  date: z.string().max(10).nullable(),
  time: z.string().max(5).nullable(),
  place: placeSchema.nullable(),
  star: index,
  monthSign: index,
  tithi: index,
});

export const familyPersonInputSchema = z.object({
  name: z.string().max(400),
  relation: z.string().max(30),
  tradition: z.string().max(10),
  lunarScheme: z.string().max(12).default('amanta'),
  departed: z.boolean(),
  birth: lifeEventSchema,
  passing: lifeEventSchema.nullable(),
  reminders: z.object({ weeksBefore: index, daysBefore: index }),
  consent: z.boolean(),
});

/** The shape parsed; its strings are the domain's words once familyPersonProblems finds none. */
export const asFamilyPersonInput = (
  parsed: z.infer<typeof familyPersonInputSchema>,
): FamilyPersonInput => parsed as FamilyPersonInput;

/** A kept person as the API answers it (FamilyPerson). */
export const familyPersonSchema = familyPersonInputSchema.omit({ consent: true }).extend({
  id: z.string(),
  consentAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const familyAnswerSchema = z.object({ people: z.array(familyPersonSchema) });
export const familyPersonAnswerSchema = z.object({ person: familyPersonSchema });
export const familySuggestionsAnswerSchema = z.object({
  suggestions: z.array(
    z.object({
      orderNumber: z.string(),
      person: familyPersonInputSchema.omit({ consent: true }),
    }),
  ),
});
