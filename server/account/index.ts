/**
 * The devotee's account (decision 0189): sign-in links by address, sessions,
 * and the family's tables. The routes come on top of these.
 */
export type { AccountTables } from './tables';
export {
  consumeAccountLink,
  countRecentAccountLinks,
  createAccountLink,
  endAccountSession,
  normalAddress,
  resumeAccountSession,
  startAccountSession,
} from './sign-in-store';
