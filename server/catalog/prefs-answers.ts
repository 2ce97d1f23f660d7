/**
 * The answers of the catalog's public calls (the wizards' prefs, the regions),
 * described for the OpenAPI document and checked against it in the API tests.
 * Typed as the domain's types, which the browser imports without zod, so the
 * two cannot drift.
 */
import { z } from 'zod';
import type {
  GeneralPrefs,
  OrderPrefs,
  PujaDetail,
  Region,
  RegionalEventDetail,
  RegionalPrefs,
} from '../../domain/prefs';
import { ERROR_ANSWERS } from '../http';

/** A catalog row's words in the page's language, when the temple wrote them. */
const localized = z.object({
  language: z.string(),
  texts: z.record(z.string(), z.string()),
});

const generalPrefs: z.ZodType<GeneralPrefs> = z.object({
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
  states: z.array(z.object({ code: z.string(), name: z.string(), country: z.string() })),
  birthStars: z.array(
    z.object({ code: z.string(), name: z.string(), aliases: z.array(z.string()) }),
  ),
  genderIdentities: z.array(z.object({ code: z.string(), name: z.string() })),
});

const pujaDetail: z.ZodType<PujaDetail> = z.object({
  pujaId: z.number(),
  id: z.number(),
  code: z.string(),
  key: z.string(),
  name: z.string(),
  displayName: z.string(),
  category: z.string(),
  cost: z.number(),
  price: z.number(),
  selectionOrder: z.number(),
  extDescription: z.string(),
  pujaDates: z.array(z.string()),
  pujaScheduleForWebList: z.array(
    z.object({ dateOfPuja: z.string(), orderCutoffTime: z.string() }),
  ),
  goodsValue: z.number().optional(),
  localized: localized.optional(),
});

const orderPrefs: z.ZodType<OrderPrefs> = z.object({
  pujaDetails: z.array(pujaDetail),
  pujaRecommendationDetails: z.array(pujaDetail),
  pujaDates: z.record(z.string(), z.array(z.string())),
  costLookup: z.record(z.string(), z.number()),
});

const eventDetail: z.ZodType<RegionalEventDetail> = z.object({
  id: z.number(),
  regionId: z.number(),
  regionName: z.string(),
  name: z.string(),
  offeringTitle: z.string(),
  title: z.string(),
  hostedBy: z.string(),
  eventDate: z.string(),
  timeZone: z.string(),
  orderCutOffTime: z.string(),
  additionalEventDetailsAsHTML: z.string(),
  contactEmailId: z.string(),
  informationURL: z.string(),
  cost: z.number(),
  extDescription: z.string(),
  localized: localized.optional(),
});

const regionalPrefs: z.ZodType<RegionalPrefs> = z.object({ eventDetails: z.array(eventDetail) });

const region: z.ZodType<Region> = z.object({
  regionId: z.number(),
  regionName: z.string(),
  hasPujaEvents: z.boolean(),
  hasAstroEvents: z.boolean(),
  localized: localized.optional(),
});

export const PREFS_ANSWERS = {
  general: { 200: generalPrefs, ...ERROR_ANSWERS },
  order: { 200: orderPrefs, ...ERROR_ANSWERS },
  regional: { 200: regionalPrefs, ...ERROR_ANSWERS },
  regions: { 200: z.object({ regions: z.array(region) }), ...ERROR_ANSWERS },
} as const;
