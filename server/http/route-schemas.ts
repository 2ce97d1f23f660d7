/**
 * How a route describes itself once (docs/api.md "How a route declares its
 * schemas"): its params, querystring, body and answers as zod schemas in
 * Fastify's `schema`. The zod validator below checks the inputs before the
 * handler runs (refusing with the API's 400 naming each bad field), the type
 * provider types
 * `request.params`/`query`/`body` from the schemas, and the OpenAPI document
 * (./openapi.ts) is generated from the same schemas. Answers are sent as the
 * handler built them (JSON.stringify, as for a route without schemas): a zod
 * serializer would strip keys a schema leaves out and turn a drift into a 500
 * for the devotee; the API tests check every answer against the document
 * instead (server/test-support/openapi-answers.ts).
 */
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationErrorFromIssues } from './errors';

/** The app with its routes' inputs typed by their zod schemas: `typed(app).get(…)`. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
export type ApiApp = ReturnType<typeof typed>;

/** One bad field of a refusal (domain/api-error.ts FieldError). */
const fieldErrorSchema = z.looseObject({
  path: z.string().meta({ description: 'Dotted path of the field, e.g. `items.0.firstName`' }),
  message: z.string(),
});

/** The body of every 4xx/5xx answer: `{ error: { code, message, fields? } }`. */
export const apiErrorSchema = z
  .looseObject({
    error: z.looseObject({
      code: z.string(),
      message: z.string(),
      fields: z.array(fieldErrorSchema).optional(),
    }),
  })
  .meta({ id: 'ApiError' });

/** A route's refusals in the error shape; spread into `schema.response`. */
export const ERROR_ANSWERS = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

/**
 * One query parameter as a query string carries it: text, or a list when the
 * parameter is repeated. For routes whose own parser reads the query (and
 * names each bad field), so that the document shows what the route reads
 * without a second set of checks in front of it.
 */
export const queryValue = (description: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .meta({ description });

/** A binary or text answer (PDF, CSV, calendar, script) in the document. */
export function fileAnswer(contentType: string, description: string) {
  return { description, content: { [contentType]: { schema: z.string() } } };
}

/**
 * The zod validator: a refusal is the API's 400 VALIDATION naming each bad field,
 * with the same paths as a schema parsed in the handler would give.
 */
const zodValidator: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const parsed = schema.safeParse(data);
    return parsed.success
      ? { value: parsed.data }
      : { error: validationErrorFromIssues(parsed.error.issues) };
  };

/** Answers as built, whatever schema the route declares for them. */
const asBuilt: FastifySerializerCompiler<z.ZodType> = () => (data) => JSON.stringify(data);

/** Installed by buildServer before any route is registered. */
export function registerRouteSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidator);
  app.setSerializerCompiler(asBuilt);
}
