/**
 * THE route-authorisation helper of the staff API. Every staff route is
 * registered with `staffRoute(roles)` in its options:
 *
 *   app.get(`${STAFF_API}/roster`, staffRoute(['priest']), async (request) => {
 *     request.staff; // { id, email, name, role } of the signed-in member
 *   });
 *
 * It answers 401 without a live session, 403 FORBIDDEN_ORIGIN for a write
 * (POST/PUT/PATCH/DELETE) whose Origin is not our own, and 403 FORBIDDEN for a
 * role not in the list (admins may use every staff route). Routes are
 * recorded in `staffRouteTable(app)`, which the table-driven test walks.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { roleMayUse, type StaffMe, type StaffRole } from '../../domain/staff/roles';
import { ApiError, BODY_LIMITS, privateAnswer } from '../http';
import { readSessionCookie } from './cookie';
import { sameOrigin } from '../sign-in';
import { resumeSession } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on a staffRoute (set before the handler runs). */
    staff: StaffMe | null;
  }
  interface FastifyContextConfig {
    /** Set by staffRoute(): who may use the route; 'public' for the sign-in calls. */
    staffRoles?: readonly StaffRole[] | 'public';
  }
}

export interface StaffRouteEntry {
  method: string;
  url: string;
  roles: readonly StaffRole[] | 'public';
}

const tables = new WeakMap<FastifyInstance, StaffRouteEntry[]>();

/** Every staff route registered on this server, with who may use it. */
export function staffRouteTable(app: FastifyInstance): readonly StaffRouteEntry[] {
  return tables.get(app) ?? [];
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The same-origin check of a change (server/sign-in), as the console's routes import it. */
export { sameOrigin };

/**
 * Installs the request decoration, the route recorder and `Cache-Control: private,
 * no-store` on every staff answer (they carry personal data); called once by buildServer.
 */
export function installStaffAuth(app: FastifyInstance): void {
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.staffRoles) await privateAnswer(request, reply);
  });
  const table: StaffRouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const roles = route.config?.staffRoles;
    if (!roles) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, roles });
    }
  });
}

/** 401 without a live session; 403 for a write from another origin. */
async function authenticate(request: FastifyRequest): Promise<void> {
  const deps = request.server.deps;
  const secret = readSessionCookie(request, deps.config);
  const member = secret ? await resumeSession(deps.db, secret, deps.now()) : null;
  if (!member) throw new ApiError(401, 'UNAUTHENTICATED', 'Sign in to the staff console first');
  if (WRITE_METHODS.has(request.method) && !sameOrigin(request, deps.config.publicUrl)) {
    throw new ApiError(403, 'FORBIDDEN_ORIGIN', 'This change must come from the staff console');
  }
  request.staff = member;
}

/** The onRequest hooks staffRoute() made: how a route's guard is recognised. */
const guards = new WeakSet<object>();

/** Whether `hook` is the staff guard (a staffRoute's onRequest). */
export const isStaffGuard = (hook: unknown): boolean =>
  typeof hook === 'function' && guards.has(hook);

/** Route options for a staff route open to `roles` (and admins). */
export function staffRoute(roles: readonly StaffRole[]) {
  const onRequest: onRequestHookHandler = async (request) => {
    await authenticate(request);
    if (!roleMayUse(request.staff!.role, roles)) {
      throw new ApiError(403, 'FORBIDDEN', 'Your role may not use this');
    }
  };
  guards.add(onRequest);
  return { config: { staffRoles: roles }, onRequest, bodyLimit: BODY_LIMITS.console } as const;
}

/** The member of a staffRoute's request (always set there). */
export function staffOf(request: FastifyRequest): StaffMe {
  if (!request.staff)
    throw new ApiError(401, 'UNAUTHENTICATED', 'Sign in to the staff console first');
  return request.staff;
}

/** The audit actor for a staff request. */
export function actorOf(request: FastifyRequest) {
  const member = staffOf(request);
  return { staffId: member.id, label: member.email };
}
