/**
 * The star-birthdays query: the birth-star query's fields (a birth time is
 * needed; of the passing for remembrance days) plus `kind` (`birthday`, the
 * default, or `remembrance`), `tradition` and `years`; a 400 names each bad
 * field.
 */
import { BIRTHDAY_TRADITIONS, REMEMBRANCE_TRADITIONS, type YearlyDay } from '../../domain/jyotish';
import { ApiError, validationError } from '../http';
import { parseBirthStarRequest, type BirthStarRequest } from './birth-star-request';

const KINDS = ['birthday', 'remembrance'] as const;

export type StarBirthdaysRequest = BirthStarRequest & {
  minutes: number;
  day: YearlyDay;
  years: number;
};

interface FieldProblem {
  path: string;
  message: string;
}

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

function ownProblems(query: Record<string, unknown>, today: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const kind = single(query.kind) ?? 'birthday';
  if (!KINDS.includes(kind as (typeof KINDS)[number])) {
    problems.push({ path: 'kind', message: `Choose one of: ${KINDS.join(', ')}` });
  }
  const remembrance = kind === 'remembrance';
  const event = remembrance ? 'passing' : 'birth';
  const date = single(query.date);
  if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
    if (date < '1900-01-01')
      problems.push({ path: 'date', message: `Give a ${event} from 1900 on` });
    if (date > today)
      problems.push({ path: 'date', message: `The ${event} cannot be in the future` });
  }
  if (single(query.time) === undefined || single(query.time) === '') {
    problems.push({ path: 'time', message: `Give the time of ${event} as HH:MM (24-hour clock)` });
  }
  const traditions: readonly string[] = remembrance ? REMEMBRANCE_TRADITIONS : BIRTHDAY_TRADITIONS;
  if (!traditions.includes(single(query.tradition) as string)) {
    problems.push({ path: 'tradition', message: `Choose one of: ${traditions.join(', ')}` });
  }
  const years = single(query.years);
  if (years !== undefined && !(typeof years === 'string' && /^([1-9]|10)$/.test(years))) {
    problems.push({ path: 'years', message: 'Give a whole number of years from 1 to 10' });
  }
  return problems;
}

/** Every bad field at once: the birth-star fields' problems first, then these. */
export function parseStarBirthdaysRequest(
  query: Record<string, unknown>,
  today: string,
): StarBirthdaysRequest {
  let birth: BirthStarRequest | undefined;
  let problems: FieldProblem[] = [];
  try {
    birth = parseBirthStarRequest(query);
  } catch (error) {
    if (!(error instanceof ApiError) || !error.fields) throw error;
    problems = [...error.fields];
  }
  const own = ownProblems(query, today).filter((p) => !problems.some((q) => q.path === p.path));
  problems = [...problems, ...own];
  if (problems.length > 0 || !birth || birth.minutes === undefined) {
    throw validationError(problems);
  }
  const years = single(query.years);
  return {
    ...birth,
    minutes: birth.minutes,
    day: {
      kind: single(query.kind) ?? 'birthday',
      tradition: single(query.tradition),
    } as YearlyDay,
    years: typeof years === 'string' ? Number(years) : 1,
  };
}
