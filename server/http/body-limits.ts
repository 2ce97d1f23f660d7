/**
 * How many bytes of body each route reads (decision 0173). Every route reads at
 * most a form's worth unless it names its own `bodyLimit`, so a route added later
 * is small by default: a 200 kB string never reaches a schema of Find my order,
 * sign-in, an erasure request or a booking, and is answered 413 in the API's shape.
 */
import type { FastifyInstance } from 'fastify';

export const BODY_LIMITS = {
  /** A form of a few short fields: Find my order, sign-in, erasure requests, holds, changes. */
  form: 16 * 1024,
  /** An order: five people with their notes, two addresses and the card's token, in any script. */
  order: 64 * 1024,
  /** The console's edits: signed-in members only (the session is checked before the body is read). */
  console: 256 * 1024,
} as const;

/** Installed by buildServer before any route is registered. */
export function registerBodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= BODY_LIMITS.form;
  });
}
