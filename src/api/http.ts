/**
 * The HTTP client of the site: JSON with an Accept header, POSTs with a JSON
 * Content-Type, relative to the same origin in the browser.
 */
export interface HttpOptions {
  /** Origin to prefix; '' (same origin) in the browser. */
  base?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

const JSON_TYPE = 'application/json';

export function getJson(path: string, options: HttpOptions = {}): Promise<Response> {
  const doFetch = options.fetchImpl ?? fetch;
  return doFetch(`${options.base ?? ''}${path}`, {
    method: 'GET',
    headers: { Accept: JSON_TYPE, ...options.headers },
    signal: options.signal,
  });
}

export function postJson(
  path: string,
  body: unknown,
  options: HttpOptions = {},
): Promise<Response> {
  const doFetch = options.fetchImpl ?? fetch;
  return doFetch(`${options.base ?? ''}${path}`, {
    method: 'POST',
    headers: { Accept: JSON_TYPE, 'Content-Type': JSON_TYPE, ...options.headers },
    body: JSON.stringify(body),
    signal: options.signal,
  });
}
