/**
 * Every call listed in docs/api.md's table of calls is a route the server
 * has: a documented call that answers 404 misleads whoever builds on it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiTestServer } from '../test-support/api-server';
import { routeTable } from './route-table';

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(async () => server?.close());

/**
 * The calls of a table row's first cell: "`POST /a/b`, `.../c`, `d.json`"
 * names POST /a/b, POST /a/c and POST /a/d.json.
 */
function callsOfRow(cell: string): string[] {
  const spans = [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
  const first = /^([A-Z]+) (\/\S*)$/.exec(spans[0] ?? '');
  if (!first) return [];
  const [, method, firstPath] = first;
  const folder = firstPath!.slice(0, firstPath!.lastIndexOf('/') + 1);
  return [
    `${method} ${firstPath}`,
    ...spans.slice(1).map((span) => `${method} ${folder}${span.replace(/^\.\.\.\//, '')}`),
  ];
}

describe('docs/api.md', () => {
  it('reads a row with shorthand names as the calls it means', () => {
    expect(callsOfRow('| `POST /x/a`, `.../b`, `c.json` | answer')).toEqual([
      'POST /x/a',
      'POST /x/b',
      'POST /x/c.json',
    ]);
  });

  it('lists only calls the server answers', () => {
    const doc = readFileSync(path.join(process.cwd(), 'docs/api.md'), 'utf8');
    const documented = doc
      .split('\n')
      .filter((line) => /^\| `[A-Z]+ \//.test(line))
      .flatMap((line) => callsOfRow(line.split(' | ')[0]!));
    expect(documented.length).toBeGreaterThan(5);
    const served = new Set(routeTable(server.app).map((route) => `${route.method} ${route.url}`));
    expect(documented.filter((call) => !served.has(call))).toEqual([]);
  });
});
