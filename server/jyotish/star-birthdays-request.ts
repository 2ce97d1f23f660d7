/**
 * The star-birthdays query: the birth-star query's fields (a birth time is
 * needed) plus `tradition` and `years`; a 400 names each bad field.
 */
import type { BirthdayTradition } from '../../domain/jyotish';
import { ApiError, validationError } from '../http';
import { parseBirthStarRequest, type BirthStarRequest } from './birth-star-request';

export const TRADITIONS: readonly BirthdayTradition[] = ['kerala', 'tamil', 'lunar'];

export type StarBirthdaysRequest = BirthStarRequest & {
  minutes: number;
  tradition: BirthdayTradition;
  years: number;
};

interface FieldProblem {
  path: string;
  message: string;
}

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

function ownProblems(query: Record<string, unknown>, today: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const date = single(query.date);
  if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
    if (date < '1900-01-01') problems.push({ path: 'date', message: 'Give a birth from 1900 on' });
    if (date > today) problems.push({ path: 'date', message: 'The birth cannot be in the future' });
  }
  if (single(query.time) === undefined || single(query.time) === '') {
    problems.push({ path: 'time', message: 'Give the time of birth as HH:MM (24-hour clock)' });
  }
  const tradition = single(query.tradition);
  if (!TRADITIONS.includes(tradition as BirthdayTradition)) {
    problems.push({ path: 'tradition', message: `Choose one of: ${TRADITIONS.join(', ')}` });
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
    tradition: single(query.tradition) as BirthdayTradition,
    years: typeof years === 'string' ? Number(years) : 1,
  };
}
