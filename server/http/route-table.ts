/**
 * Every route the server registers (method, URL pattern, whether it is a
 * write), recorded as it is added, so tests that must cover every write
 * endpoint (the fuzzer) discover new ones without a list to keep up to date.
 */
import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Installed by buildServer before any route is registered. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method, url: route.url });
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
