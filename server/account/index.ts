/**
 * The devotee's account (decision 0189): sign-in links by address, sessions,
 * and the family's tables. `accountFromRequest` is the one way any route
 * learns who is signed in (server/account/session.ts).
 */
export type { AccountTables } from './tables';
export {
  accountFromRequest,
  ACCOUNT_COOKIE,
  clearAccountCookies,
  requireAccount,
  type SignedInAccount,
} from './session';
export {
  consumeAccountLink,
  countRecentAccountLinks,
  createAccountLink,
  endAccountSession,
  normalAddress,
  resumeAccountSession,
  startAccountSession,
} from './sign-in-store';
