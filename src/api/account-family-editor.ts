/**
 * The family page's calls (machines/family-editor): the account's people and
 * the people of its past orders read together, a person saved (added or
 * changed) or removed. A signed-out answer (401) and a network fault each
 * fail with their own reason (domain/account/family-failure.ts).
 */
import { fromPromise } from 'xstate';
import type { FamilyLoad, SaveAnswer, SaveRequest } from '../../machines/family-editor';
import type { ApiErrorBody } from '../../domain/api-error';
import type {
  FamilyAnswer,
  FamilyPersonAnswer,
  FamilySuggestionsAnswer,
} from '../../domain/account/family';
import { FAMILY_FAILURE } from '../../domain/account/family-failure';
import { ACCOUNT_API, familyPersonPath } from '../../domain/account/paths';
import { getJson, type HttpOptions } from './http';

const JSON_TYPE = 'application/json';

async function call(
  path: string,
  init: { method: string; body?: unknown },
  options: HttpOptions,
): Promise<Response> {
  if (init.method === 'GET') {
    try {
      return await getJson(path, options);
    } catch {
      throw new Error(FAMILY_FAILURE.offline);
    }
  }
  const doFetch = options.fetchImpl ?? fetch;
  try {
    return await doFetch(`${options.base ?? ''}${path}`, {
      method: init.method,
      headers: {
        Accept: JSON_TYPE,
        ...(init.body === undefined ? {} : { 'Content-Type': JSON_TYPE }),
        ...options.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: options.signal,
    });
  } catch {
    throw new Error(FAMILY_FAILURE.offline);
  }
}

/** The reason of an answer that is not a success (and not a refusal of fields). */
function failureOf(response: Response): Error {
  return new Error(response.status === 401 ? FAMILY_FAILURE.signedOut : FAMILY_FAILURE.failed);
}

async function bodyOf<T>(response: Response): Promise<T> {
  if (!response.ok) throw failureOf(response);
  try {
    return (await response.json()) as T;
  } catch {
    throw new Error(FAMILY_FAILURE.failed);
  }
}

export async function loadFamily(options: HttpOptions = {}): Promise<FamilyLoad> {
  const [people, suggestions] = await Promise.all([
    call(ACCOUNT_API.family, { method: 'GET' }, options).then(bodyOf<FamilyAnswer>),
    call(ACCOUNT_API.familySuggestions, { method: 'GET' }, options).then(
      bodyOf<FamilySuggestionsAnswer>,
    ),
  ]);
  return { people: people.people, suggestions: suggestions.suggestions };
}

export async function savePerson(
  request: SaveRequest,
  options: HttpOptions = {},
): Promise<SaveAnswer> {
  const response = await call(
    request.id === null ? ACCOUNT_API.family : familyPersonPath(request.id),
    { method: request.id === null ? 'POST' : 'PUT', body: request.input },
    options,
  );
  if (response.status === 400) {
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    if (body?.error.fields && body.error.fields.length > 0) {
      return { kind: 'invalid', fields: body.error.fields };
    }
  }
  const { person } = await bodyOf<FamilyPersonAnswer>(response);
  return { kind: 'saved', person };
}

export async function removePerson(id: string, options: HttpOptions = {}): Promise<void> {
  const response = await call(familyPersonPath(id), { method: 'DELETE' }, options);
  await bodyOf<unknown>(response);
}

/** The family editor's actors as the browser runs them. */
export const familyEditorActors = {
  loadFamily: fromPromise<FamilyLoad>(({ signal }) => loadFamily({ signal })),
  savePerson: fromPromise<SaveAnswer, SaveRequest>(({ input, signal }) =>
    savePerson(input, { signal }),
  ),
  removePerson: fromPromise<unknown, { id: string }>(({ input, signal }) =>
    removePerson(input.id, { signal }),
  ),
};
