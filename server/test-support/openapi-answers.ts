/**
 * Checks answers against the OpenAPI document (/puja-web-v2/api/openapi.json):
 * the schema the document gives a route for an answer's status, read with the
 * document's own components, must accept the answer's body. startApiServer
 * checks every JSON answer of every API test this way and fails the file on a
 * mismatch, so the document cannot drift from what the server sends.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

interface Response {
  content?: Record<string, { schema?: object }>;
}
/** What of an OpenAPI document the checks read. */
export interface Document {
  paths?: Record<string, Record<string, { responses?: Record<string, Response> } | undefined>>;
  components?: object;
}

/** Fastify's `/a/:b` as the document writes it, `/a/{b}`. */
export const documentPath = (routeUrl: string): string =>
  routeUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The JSON schema the document gives `method routeUrl` for `status`, or null where it gives none. */
export function answerSchema(
  doc: Document,
  method: string,
  routeUrl: string,
  status: number,
): object | null {
  const operation = doc.paths?.[documentPath(routeUrl)]?.[method.toLowerCase()];
  const responses = operation?.responses ?? {};
  const response =
    responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  return response?.content?.['application/json']?.schema ?? null;
}

/** A checker over one document: `problems(...)` lists what the answer breaks (none: []). */
export function answerChecker(doc: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const compiled = new Map<object, ValidateFunction>();
  const checker = {
    problems(method: string, routeUrl: string, status: number, body: unknown): string[] {
      const schema = answerSchema(doc, method, routeUrl, status);
      if (!schema) return [];
      let validate = compiled.get(schema);
      if (!validate) {
        // The document's components travel with the schema so its `#/components/…` refs resolve.
        validate = ajv.compile({ ...schema, components: doc.components });
        compiled.set(schema, validate);
      }
      if (validate(body)) return [];
      return (validate.errors ?? []).map(
        (error) =>
          `${method} ${routeUrl} ${status}: ${error.instancePath || '(body)'} ${error.message}`,
      );
    },
    /** The same for an answer as sent (a leading byte-order mark allowed, as JSON.parse would not). */
    problemsOfText(method: string, routeUrl: string, status: number, text: string): string[] {
      if (!answerSchema(doc, method, routeUrl, status)) return [];
      let body: unknown;
      try {
        body = JSON.parse(text.replace(/^\uFEFF/, ''));
      } catch {
        return [`${method} ${routeUrl} ${status}: (body) is not JSON`];
      }
      return checker.problems(method, routeUrl, status, body);
    },
  };
  return checker;
}
