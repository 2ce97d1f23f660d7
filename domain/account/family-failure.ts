/**
 * Why a call of the family page failed (src/api/account-family-editor.ts):
 * the machine keeps the reason, the page words it in the devotee's language.
 */
export const FAMILY_FAILURE = {
  /** Not signed in, or the session has ended: the page asks to sign in. */
  signedOut: 'Sign in to your account first',
  offline: 'The site did not answer. Check your connection and try again.',
  failed: 'The site could not do that just now. Please try again.',
} as const;
