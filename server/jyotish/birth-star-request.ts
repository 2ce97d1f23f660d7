/** The birth-star query's parameters, checked: a 400 names each bad field. */
import { z } from 'zod';
import { isValidTimeZone } from '../../domain/zone-formatter';
import { validationError, validationErrorFromIssues } from '../http';

const realDate = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

const number = (what: string, min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d+)?$/, `Give the ${what} as a number of degrees`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `The ${what} is between ${min} and ${max}`);

const schema = z.object({
  date: z
    .string({ error: 'Give the date of birth as YYYY-MM-DD' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date of birth as YYYY-MM-DD')
    .refine(realDate, 'That date does not exist')
    .refine(
      (value) => value >= '1800-01-01' && value <= '2100-12-31',
      'Give a date between 1800 and 2100',
    ),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give the time of birth as HH:MM (24-hour clock)')
    .optional(),
  place: z.string().trim().min(2, 'Give at least two letters of the place').max(120).optional(),
  lat: number('latitude', -90, 90).optional(),
  lon: number('longitude', -180, 180).optional(),
  timeZone: z
    .string()
    .max(64)
    .refine(isValidTimeZone, 'Give an IANA time zone such as Asia/Kolkata')
    .optional(),
});

export type BirthStarRequest = {
  date: string;
  /** Minutes after local midnight, when the time is known. */
  minutes?: number;
} & ({ place: string } | { lat: number; lon: number; timeZone?: string });

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

export function parseBirthStarRequest(query: Record<string, unknown>): BirthStarRequest {
  const input = Object.fromEntries(
    ['date', 'time', 'place', 'lat', 'lon', 'timeZone']
      .map((key) => [key, single(query[key])])
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationErrorFromIssues(parsed.error.issues);
  const { date, time, place, lat, lon, timeZone } = parsed.data;
  const minutes =
    time === undefined ? undefined : Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const base = { date, ...(minutes !== undefined && { minutes }) };
  if (place !== undefined) return { ...base, place };
  if (lat === undefined && lon === undefined) {
    throw validationError([{ path: 'place', message: 'Give the place of birth, or lat and lon' }]);
  }
  if (lat === undefined) throw validationError([{ path: 'lat', message: 'Give the latitude too' }]);
  if (lon === undefined)
    throw validationError([{ path: 'lon', message: 'Give the longitude too' }]);
  return { ...base, lat, lon, ...(timeZone && { timeZone }) };
}
