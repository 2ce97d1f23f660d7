/**
 * The jyotish answers as zod schemas for the OpenAPI document. Each is typed
 * as the answer type of domain/jyotish/api.ts (which the browser imports
 * without zod), so a schema that drifts from its type does not compile.
 */
import { z } from 'zod';
import type {
  BirthPlace,
  BirthStarAnswer,
  DayStarsAnswer,
  Place,
  PlaceNotFoundAnswer,
  PlacesAnswer,
  StarBirthdaysAnswer,
} from '../../domain/jyotish/api';
import type { Star } from '../../domain/jyotish/nakshatra';
import { queryValue } from '../http';

const star: z.ZodType<Star> = z.object({ code: z.string(), name: z.string() });

const place: z.ZodType<Place> = z.object({
  name: z.string(),
  region: z.string().nullable(),
  country: z.string().meta({ description: 'ISO 3166-1 alpha-2' }),
  countryName: z.string(),
  lat: z.number(),
  lon: z.number(),
  timeZone: z.string().meta({ description: 'IANA time zone' }),
});

export const placesAnswer: z.ZodType<PlacesAnswer> = z.object({ places: z.array(place) });

const birthPlace: z.ZodType<BirthPlace> = z.object({
  name: z.string().nullable(),
  country: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  timeZone: z.string(),
  utcOffset: z.string().meta({ description: '"+05:30", or with seconds for local mean time' }),
});

const birthStarAnswer: z.ZodType<BirthStarAnswer> = z.object({
  star,
  pada: z.number().int(),
  moonLongitude: z.number(),
  nearBoundary: z.boolean(),
  alternative: star.optional(),
  place: birthPlace,
  instant: z.string().meta({ description: 'The birth instant in UTC (ISO 8601)' }),
});

const dayStarsAnswer: z.ZodType<DayStarsAnswer> = z.object({
  date: z.string(),
  place: birthPlace,
  stars: z.array(z.object({ star, start: z.string(), end: z.string() })),
});

/** With a time of birth the star at that instant, without it the stars of the local day. */
export const birthStarOrDayAnswer = z.union([birthStarAnswer, dayStarsAnswer]);

export const placeNotFoundAnswer: z.ZodType<PlaceNotFoundAnswer> = z.object({
  error: z.object({
    code: z.literal('PLACE_NOT_FOUND'),
    message: z.string(),
    fields: z.array(z.object({ path: z.string(), message: z.string() })),
  }),
  suggestions: z.array(place),
});

export const starBirthdaysAnswer: z.ZodType<StarBirthdaysAnswer> = z.object({
  dates: z.array(z.string().meta({ description: 'YYYY-MM-DD' })),
});

/** The queries as sent; each route's own parser checks them and names each bad field. */
export const placesQuery = z.looseObject({ q: queryValue('2 to 120 characters of a place name') });
const birthFields = {
  date: queryValue('Date of birth, YYYY-MM-DD'),
  time: queryValue('Time of birth, HH:MM (24-hour clock)'),
  place: queryValue('Place of birth (or lat and lon)'),
  lat: queryValue('Latitude in degrees'),
  lon: queryValue('Longitude in degrees'),
  timeZone: queryValue('IANA time zone, with lat and lon'),
};
export const birthStarQuery = z.looseObject(birthFields);
export const starBirthdaysQuery = z.looseObject({
  ...birthFields,
  tradition: queryValue('kerala, tamil or lunar'),
  years: queryValue('1 to 10, default 1'),
});
