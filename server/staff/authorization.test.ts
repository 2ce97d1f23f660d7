/**
 * Every staff route, table-driven from the server's own route table: anonymous
 * → 401, each role that may not use it → 403, a role that may → 2xx, and every
 * answer `Cache-Control: private, no-store` (staff answers carry personal data).
 * Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, roleMayUse, type StaffRole } from '../../domain/staff/roles';
import { startApiServer } from '../test-support/api-server';
import { createFakeGateway } from '../test-support/fake-gateway';
import { staffRouteTable, type StaffRouteEntry } from './authorize';
import { ROUTE_EXAMPLES } from './test-support/route-examples';
import { signInAs, staffFetch } from './test-support/staff-session';
import { startedForTheFile } from '../test-support/for-the-file';

const server = startedForTheFile(() => startApiServer({ payments: createFakeGateway() }));
let routes: readonly StaffRouteEntry[];

beforeAll(async () => {
  routes = staffRouteTable(server.app);
});

const keyOf = (route: StaffRouteEntry) => `${route.method} ${route.url}`;

async function request(route: StaffRouteEntry, cookie: string | null): Promise<Response> {
  const example = ROUTE_EXAMPLES[keyOf(route)]!;
  const prepared = example.prepare ? await example.prepare(server, cookie) : {};
  const path = prepared.path ?? example.path ?? route.url;
  const body = prepared.body ?? example.body;
  const call = staffFetch(server, cookie);
  // staffFetch prefixes STAFF_API; the table holds full URLs.
  return call(
    route.method,
    path.replace(/^\/puja-web-v2\/api\/staff/, ''),
    route.method === 'GET' ? undefined : (body ?? {}),
  );
}

describe('the staff route table', () => {
  it('has routes, and a working example for every one of them', () => {
    expect(routes.length).toBeGreaterThan(5);
    const missing = routes.map(keyOf).filter((key) => !ROUTE_EXAMPLES[key]);
    expect(missing).toEqual([]);
    const stale = Object.keys(ROUTE_EXAMPLES).filter(
      (key) => !routes.some((r) => keyOf(r) === key),
    );
    expect(stale).toEqual([]);
  });
});

describe('each route', () => {
  it('answers 401 anonymously, 403 to every role that may not use it, 2xx to one that may', async () => {
    const sessions = new Map<StaffRole, string>();
    for (const role of STAFF_ROLES) sessions.set(role, (await signInAs(server, role)).cookie);
    const fresh = async (role: StaffRole) => (await signInAs(server, role)).cookie;
    const failures: string[] = [];
    for (const route of routes) {
      const key = keyOf(route);
      const noStore = (response: Response, who: string) => {
        const cache = response.headers.get('cache-control');
        if (cache !== 'private, no-store') failures.push(`${key} ${who}: Cache-Control ${cache}`);
      };
      if (route.roles === 'public') {
        const response = await request(route, null);
        const expected = ROUTE_EXAMPLES[key]!.anonymousStatus ?? 202;
        if (response.status !== expected) {
          failures.push(`${key} anonymous: ${response.status}, expected ${expected}`);
        }
        noStore(response, 'anonymous');
        continue;
      }
      const anonymous = (await request(route, null)).status;
      if (anonymous !== 401) failures.push(`${key} anonymous: ${anonymous}`);
      for (const role of STAFF_ROLES) {
        if (roleMayUse(role, route.roles)) continue;
        const status = (await request(route, sessions.get(role)!)).status;
        if (status !== 403) failures.push(`${key} as ${role}: ${status}, expected 403`);
      }
      const allowed: StaffRole = route.roles[0] ?? 'admin';
      // A fresh session: sign-out and similar calls must not spend the shared ones.
      const response = await request(route, await fresh(allowed));
      if (response.status < 200 || response.status > 299) {
        failures.push(`${key} as ${allowed}: ${response.status} ${await response.text()}`);
      }
      noStore(response, `as ${allowed}`);
    }
    expect(failures).toEqual([]);
  });
});
