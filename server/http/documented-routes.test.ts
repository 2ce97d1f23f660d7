/**
 * The OpenAPI document (/puja-web-v2/api/openapi.json) lists exactly the calls
 * the server answers: a documented call that answers 404, or a route missing
 * from the document, misleads whoever builds on it. Every API call describes
 * its answers there, so the API tests can check them (server/test-support/openapi-answers.ts).
 * docs/api.md's notes on calls name only calls the document has.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

/**
 * The calls a note of docs/api.md names: "- `POST /a/b`, `.../c`, `d.json`: …"
 * names POST /a/b, POST /a/c and POST /a/d.json.
 */
function callsOfNote(line: string): string[] {
  const head = line.slice(2, line.indexOf('`: ') + 1);
  const spans = [...head.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
  const first = /^([A-Z]+) (\/\S*)$/.exec(spans[0] ?? '');
  if (!first) return [];
  const [, method, firstPath] = first;
  const folder = firstPath!.slice(0, firstPath!.lastIndexOf('/') + 1);
  return [
    `${method} ${firstPath}`,
    ...spans.slice(1).map((span) => `${method} ${folder}${span.replace(/^\.\.\.\//, '')}`),
  ].map((call) => documentPath(call));
}

describe('the OpenAPI document', () => {
  it('lists every API call the server answers, and no call it lacks', async () => {
    const documented = callsOf(await fetchDocument());
    const served = servedCalls();
    expect(served.length).toBeGreaterThan(80);
    expect(served.filter((call) => !documented.includes(call))).toEqual([]);
    expect(documented.filter((call) => !served.includes(call))).toEqual([]);
  });

  it('has every call docs/api.md writes a note on', async () => {
    const documented = callsOf(await fetchDocument());
    const doc = readFileSync(path.join(process.cwd(), 'docs/api.md'), 'utf8');
    const noted = doc
      .split('\n')
      .filter((line) => /^- `[A-Z]+ \//.test(line))
      .flatMap(callsOfNote);
    expect(noted.length).toBeGreaterThan(20);
    expect(noted.filter((call) => !documented.includes(call))).toEqual([]);
  });
});

describe('a note of docs/api.md', () => {
  it('names the calls it means, shorthand included', () => {
    expect(callsOfNote('- `POST /x/a`, `.../b`, `c.json`, `:id/d`: answer `e`')).toEqual([
      'POST /x/a',
      'POST /x/b',
      'POST /x/c.json',
      'POST /x/{id}/d',
    ]);
  });
});
