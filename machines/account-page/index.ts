/** The devotee's account page: the account and its orders, sign-out, deletion after a confirmation. */
export {
  accountPageMachine,
  type AccountLoad,
  type AccountPageContext,
  type AccountPageEvent,
  type DeleteAnswer,
} from './machine';
