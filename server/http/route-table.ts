/**
 * Every route the server registers (method, URL pattern, whether it is a
 * write, the hooks it runs before its handler), recorded as it is added, so
 * tests that must cover every write endpoint (the fuzzer) or check every
 * route's guard (server/staff) discover new ones without a list to keep up to date.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  /** The route's own onRequest and preHandler hooks, in order (not the app-wide ones). */
  hooks: readonly unknown[];
  /** The route's `config` (staffRoute() sets `staffRoles` there). */
  config: RouteOptions['config'];
}

const asList = (hook: unknown): unknown[] =>
  hook === undefined || hook === null ? [] : Array.isArray(hook) ? hook : [hook];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Installed by buildServer before any route is registered. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const hooks = [...asList(route.onRequest), ...asList(route.preHandler)];
    for (const method of methods) {
      table.push({ method, url: route.url, hooks, config: route.config });
    }
  });
}

export function routeTable(app: FastifyInstance): readonly RouteEntry[] {
  return tables.get(app) ?? [];
}

export function writeRoutes(app: FastifyInstance): RouteEntry[] {
  const seen = new Set<string>();
  return routeTable(app).filter((route) => {
    const key = `${route.method} ${route.url}`;
    if (!WRITE_METHODS.has(route.method) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
