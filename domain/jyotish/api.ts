/** The Jyotish API's paths and answers, shared by the server and the browser client. */
import { API_BASE } from '../constants';
import type { Star } from './nakshatra';

export const JYOTISH_PATHS = {
  birthStar: `${API_BASE}/api/jyotish/birth-star`,
  places: `${API_BASE}/api/jyotish/places`,
  starBirthdays: `${API_BASE}/api/jyotish/star-birthdays`,
} as const;

/** A gazetteer place as the API answers it. */
export interface Place {
  name: string;
  /** The state or province where the gazetteer can name it. */
  region: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
  countryName: string;
  lat: number;
  lon: number;
  /** IANA time zone from the coordinates. */
  timeZone: string;
}

export interface PlacesAnswer {
  places: Place[];
}

/** The place a birth star was computed for, with the offset in force at birth. */
export interface BirthPlace {
  name: string | null;
  country: string | null;
  lat: number;
  lon: number;
  timeZone: string;
  /** "+05:30", "-04:00", or with seconds for local mean time ("+05:53:28"). */
  utcOffset: string;
}

export interface BirthStarAnswer {
  star: Star;
  pada: number;
  moonLongitude: number;
  nearBoundary: boolean;
  alternative?: Star;
  place: BirthPlace;
  /** The birth instant in UTC (ISO 8601). */
  instant: string;
}

/** A star in force during the asked local day: its whole span, local times with offset. */
export interface DayStar {
  star: Star;
  start: string;
  end: string;
}

export interface DayStarsAnswer {
  date: string;
  place: BirthPlace;
  stars: DayStar[];
}

/** The 404 answer for a place the gazetteer does not know: the error plus close matches. */
export interface PlaceNotFoundAnswer {
  error: { code: 'PLACE_NOT_FOUND'; message: string; fields: { path: string; message: string }[] };
  suggestions: Place[];
}

/** Star birthdays at the temple, YYYY-MM-DD, from this year on. */
export interface StarBirthdaysAnswer {
  dates: string[];
}
