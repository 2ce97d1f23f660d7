/**
 * `npm run jyotish -- star-birthdays --date YYYY-MM-DD --time HH:MM --lat N
 * --lon E [--timeZone ZONE] --tradition kerala|tamil|lunar [--years N]`, or with
 * `--kind remembrance` the passing's details and `--tradition kerala|north`:
 * the same dates as GET star-birthdays, one YYYY-MM-DD per line.
 */
import { templeDate, yearlyDays, zonedTimeToInstant } from '../../domain/jyotish';
import tzlookup from 'tz-lookup';
import { ApiError } from '../http';
import { parseStarBirthdaysRequest } from './star-birthdays-request';

export const STAR_BIRTHDAYS_USAGE =
  'Usage: npm run jyotish -- star-birthdays --date YYYY-MM-DD --time HH:MM --lat N --lon E ' +
  '[--timeZone ZONE] --tradition kerala|tamil|lunar [--years 1-10]\n' +
  "   or: npm run jyotish -- star-birthdays --kind remembrance (the passing's --date, --time, " +
  '--lat, --lon) --tradition kerala|north [--years 1-10]';

const FLAGS = ['kind', 'date', 'time', 'lat', 'lon', 'timeZone', 'tradition', 'years'];

/** `--name value` and `--name=value` pairs into a query like the route's. */
function flagsOf(args: readonly string[]): Record<string, string> {
  const query: Record<string, string> = {};
  args.forEach((arg, i) => {
    const [name, inline] = arg.replace(/^--/, '').split('=', 2) as [string, string | undefined];
    const value = inline ?? args[i + 1];
    if (arg.startsWith('--') && FLAGS.includes(name) && value !== undefined) query[name] = value;
  });
  return query;
}

export function starBirthdaysCommand(args: readonly string[], now: Date) {
  const today = templeDate(now);
  try {
    const query = parseStarBirthdaysRequest(flagsOf(args), today);
    if (!('lat' in query)) throw new Error('Give --lat and --lon');
    const timeZone = query.timeZone ?? tzlookup(query.lat, query.lon);
    const birth = zonedTimeToInstant(timeZone, query.date, query.minutes);
    const year = Number(today.slice(0, 4));
    const dates = yearlyDays(query.day, birth, year, query.years);
    return { stdout: dates.map((date) => `${date}\n`).join(''), stderr: '', code: 0 };
  } catch (error) {
    const problems =
      error instanceof ApiError && error.fields
        ? error.fields.map((f) => `--${f.path}: ${f.message}`)
        : [error instanceof Error ? error.message : String(error)];
    return { stdout: '', stderr: `${[...problems, STAR_BIRTHDAYS_USAGE].join('\n')}\n`, code: 2 };
  }
}
