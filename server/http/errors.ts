/**
 * The API's error answers, `{ error: { code, message, fields? } }`
 * (src/domain/api-error.ts), and the error handler that turns every thrown
 * error into one of them: never a stack trace to the client.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ApiErrorBody, FieldError, ZodLikeIssue } from '../../src/domain/api-error';
import { toFieldErrors } from '../../src/domain/api-error';

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
    request.log.error({ err: error }, 'unhandled error');
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    return reply
      .code(status)
      .send(
        errorBody(
          status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
          status >= 500 ? 'Something went wrong on our side' : 'The request was not accepted',
        ),
      );
  });
}
