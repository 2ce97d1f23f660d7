/**
 * The erasure request's failures the devotee's panel words in the visitor's
 * language (src/api/privacy.ts). Apart from ./requests.ts, whose schemas and
 * console labels the public pages do not need.
 */
export const ERASURE_FAILURE = {
  offline: 'We could not reach the server. Check your connection and try again.',
} as const;
