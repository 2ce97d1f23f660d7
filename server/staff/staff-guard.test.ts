/**
 * Every route under the staff API goes through the staff guard: the server's own route table
 * (recorded by an onRoute hook as each route is added, server/http/route-table.ts) is walked,
 * and a route under STAFF_API without staffRoute()'s onRequest fails this test, unless it is one
 * of the few sign-in calls that must be open. The same check is shown catching routes added
 * without the guard, or with it replaced.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { STAFF_API } from '../../domain/staff/roles';
import { recordRoutes, routeTable, type RouteEntry } from '../http/route-table';
import { startApiServer } from '../test-support/api-server';
import { startedForTheFile } from '../test-support/for-the-file';
import { createFakeGateway } from '../test-support/fake-gateway';
import { installStaffAuth, isStaffGuard, staffRoute } from './authorize';

/** The staff calls made before anyone is signed in: open by design (docs/staff.md). */
const OPEN_STAFF_ROUTES = new Set([
  `POST ${STAFF_API}/sign-in`,
  `POST ${STAFF_API}/sign-in/complete`,
  `POST ${STAFF_API}/passkeys/sign-in/options`,
  `POST ${STAFF_API}/passkeys/sign-in`,
]);

const underStaffApi = (url: string) => url === STAFF_API || url.startsWith(`${STAFF_API}/`);

/** The routes under the staff API that do not run the staff guard, as `METHOD url`. */
function unguarded(routes: readonly RouteEntry[]): string[] {
  return routes
    .filter((route) => underStaffApi(route.url))
    .filter((route) => {
      const key = `${route.method} ${route.url}`;
      const roles = (route.config as { staffRoles?: unknown } | undefined)?.staffRoles;
      if (roles === 'public') return !OPEN_STAFF_ROUTES.has(key);
      return !(Array.isArray(roles) && route.hooks.some(isStaffGuard));
    })
    .map((route) => `${route.method} ${route.url}`);
}

const server = startedForTheFile(() => startApiServer({ payments: createFakeGateway() }));

describe('the staff guard', () => {
  it('runs before every route under the staff API of the built server', () => {
    const staffRoutes = routeTable(server.app).filter((route) => underStaffApi(route.url));
    expect(staffRoutes.length).toBeGreaterThan(40);
    // The privacy office's routes live outside server/staff and are found all the same.
    expect(staffRoutes.map((route) => route.url)).toContain(`${STAFF_API}/privacy/requests`);
    // The catalog's words per language, guarded for the office.
    for (const method of ['GET', 'PUT']) {
      const route = staffRoutes.find(
        (r) => r.method === method && r.url === `${STAFF_API}/catalog-texts`,
      );
      expect(route?.hooks.some(isStaffGuard), `${method} catalog-texts`).toBe(true);
      expect((route?.config as { staffRoles?: unknown }).staffRoles).toEqual(['office']);
    }
    expect(unguarded(routeTable(server.app))).toEqual([]);
    const open = staffRoutes.filter((route) => !route.hooks.some(isStaffGuard));
    expect(new Set(open.map((route) => `${route.method} ${route.url}`))).toEqual(OPEN_STAFF_ROUTES);
  });

  it('catches a route added without the guard, with its guard replaced, or opened unasked', async () => {
    const app = Fastify();
    recordRoutes(app);
    installStaffAuth(app);
    const answer = async () => ({ ok: true });
    app.get(`${STAFF_API}/guarded`, staffRoute(['office']), answer);
    app.get(`${STAFF_API}/forgotten`, answer);
    app.post(
      `${STAFF_API}/replaced`,
      { ...staffRoute(['office']), onRequest: async () => {} },
      answer,
    );
    app.post(`${STAFF_API}/opened`, { config: { staffRoles: 'public' } }, answer);
    await app.register(
      async (scope) => {
        scope.get('/nested', answer);
      },
      { prefix: STAFF_API },
    );
    app.get('/elsewhere', answer);
    await app.ready();
    expect(unguarded(routeTable(app)).sort()).toEqual(
      [
        `GET ${STAFF_API}/forgotten`,
        `HEAD ${STAFF_API}/forgotten`,
        `POST ${STAFF_API}/replaced`,
        `POST ${STAFF_API}/opened`,
        `GET ${STAFF_API}/nested`,
        `HEAD ${STAFF_API}/nested`,
      ].sort(),
    );
    await app.close();
  });
});
