/**
 * What every passwordless sign-in shares (the staff console's and the
 * devotee's account): random secrets stored as their hash, the session
 * cookie, a session's life, the same-origin check of a change. The answer
 * floor is server/http's noSoonerThan; rate limits are server/http's.
 */
export { hashSecret, newSecret } from './secrets';
export { sameOrigin } from './same-origin';
export { sessionLife, TOUCH_EVERY_MS, type SessionTimes } from './session-life';
export {
  clearedCookieHeader,
  cookieAttributes,
  cookieName,
  readCookie,
  readSessionSecret,
  SESSION_SECRET_SHAPE,
  sessionCookieHeader,
  setSessionSecret,
  type SessionCookieSpec,
} from './session-cookie';
