/**
 * The HTTP calls of the year page (domain/sacred-year/api.ts): the year
 * loaded, the calendar feed made and revoked, a person's reminder choices
 * saved; the actors of machines/year-page and machines/reminder-choices.
 */
import { fromPromise } from 'xstate';
import type { ApiErrorBody } from '../../domain/api-error';
import {
  newFeedSchema,
  remindersAnswerSchema,
  YEAR_API,
  yearAnswerSchema,
  type NewFeed,
} from '../../domain/sacred-year/api';
import { YEAR_FAILURE } from '../../domain/sacred-year/year-page';
import type { SaveRemindersAnswer, SaveRemindersInput } from '../../machines/reminder-choices';
import type { YearLoad } from '../../machines/year-page';
import { getJson, postJson, type HttpOptions } from './http';

async function send(call: () => Promise<Response>): Promise<Response> {
  try {
    return await call();
  } catch {
    throw new Error(YEAR_FAILURE.offline);
  }
}

function failure(response: Response): Error {
  if (response.status === 401) return new Error(YEAR_FAILURE.signedOut);
  return new Error(response.status === 429 ? YEAR_FAILURE.tooMany : YEAR_FAILURE.failed);
}

/** A PUT or DELETE with a JSON answer (the client's GET and POST are src/api/http.ts). */
function change(method: 'PUT' | 'DELETE', path: string, body: unknown, options: HttpOptions) {
  const doFetch = options.fetchImpl ?? fetch;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return doFetch(`${options.base ?? ''}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
}

/** The account's year; signed out on a 401. */
export async function loadYear(options: HttpOptions = {}): Promise<YearLoad> {
  const response = await send(() => getJson(YEAR_API.year, options));
  if (response.status === 401) return { kind: 'signedOut' };
  if (!response.ok) throw failure(response);
  const parsed = yearAnswerSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(YEAR_FAILURE.failed);
  return { kind: 'signedIn', year: parsed.data };
}

/** A new feed (any old one revoked): its address, shown once. */
export async function createFeed(options: HttpOptions = {}): Promise<NewFeed> {
  const response = await send(() => postJson(YEAR_API.feed, {}, options));
  if (!response.ok) throw failure(response);
  const parsed = newFeedSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(YEAR_FAILURE.failed);
  return parsed.data;
}

/** The feed revoked: its address answers 404 from now on. */
export async function revokeFeed(options: HttpOptions = {}): Promise<void> {
  const response = await send(() => change('DELETE', YEAR_API.feed, undefined, options));
  if (!response.ok) throw failure(response);
}

/** A person's reminder choices saved, or the fields the server refused (400). */
export async function saveReminders(
  input: SaveRemindersInput,
  options: HttpOptions = {},
): Promise<SaveRemindersAnswer> {
  const response = await send(() =>
    change('PUT', YEAR_API.reminders(input.personId), input.reminders, options),
  );
  if (response.status === 400) {
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    if (body?.error.fields) return { kind: 'invalid', fields: body.error.fields };
  }
  if (!response.ok) throw failure(response);
  const parsed = remindersAnswerSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(YEAR_FAILURE.failed);
  return { kind: 'saved', reminders: parsed.data.reminders };
}

/** The year page's actors, for src/app/year-page.tsx. */
export const browserYearActors = () => ({
  page: {
    loadYear: fromPromise<YearLoad>(() => loadYear()),
    createFeed: fromPromise<NewFeed>(() => createFeed()),
    revokeFeed: fromPromise<void>(() => revokeFeed()),
  },
  reminders: {
    saveReminders: fromPromise<SaveRemindersAnswer, SaveRemindersInput>(({ input }) =>
      saveReminders(input),
    ),
  },
});
