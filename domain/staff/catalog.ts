/** The console's catalog edits: pujas, schedules, regions, regional events, reading types. */
import { z } from 'zod';
import { emailField } from '../bounded-text';
import { PUJA_CATEGORIES } from '../constants';
import { httpUrlSchema, plainLineSchema } from '../event-fields';
import { TAX_TREATMENT_VALUES, TAX_TREATMENTS, type TaxTerms } from '../tax-treatment';

const oneLine = (what: string, max: number) =>
  z.string().trim().min(1, `Enter the ${what}`).max(max, `At most ${max} characters`);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

export const pujaInput = z.object({
  name: oneLine('name', 120),
  extDescription: z.string().trim().max(4000, 'At most 4000 characters'),
  category: z.enum(Object.values(PUJA_CATEGORIES) as [string, ...string[]], 'Choose a category'),
  selectionOrder: z.number().int().min(0).max(10_000),
  costCents: z.number().int('Whole cents').min(0, 'Not below zero').max(10_000_000),
  active: z.boolean(),
  /** Offered in the puja recommendation order (category RECOMMENDATIONS). */
  recommendation: z.boolean(),
});
export type PujaInput = z.infer<typeof pujaInput>;

/**
 * WEEKLY (a weekday), BIRTH_STAR (monthly on a birth star: the IST date the
 * Moon enters it; Krittika is the Kali/Karthika rule), DATES (listed).
 */
export const scheduleInput = z.discriminatedUnion('rule', [
  z.object({
    rule: z.literal('WEEKLY'),
    weekday: z.number().int().min(0).max(6),
    cutoffDays: z.number().int().min(0).max(60),
  }),
  z.object({
    rule: z.literal('BIRTH_STAR'),
    /** 0 Ashwini … 26 Revati (NAKSHATRA_NAMES); Krittika (2) when absent. */
    star: z.number().int().min(0, 'Choose a birth star').max(26, 'Choose a birth star').default(2),
    cutoffDays: z.number().int().min(0).max(60),
  }),
  z.object({
    rule: z.literal('DATES'),
    dates: z.array(isoDay).min(1, 'List at least one date').max(100),
    cutoffDays: z.number().int().min(0).max(60),
  }),
  z.object({ rule: z.literal('NONE'), cutoffDays: z.number().int().min(0).max(60) }),
]);
export type ScheduleInput = z.infer<typeof scheduleInput>;

export const regionInput = z.object({ name: plainLineSchema('region name', 120) });

export const eventInput = z.object({
  regionId: z.number().int(),
  kind: z.enum(['PUJA', 'ASTRO']),
  // Stored data is data: plain-text names and http(s) links (domain/event-fields.ts).
  name: plainLineSchema('offering name', 120),
  title: plainLineSchema('event title', 200),
  hostedBy: plainLineSchema('host', 200),
  /** Local date, time (HH:MM) and IANA time zone of the event. */
  localDate: isoDay,
  localTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM'),
  timeZone: oneLine('time zone', 64),
  /** Ordering closes this many hours before the event. */
  cutoffHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  contactEmail: emailField('Enter an email address'),
  informationUrl: httpUrlSchema,
  detailsHtml: z.string().max(20_000),
  costCents: z.number().int().min(0).max(10_000_000),
  description: z.string().trim().max(4000),
});
export type EventInput = z.infer<typeof eventInput>;

export const readingTypeInput = z.object({
  name: oneLine('name', 120),
  durationMinutes: z.number().int().min(5).max(600),
  priceCents: z.number().int().min(0).max(10_000_000),
  active: z.boolean(),
});
export type ReadingTypeInput = z.infer<typeof readingTypeInput>;

/**
 * An item's tax treatment (domain/tax-treatment.ts). Goods need what they are
 * and their good-faith value; the route also refuses a value above the price.
 */
export const taxTermsInput = z
  .object({
    treatment: z.enum(TAX_TREATMENT_VALUES, 'Choose the tax treatment'),
    goodsDescription: z.string().trim().max(200, 'At most 200 characters').default(''),
    goodsValueCents: z
      .number('Enter the value in dollars and cents')
      .int('Whole cents')
      .min(0, 'Not below zero')
      .max(10_000_000)
      .default(0),
  })
  .superRefine((terms, ctx) => {
    if (terms.treatment !== TAX_TREATMENTS.goods) return;
    if (!terms.goodsDescription)
      ctx.addIssue({
        code: 'custom',
        path: ['goodsDescription'],
        message: 'Say what the goods are, e.g. "prasad: blessed sweets and kumkum"',
      });
    if (terms.goodsValueCents < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['goodsValueCents'],
        message: 'Give the good-faith value of the goods (choose "intangible" for none)',
      });
  })
  .transform((terms): TaxTerms =>
    terms.treatment === TAX_TREATMENTS.goods
      ? terms
      : { treatment: terms.treatment, goodsDescription: '', goodsValueCents: 0 },
  );

export interface CatalogPuja extends PujaInput {
  /** The tax treatment receipts give the puja. */
  tax: TaxTerms;
  id: number;
  scheduleRule: string;
  cutoffDays: number;
  isSample: boolean;
  /** The next open dates (YYYY-MM-DD) with their cutoffs. */
  nextDates: { date: string; cutoff: string }[];
}

export interface CatalogEvent {
  id: number;
  regionId: number;
  kind: string;
  name: string;
  title: string;
  hostedBy: string;
  eventDate: string;
  cutoff: string;
  timeZone: string;
  contactEmail: string;
  informationUrl: string;
  detailsHtml: string;
  costCents: number;
  isSample: boolean;
  tax: TaxTerms;
}
