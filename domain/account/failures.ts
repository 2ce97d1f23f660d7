/**
 * Why a call of the account pages failed, as the browser's client throws it
 * (src/api/account.ts) and the machines keep it; the pages word each in the
 * visitor's language.
 */
export const ACCOUNT_FAILURE = {
  offline: 'The site did not answer. Check your connection and try again.',
  tooMany: 'You have asked several times in a short while. Please wait a few minutes.',
  failed: 'The site could not do that just now. Please try again.',
} as const;
