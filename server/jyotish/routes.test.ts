/**
 * The birth-star and places API. Expected stars and longitudes come from Swiss
 * Ephemeris 2.10.03 (built-in Moshier ephemeris, SE_SIDM_LAHIRI), computed once
 * from the UTC instants below (the offsets as the IANA database has them)
 * with the same method as scripts/jyotish/swisseph-reference.mjs.
 */
import { describe, expect, it } from 'vitest';
import type {
  BirthStarAnswer,
  DayStarsAnswer,
  PlaceNotFoundAnswer,
  PlacesAnswer,
} from '../../domain/jyotish/api';
import { JYOTISH_PATHS } from '../../domain/jyotish/api';
import type { ApiErrorBody } from '../../domain/api-error';
import { startApiServer } from '../test-support/api-server';
import { createFakeGateway } from '../test-support/fake-gateway';
import { startedForTheFile } from '../test-support/for-the-file';

const server = startedForTheFile(() => startApiServer({ payments: createFakeGateway() }));

async function get<T>(path: string, params: Record<string, string>, status = 200): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}?${new URLSearchParams(params)}`);
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}

interface Birth {
  what: string;
  params: Record<string, string>;
  utcOffset: string;
  instant: string;
  star: string;
  pada: number;
  /** Swiss Ephemeris, degrees. */
  longitude: number;
}

const BIRTHS: Birth[] = [
  {
    what: 'Kollam, 1953',
    params: { date: '1953-09-27', time: '09:10', place: 'Kollam' },
    utcOffset: '+05:30',
    instant: '1953-09-27T03:40:00.000Z',
    star: 'Krittika',
    pada: 3,
    longitude: 35.9936,
  },
  {
    what: 'Chennai, 1943, India’s war time (UTC+06:30), before 1947',
    params: { date: '1943-06-10', time: '12:00', place: 'Chennai, India' },
    utcOffset: '+06:30',
    instant: '1943-06-10T05:30:00.000Z',
    star: 'Purva Phalguni',
    pada: 1,
    longitude: 135.6172,
  },
  {
    what: 'Mumbai, 1920',
    params: { date: '1920-01-15', time: '06:00', place: 'Mumbai' },
    utcOffset: '+05:30',
    instant: '1920-01-15T00:30:00.000Z',
    star: 'Vishakha',
    pada: 1,
    longitude: 202.9112,
  },
  {
    what: 'Porbandar, 1869, Howrah mean time',
    params: { date: '1869-10-02', time: '07:11', place: 'Porbandar' },
    utcOffset: '+05:53:20',
    instant: '1869-10-02T01:17:40.000Z',
    star: 'Ashlesha',
    pada: 4,
    longitude: 117.179,
  },
  {
    what: 'New York, 1985, daylight saving time',
    params: { date: '1985-07-04', time: '14:30', place: 'New York City' },
    utcOffset: '-04:00',
    instant: '1985-07-04T18:30:00.000Z',
    star: 'Shravana',
    pada: 3,
    longitude: 288.1731,
  },
  {
    what: 'London, 1966, British summer time',
    params: { date: '1966-07-30', time: '15:00', place: 'London, United Kingdom' },
    utcOffset: '+01:00',
    instant: '1966-07-30T14:00:00.000Z',
    star: 'Purva Ashadha',
    pada: 3,
    longitude: 263.2523,
  },
  {
    what: 'Sydney, 2001, southern summer time',
    params: { date: '2001-01-01', time: '00:30', place: 'Sydney' },
    utcOffset: '+11:00',
    instant: '2000-12-31T13:30:00.000Z',
    star: 'Shatabhisha',
    pada: 4,
    longitude: 319.57,
  },
  {
    what: 'Los Angeles, the last minute of 1999',
    params: { date: '1999-12-31', time: '23:59', place: 'Los Angeles' },
    utcOffset: '-08:00',
    instant: '2000-01-01T07:59:00.000Z',
    star: 'Swati',
    pada: 4,
    longitude: 197.4566,
  },
  {
    what: 'Tokyo, 1955',
    params: { date: '1955-03-15', time: '08:00', place: 'Tokyo' },
    utcOffset: '+09:00',
    instant: '1955-03-14T23:00:00.000Z',
    star: 'Anuradha',
    pada: 3,
    longitude: 221.5784,
  },
  {
    what: 'Paris, 1905, Paris mean time',
    params: { date: '1905-06-01', time: '12:00', place: 'Paris, France' },
    utcOffset: '+00:09:21',
    instant: '1905-06-01T11:50:39.000Z',
    star: 'Krittika',
    pada: 1,
    longitude: 27.686,
  },
  {
    what: 'Singapore, 1970 (UTC+07:30 then)',
    params: { date: '1970-08-09', time: '06:00', place: 'Singapore' },
    utcOffset: '+07:30',
    instant: '1970-08-08T22:30:00.000Z',
    star: 'Chitra',
    pada: 4,
    longitude: 185.8057,
  },
  {
    what: 'Nairobi, 2010, by coordinates without a time zone',
    params: { date: '2010-10-10', time: '10:10', lat: '-1.2833', lon: '36.8167' },
    utcOffset: '+03:00',
    instant: '2010-10-10T07:10:00.000Z',
    star: 'Vishakha',
    pada: 3,
    longitude: 207.2585,
  },
  {
    what: 'São Paulo, 1988, Brazilian summer time',
    params: { date: '1988-02-01', time: '07:45', place: 'Sao Paulo' },
    utcOffset: '-02:00',
    instant: '1988-02-01T09:45:00.000Z',
    star: 'Punarvasu',
    pada: 4,
    longitude: 92.1634,
  },
  {
    what: 'Toronto, 2024, hours after the clocks went forward',
    params: { date: '2024-03-10', time: '10:00', place: 'Toronto' },
    utcOffset: '-04:00',
    instant: '2024-03-10T14:00:00.000Z',
    star: 'Purva Bhadrapada',
    pada: 3,
    longitude: 329.2592,
  },
  {
    what: 'Kathmandu, 1990 (UTC+05:45)',
    params: { date: '1990-05-05', time: '05:05', place: 'Kathmandu' },
    utcOffset: '+05:45',
    instant: '1990-05-04T23:20:00.000Z',
    star: 'Uttara Phalguni',
    pada: 1,
    longitude: 147.0471,
  },
  {
    what: 'Thiruvananthapuram, 2049, by coordinates and time zone',
    params: {
      date: '2049-04-01',
      time: '18:00',
      lat: '8.5241',
      lon: '76.9366',
      timeZone: 'Asia/Kolkata',
    },
    utcOffset: '+05:30',
    instant: '2049-04-01T12:30:00.000Z',
    star: 'Uttara Bhadrapada',
    pada: 1,
    longitude: 335.332,
  },
];

describe('GET birth-star', () => {
  it.each(BIRTHS.map((b) => [b.what, b] as const))('%s', async (_what, birth) => {
    const answer = await get<BirthStarAnswer>(JYOTISH_PATHS.birthStar, birth.params);
    expect(answer.place.utcOffset).toBe(birth.utcOffset);
    expect(answer.instant).toBe(birth.instant);
    expect(answer.star).toEqual({ code: birth.star, name: birth.star });
    expect(answer.pada).toBe(birth.pada);
    expect(Math.abs(answer.moonLongitude - birth.longitude)).toBeLessThan(0.05);
    expect(answer.nearBoundary).toBe(false);
    expect(answer.alternative).toBeUndefined();
  });

  it('names the place it found, with its time zone', async () => {
    const answer = await get<BirthStarAnswer>(JYOTISH_PATHS.birthStar, BIRTHS[0]!.params);
    expect(answer.place).toMatchObject({
      name: 'Kollam',
      country: 'IN',
      timeZone: 'Asia/Kolkata',
    });
    expect(answer.place.lat).toBeCloseTo(8.88, 1);
    expect(answer.place.lon).toBeCloseTo(76.58, 1);
  });

  // The Moon entered Krittika at 02:02 IST on 24 November 2026 (Swiss Ephemeris: between 02:02 and 02:03).
  it.each([
    ['01:55', 'Bharani', 4, 'Krittika'],
    ['02:10', 'Krittika', 1, 'Bharani'],
  ])(
    'at the edge of a star (%s IST) answers nearBoundary with the neighbour',
    async (time, star, pada, other) => {
      const answer = await get<BirthStarAnswer>(JYOTISH_PATHS.birthStar, {
        date: '2026-11-24',
        time,
        place: 'Kollam',
      });
      expect(answer).toMatchObject({
        star: { code: star },
        pada,
        nearBoundary: true,
        alternative: { code: other, name: other },
      });
    },
  );

  it('20 minutes from the edge is not near it', async () => {
    const answer = await get<BirthStarAnswer>(JYOTISH_PATHS.birthStar, {
      date: '2026-11-24',
      time: '02:22',
      place: 'Kollam',
    });
    expect(answer).toMatchObject({ star: { code: 'Krittika' }, nearBoundary: false });
  });

  it('without a time, lists the stars in force that local day with local start and end', async () => {
    const answer = await get<DayStarsAnswer>(JYOTISH_PATHS.birthStar, {
      date: '2026-11-24',
      place: 'Kollam',
    });
    expect(answer.place.utcOffset).toBe('+05:30');
    expect(answer.stars.map((s) => s.star.code)).toEqual(['Bharani', 'Krittika', 'Rohini']);
    expect(answer.stars[0]!.start < '2026-11-24T00:00').toBe(true);
    expect(answer.stars[0]!.end).toBe('2026-11-24T02:02+05:30');
    expect(answer.stars[1]!.start).toBe('2026-11-24T02:02+05:30');
    expect(answer.stars[1]!.end).toBe(answer.stars[2]!.start);
    expect(answer.stars[2]!.start < '2026-11-25T00:00').toBe(true);
    expect(answer.stars[2]!.end > '2026-11-25T00:00').toBe(true);
  });

  it('answers an unknown place with 404 and close matches', async () => {
    const answer = await get<PlaceNotFoundAnswer>(
      JYOTISH_PATHS.birthStar,
      { date: '1990-01-01', time: '10:00', place: 'Chenai' },
      404,
    );
    expect(answer.error.code).toBe('PLACE_NOT_FOUND');
    expect(answer.error.fields).toEqual([{ path: 'place', message: expect.any(String) }]);
    expect(answer.suggestions[0]).toMatchObject({ name: 'Chennai', country: 'IN' });
  });

  it.each([
    [{ time: '10:00', place: 'Kollam' }, 'date'],
    [{ date: '1990-02-30', time: '10:00', place: 'Kollam' }, 'date'],
    [{ date: '1990-01-01', time: '25:00', place: 'Kollam' }, 'time'],
    [{ date: '1990-01-01', time: '10:00' }, 'place'],
    [{ date: '1990-01-01', lat: '95', lon: '10' }, 'lat'],
    [{ date: '1990-01-01', lat: '10' }, 'lon'],
    [{ date: '1990-01-01', lat: '10', lon: '10', timeZone: 'Mars/Olympus' }, 'timeZone'],
  ])('answers bad input %j with 400 naming %s', async (params, field) => {
    const answer = await get<ApiErrorBody>(JYOTISH_PATHS.birthStar, params, 400);
    expect(answer.error.code).toBe('VALIDATION');
    expect(answer.error.fields?.map((f) => f.path)).toEqual([field]);
  });
});

describe('GET places', () => {
  it('finds places by name, most populous first, with region, country and time zone', async () => {
    const { places } = await get<PlacesAnswer>(JYOTISH_PATHS.places, { q: 'Springfield' });
    expect(places.length).toBeGreaterThan(3);
    expect(places.every((p) => p.name === 'Springfield')).toBe(true);
    const illinois = await get<PlacesAnswer>(JYOTISH_PATHS.places, { q: 'springfield, illinois' });
    expect(illinois.places[0]).toMatchObject({
      name: 'Springfield',
      region: 'Illinois',
      country: 'US',
      countryName: 'United States',
      timeZone: 'America/Chicago',
    });
  });

  it('includes India’s towns and matches prefixes without accents', async () => {
    const { places } = await get<PlacesAnswer>(JYOTISH_PATHS.places, { q: 'Chengann' });
    expect(places[0]).toMatchObject({
      name: 'Chengannūr',
      country: 'IN',
      timeZone: 'Asia/Kolkata',
    });
    const sao = await get<PlacesAnswer>(JYOTISH_PATHS.places, { q: 'sao paulo' });
    expect(sao.places[0]).toMatchObject({ name: 'São Paulo', country: 'BR' });
  });

  it('answers a too-short query with 400 naming q', async () => {
    const answer = await get<ApiErrorBody>(JYOTISH_PATHS.places, { q: 'x' }, 400);
    expect(answer.error.fields?.map((f) => f.path)).toEqual(['q']);
  });
});
