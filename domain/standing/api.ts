/**
 * The shapes of the standing offerings' calls, checked by both sides.
 */
import { z } from 'zod';
import { CHARGE_STATUSES, DAY_RULES, OFFERING_STATUSES } from './rules';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Asked once, from a paid order's line: which day rule, until which year. */
export const setupRequestSchema = z.object({
  /** The line (from 1) of the My order page's order whose person and puja are offered. */
  position: z.number().int().min(1).max(10),
  dayRule: z.enum(DAY_RULES),
  /** The last year offered (at most UNTIL_YEARS_MAX years ahead). */
  untilYear: z.number().int().min(2000).max(2100),
  /** The devotee's yes to keep the card at Authorize.net and charge it each date; true to set up. */
  consent: z.boolean().optional(),
  language: z.string().max(8).optional(),
});
export type SetupRequest = z.infer<typeof setupRequestSchema>;

export const cardSchema = z.object({ type: z.string(), lastFour: z.string() });

const solarSchema = z
  .object({ calendar: z.enum(['malayalam', 'tamil']), native: z.string(), latin: z.string() })
  .nullable();

/** One date of an offering: its charge day and, once reached, what happened. */
export const offeringDateSchema = z.object({
  date: isoDate,
  chargeOn: isoDate,
  /** SCHEDULED before its charge day; then the charge row's status. */
  status: z.enum(['SCHEDULED', ...CHARGE_STATUSES]),
  orderNumber: z.string().nullable(),
  /** The next try of a declined charge. */
  nextTryOn: isoDate.nullable(),
  solar: solarSchema,
});
export type OfferingDate = z.infer<typeof offeringDateSchema>;

export const previewAnswerSchema = z.object({
  pujaId: z.number(),
  pujaName: z.string(),
  personName: z.string(),
  dayRule: z.enum(DAY_RULES),
  untilDate: isoDate,
  /** The catalog's price of one date, charged on each. */
  cents: z.number().int(),
  dates: z.array(offeringDateSchema),
  /** The card of the order's charge, kept when the devotee agrees. */
  card: cardSchema.nullable(),
});
export type PreviewAnswer = z.infer<typeof previewAnswerSchema>;

export const offeringSchema = z.object({
  id: z.string(),
  status: z.enum(OFFERING_STATUSES),
  pujaId: z.number(),
  pujaName: z.string(),
  personName: z.string(),
  dayRule: z.enum(DAY_RULES),
  untilDate: isoDate,
  agreedCents: z.number().int(),
  /** The catalog's price today; above agreedCents, the dates wait for consent. */
  currentCents: z.number().int(),
  card: cardSchema,
  language: z.string(),
  sourceOrderNumber: z.string(),
  /** The next dates (up to the until date, at most 12) and the past ones of this year. */
  dates: z.array(offeringDateSchema),
  /** The page of this offering (its manage token), for the account's list. */
  managePath: z.string().nullable(),
});
export type Offering = z.infer<typeof offeringSchema>;

export const offeringAnswerSchema = z.object({ offering: offeringSchema });
export const setupAnswerSchema = z.object({ offering: offeringSchema, managePath: z.string() });
export const offeringsAnswerSchema = z.object({ offerings: z.array(offeringSchema) });

export const pauseRequestSchema = z.object({ date: isoDate });
export const changeRequestSchema = z
  .object({
    pujaId: z.number().int().optional(),
    position: z.number().int().min(1).max(10).optional(),
  })
  .refine((body) => body.pujaId !== undefined || body.position !== undefined, {
    message: 'Say the new puja or the new person.',
  });
export const consentRequestSchema = z.object({ cents: z.number().int().min(1) });
export const hostedCardAnswerSchema = z.object({ token: z.string(), formUrl: z.string() });

/** The console's list. */
export const staffStandingAnswerSchema = z.object({
  offerings: z.array(offeringSchema.extend({ customerEmail: z.string() })),
  /** Charges due in the next 30 days, in date order. */
  nextCharges: z.array(
    z.object({ offeringId: z.string(), date: isoDate, chargeOn: isoDate, cents: z.number() }),
  ),
  /** Declined and failed charges, newest first. */
  failures: z.array(
    z.object({
      offeringId: z.string(),
      date: isoDate,
      status: z.enum(['DECLINED', 'FAILED', 'SKIPPED']),
      code: z.string().nullable(),
      tries: z.number(),
      nextTryOn: isoDate.nullable(),
    }),
  ),
});
export type StaffStandingAnswer = z.infer<typeof staffStandingAnswerSchema>;
