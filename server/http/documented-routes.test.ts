/**
 * The OpenAPI document (/puja-web-v2/api/openapi.json) lists exactly the calls
 * the server answers: a documented call that answers 404, or a route missing
 * from the document, misleads whoever builds on it. Every API call describes
 * its answers there, so the API tests can check them (server/test-support/openapi-answers.ts).
 */
import { describe, expect, it } from 'vitest';
import { startApiServer } from '../test-support/api-server';
import { startedForTheFile } from '../test-support/for-the-file';
import { documentPath, type Document } from '../test-support/openapi-answers';
import { OPENAPI_PATH, isApiCall } from './openapi';
import { routeTable } from './route-table';

const server = startedForTheFile(() => startApiServer());

async function fetchDocument(): Promise<Document> {
  const response = await fetch(`${server.baseUrl}${OPENAPI_PATH}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Document;
}

/** The document's calls as `METHOD /path/{param}`. */
const callsOf = (doc: Document): string[] =>
  Object.entries(doc.paths ?? {}).flatMap(([url, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${url}`),
  );

/** The server's API calls the same way (HEAD is GET's twin). */
const servedCalls = (): string[] =>
  routeTable(server.app)
    .filter((route) => route.method !== 'HEAD' && isApiCall(route.url))
    .map((route) => `${route.method} ${documentPath(route.url)}`);

describe('the OpenAPI document', () => {
  it('lists every API call the server answers, and no call it lacks', async () => {
    const documented = callsOf(await fetchDocument());
    const served = servedCalls();
    expect(served.length).toBeGreaterThan(80);
    expect(served.filter((call) => !documented.includes(call))).toEqual([]);
    expect(documented.filter((call) => !served.includes(call))).toEqual([]);
  });
});
