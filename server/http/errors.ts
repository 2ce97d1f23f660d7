/**
 * The API's error answers, `{ error: { code, message, fields? } }`
 * (domain/api-error.ts), and the error handler that turns every thrown
 * error into one of them: never a stack trace to the client.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ApiErrorBody, FieldError, ZodLikeIssue } from '../../domain/api-error';
import { toFieldErrors } from '../../domain/api-error';

/** Throw from a route to answer with this status and body. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields && { fields: this.fields }),
      },
    };
  }
}

export function errorBody(code: string, message: string, fields?: FieldError[]): ApiErrorBody {
  return { error: { code, message, ...(fields && { fields }) } };
}

/** 400 VALIDATION naming every bad field. */
export function validationError(fields: FieldError[], message?: string): ApiError {
  return new ApiError(
    400,
    'VALIDATION',
    message ??
      (fields.length === 1
        ? 'One field needs attention'
        : `${fields.length} fields need attention`),
    fields,
  );
}

export function validationErrorFromIssues(issues: readonly ZodLikeIssue[]): ApiError {
  return validationError(toFieldErrors(issues));
}

export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.statusCode).send(error.toBody());
}

/** Fastify's own request errors (body parsing, content type, size) mapped to our codes. */
function fromFastifyError(error: FastifyError): ApiError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return validationError(
        [{ path: '(body)', message: 'Send the body as JSON (Content-Type: application/json)' }],
        'The request body must be JSON',
      );
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return validationError([{ path: '(body)', message: 'The body is not valid JSON' }]);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
    default:
      break;
  }
  // A JSON.parse failure inside the content-type parser carries a 400 and a SyntaxError.
  if (error instanceof SyntaxError || error.statusCode === 400) {
    return validationError([{ path: '(body)', message: 'The body is not valid JSON' }]);
  }
  return null;
}

/** Our code for a status Fastify, a plugin or Node answers with on its own. */
const STATUS_CODES: Readonly<Record<number, [code: string, message: string]>> = {
  400: ['VALIDATION', 'The request was not accepted'],
  401: ['UNAUTHORIZED', 'Sign in first'],
  403: ['FORBIDDEN', 'That is not allowed'],
  404: ['NOT_FOUND', 'Nothing is here'],
  405: ['METHOD_NOT_ALLOWED', 'That method is not allowed here'],
  406: ['NOT_ACCEPTABLE', 'That answer format is not available'],
  408: ['REQUEST_TIMEOUT', 'The request took too long to arrive'],
  413: ['PAYLOAD_TOO_LARGE', 'The request body is too large'],
  414: ['URI_TOO_LONG', 'The address is too long'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Send the body as JSON'],
  431: ['HEADERS_TOO_LARGE', 'The request headers are too large'],
};

/** Any 4xx/5xx status as our body; a 400 names `(request)` when no field is known. */
export function errorForStatus(status: number, message?: string): ApiError {
  const [code, fallback] =
    STATUS_CODES[status] ??
    (status >= 500
      ? ['INTERNAL', 'Something went wrong on our side']
      : ['BAD_REQUEST', 'The request was not accepted']);
  const text = message ?? fallback;
  if (status === 400) return validationError([{ path: '(request)', message: text }], text);
  return new ApiError(status, code, text);
}

/** Errors the router raises before any route runs (Fastify's `frameworkErrors` option). */
export function fromFrameworkError(error: FastifyError): ApiError {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return validationError(
        [{ path: '(url)', message: 'The address has a malformed %-escape' }],
        'The address is not valid',
      );
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return errorForStatus(414, 'A part of the address is too long');
    default:
      return fromFastifyError(error) ?? errorForStatus(error.statusCode ?? 500);
  }
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return sendApiError(reply, error);
    if (error.statusCode === 429) {
      return reply
        .code(429)
        .send(errorBody('RATE_LIMITED', 'Too many requests: please wait a minute and try again'));
    }
    const mapped = fromFastifyError(error);
    if (mapped) return sendApiError(reply, mapped);
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) {
      // A refusal of the request (e.g. a static file path outside the site), not our fault.
      request.log.info({ statusCode: status, code: error.code }, 'request refused');
      return sendApiError(reply, errorForStatus(status));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendApiError(reply, errorForStatus(500));
  });
}
