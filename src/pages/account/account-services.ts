/**
 * What the account pages need from the browser: the actors of their
 * machines, handed in by the app (src/app/account-page.tsx, from
 * src/api/account.ts). The pages never import the HTTP client; tests provide
 * fakes through the same context.
 */
import { createContext, useContext } from 'react';
import type { PromiseActorLogic } from 'xstate';
import type { AskAnswer, CompleteAnswer } from '../../../machines/account-sign-in';
import type { AccountLoad, DeleteAnswer } from '../../../machines/account-page';
import type { AccountSignInRequest } from '../../../domain/account/sign-in';

export interface AccountServices {
  signIn: {
    askLink: PromiseActorLogic<AskAnswer, AccountSignInRequest>;
    completeSignIn: PromiseActorLogic<CompleteAnswer, { secret: string }>;
  };
  page: {
    loadAccount: PromiseActorLogic<AccountLoad>;
    signOut: PromiseActorLogic<void>;
    deleteAccount: PromiseActorLogic<DeleteAnswer>;
  };
}

export const AccountServicesContext = createContext<AccountServices | null>(null);

export function useAccountServices(): AccountServices {
  const services = useContext(AccountServicesContext);
  if (!services)
    throw new Error('The account pages need their services (src/app/account-page.tsx)');
  return services;
}
