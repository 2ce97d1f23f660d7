/**
 * GET birth-star, places and star-birthdays (docs/jyotish.md): the birth star
 * from a birth's date, time and place, the place search that feeds it, and
 * the birth's star birthdays at the temple from this year on.
 */
import type { FastifyInstance } from 'fastify';
import tzlookup from 'tz-lookup';
import {
  birthStarAt,
  formatOffset,
  localDateTime,
  starsBetween,
  templeDate,
  utcOffsetSeconds,
  yearlyDays,
  zonedTimeToInstant,
} from '../../domain/jyotish';
import {
  JYOTISH_PATHS,
  type BirthPlace,
  type BirthStarAnswer,
  type DayStarsAnswer,
  type PlaceNotFoundAnswer,
  type PlacesAnswer,
  type StarBirthdaysAnswer,
} from '../../domain/jyotish/api';
import type { Clock } from '../clock';
import type { ServerConfig } from '../config';
import { ERROR_ANSWERS, searchRateLimit, typed, validationError } from '../http';
import { parseBirthStarRequest, type BirthStarRequest } from './birth-star-request';
import { parseStarBirthdaysRequest } from './star-birthdays-request';
import { closeMatches, resolvePlace, searchPlaces } from '../catalog';
import {
  birthStarOrDayAnswer,
  birthStarQuery,
  placeNotFoundAnswer,
  placesAnswer,
  placesQuery,
  starBirthdaysAnswer,
  starBirthdaysQuery,
} from './answers';

const DAY_MINUTES = 24 * 60;

type Located = Omit<BirthPlace, 'utcOffset'>;

async function locate(request: BirthStarRequest): Promise<Located | PlaceNotFoundAnswer> {
  if ('place' in request) {
    const place = await resolvePlace(request.place);
    if (place) {
      const { name, country, lat, lon, timeZone } = place;
      return { name, country, lat, lon, timeZone };
    }
    return {
      error: {
        code: 'PLACE_NOT_FOUND',
        message: `No place called “${request.place}” is in our gazetteer`,
        fields: [
          { path: 'place', message: 'Choose one of the suggested places, or give lat and lon' },
        ],
      },
      suggestions: await closeMatches(request.place),
    };
  }
  const { lat, lon } = request;
  return { name: null, country: null, lat, lon, timeZone: request.timeZone ?? tzlookup(lat, lon) };
}

/** An unknown place: 404 with close matches. */
const located = { 404: placeNotFoundAnswer, ...ERROR_ANSWERS };

export async function registerJyotishRoutes(
  fastify: FastifyInstance,
  config: ServerConfig,
  now: Clock,
): Promise<void> {
  const app = typed(fastify);
  const limited = searchRateLimit(fastify, config);
  const places = {
    ...limited,
    schema: { querystring: placesQuery, response: { 200: placesAnswer, ...ERROR_ANSWERS } },
  };
  app.get(JYOTISH_PATHS.places, places, async (request): Promise<PlacesAnswer> => {
    const { q } = request.query;
    const text = typeof q === 'string' ? q.trim() : '';
    if (text.length < 2 || text.length > 120) {
      throw validationError([{ path: 'q', message: 'Type 2 to 120 characters of the place name' }]);
    }
    return { places: await searchPlaces(text, 10) };
  });

  const birthStar = {
    ...limited,
    schema: { querystring: birthStarQuery, response: { 200: birthStarOrDayAnswer, ...located } },
  };
  app.get(JYOTISH_PATHS.birthStar, birthStar, async (request, reply) => {
    const query = parseBirthStarRequest(request.query);
    const located = await locate(query);
    if ('error' in located) return reply.code(404).send(located);
    const { timeZone } = located;
    if (query.minutes !== undefined) {
      const instant = zonedTimeToInstant(timeZone, query.date, query.minutes);
      const place = { ...located, utcOffset: formatOffset(utcOffsetSeconds(timeZone, instant)) };
      const answer: BirthStarAnswer = {
        ...birthStarAt(instant),
        place,
        instant: instant.toISOString(),
      };
      return answer;
    }
    const dayStart = zonedTimeToInstant(timeZone, query.date, 0);
    const next = new Date(Date.parse(`${query.date}T00:00:00Z`) + DAY_MINUTES * 60_000);
    const dayEnd = zonedTimeToInstant(timeZone, next.toISOString().slice(0, 10), 0);
    const local = (at: Date) => {
      const { local: wall, utcOffset } = localDateTime(timeZone, at);
      return `${wall}${utcOffset}`;
    };
    const answer: DayStarsAnswer = {
      date: query.date,
      place: { ...located, utcOffset: formatOffset(utcOffsetSeconds(timeZone, dayStart)) },
      stars: starsBetween(dayStart, dayEnd).map((period) => ({
        star: period.star,
        start: local(period.start),
        end: local(period.end),
      })),
    };
    return answer;
  });

  const starBirthdays = {
    ...limited,
    schema: { querystring: starBirthdaysQuery, response: { 200: starBirthdaysAnswer, ...located } },
  };
  app.get(JYOTISH_PATHS.starBirthdays, starBirthdays, async (request, reply) => {
    const today = templeDate(now());
    const query = parseStarBirthdaysRequest(request.query, today);
    const located = await locate(query);
    if ('error' in located) return reply.code(404).send(located);
    const birth = zonedTimeToInstant(located.timeZone, query.date, query.minutes);
    const year = Number(today.slice(0, 4));
    const answer: StarBirthdaysAnswer = {
      dates: yearlyDays(query.day, birth, year, query.years),
    };
    return answer;
  });
}
