/**
 * The API's JSON body parser: the size limit (Fastify's bodyLimit) and a
 * nesting-depth limit are checked on the raw text before JSON.parse, so no
 * route ever hashes, validates or stores a body nested deeper than
 * MAX_JSON_DEPTH (JSON.stringify of a 10,000-deep body overflows the stack).
 * `__proto__` and `constructor.prototype` keys are refused by Fastify's
 * own parser, which this one calls after the depth check.
 */
import type { FastifyInstance } from 'fastify';
import { validationError } from './errors';

/** Deeper than any body the API accepts (an order is 4 levels deep). */
export const MAX_JSON_DEPTH = 32;

/** Whether objects/arrays in the JSON text nest deeper than `max`; one pass, no recursion. */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

export function tooDeepError(max = MAX_JSON_DEPTH) {
  return validationError(
    [{ path: '(body)', message: `Nest objects and lists at most ${max} levels deep` }],
    'The request body is nested too deeply',
  );
}

/**
 * The dotted path of the first string (or key) holding a NUL character, or null.
 * PostgreSQL cannot store NUL in text, and no field of ours needs one. The depth
 * is already bounded by the parser, so the recursion is too.
 */
export function pathOfNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string')
    return value.includes('\u0000') ? path.join('.') || '(body)' : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.split('\u0000').join('')].join('.');
    const found = pathOfNul(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

export const nulError = (path: string) =>
  validationError([{ path, message: 'Remove the NUL character (\\u0000)' }]);

/** Refuses NUL characters in path parameters and the query string before any route runs. */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const inParams = pathOfNul(request.params);
    if (inParams) throw nulError(inParams);
    const inQuery = pathOfNul(request.query);
    if (inQuery) throw nulError(inQuery);
  });
}

export function registerJsonBodyParser(app: FastifyInstance, maxDepth = MAX_JSON_DEPTH): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestsDeeperThan(text, maxDepth)) {
      done(tooDeepError(maxDepth), undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      const nul = pathOfNul(parsed);
      if (nul) return done(nulError(nul), undefined);
      return done(null, parsed);
    });
  });
}
