/** The HTTP layer every feature's routes share: errors, body checks, idempotency, rate limits. */
export { answerClientError } from './client-errors';
export {
  ApiError,
  errorBody,
  fromFrameworkError,
  registerErrorHandler,
  sendApiError,
  validationError,
  validationErrorFromIssues,
} from './errors';
export { BODY_LIMITS, registerBodyLimits } from './body-limits';
export { registerHealthRoute } from './health';
export { hashRequest, readIdempotencyKey, runIdempotent, type StoredAnswer } from './idempotency';
export {
  jsonNestsDeeperThan,
  MAX_JSON_DEPTH,
  nulError,
  pathOfNul,
  registerJsonBodyParser,
  registerNulGuard,
  tooDeepError,
} from './json-body';
export { censorLogValue, CENSORED_LOG_PATHS, serializeRequest } from './log-redaction';
export { noSoonerThan } from './answer-floor';
export { privateAnswer, PRIVATE_NO_STORE } from './private-answer';
export {
  createLimiter,
  enforceLimit,
  registerRateLimit,
  searchRateLimit,
  writeRateLimit,
} from './rate-limit';
export { recordRoutes } from './route-table';
export { OPENAPI_PATH, registerOpenApi } from './openapi';
export {
  apiErrorSchema,
  ERROR_ANSWERS,
  fileAnswer,
  queryValue,
  registerRouteSchemas,
  typed,
  type ApiApp,
} from './route-schemas';
