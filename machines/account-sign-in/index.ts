/** Signing in to the devotee's account: a link asked for by address, or a mailed link used. */
export {
  accountSignInMachine,
  type AccountSignInContext,
  type AccountSignInEvent,
  type AccountSignInInput,
  type AskAnswer,
  type CompleteAnswer,
} from './machine';
