/**
 * The HTTP calls of the devotee's account pages (domain/account): the
 * sign-in link asked for and used, the account with its orders, sign-out and
 * deletion, as the actors of machines/account-sign-in and machines/account-page.
 */
import { fromPromise } from 'xstate';
import type { AskAnswer, CompleteAnswer } from '../../machines/account-sign-in';
import type { AccountLoad, DeleteAnswer } from '../../machines/account-page';
import type { ApiErrorBody } from '../../domain/api-error';
import {
  ACCOUNT_API,
  accountAnswerSchema,
  accountOrdersAnswerSchema,
  type AccountSignInRequest,
} from '../../domain/account';
import { ACCOUNT_FAILURE } from '../../domain/account/failures';
import { getJson, postJson, type HttpOptions } from './http';

async function send(call: () => Promise<Response>): Promise<Response> {
  try {
    return await call();
  } catch {
    throw new Error(ACCOUNT_FAILURE.offline);
  }
}

const failure = (response: Response) =>
  new Error(response.status === 429 ? ACCOUNT_FAILURE.tooMany : ACCOUNT_FAILURE.failed);

/** A sign-in link asked for: sent (202, whatever the address), or the fields refused (400). */
export async function askSignInLink(
  request: AccountSignInRequest,
  options: HttpOptions = {},
): Promise<AskAnswer> {
  const response = await send(() => postJson(ACCOUNT_API.signIn, request, options));
  if (response.status === 202) return { kind: 'sent' };
  const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
  if (response.status === 400 && body?.error.fields) {
    return { kind: 'invalid', fields: body.error.fields };
  }
  throw failure(response);
}

/** The mailed link's secret exchanged for the session (its cookies), or the link refused. */
export async function completeSignIn(
  secret: string,
  options: HttpOptions = {},
): Promise<CompleteAnswer> {
  const response = await send(() => postJson(ACCOUNT_API.complete, { secret }, options));
  // A malformed secret is refused by the schema (400 naming `secret`), a spent one as LINK_INVALID.
  if (response.status === 400) return { kind: 'linkInvalid' };
  if (!response.ok) throw failure(response);
  const parsed = accountAnswerSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(ACCOUNT_FAILURE.failed);
  return { kind: 'signedIn', account: parsed.data.account };
}

/** The session's account and the orders paid with its address; signed out on a 401. */
export async function loadAccount(options: HttpOptions = {}): Promise<AccountLoad> {
  const [me, orders] = await Promise.all([
    send(() => getJson(ACCOUNT_API.me, options)),
    send(() => getJson(ACCOUNT_API.orders, options)),
  ]);
  if (me.status === 401 || orders.status === 401) return { kind: 'signedOut' };
  if (!me.ok) throw failure(me);
  if (!orders.ok) throw failure(orders);
  const account = accountAnswerSchema.safeParse(await me.json().catch(() => null));
  const list = accountOrdersAnswerSchema.safeParse(await orders.json().catch(() => null));
  if (!account.success || !list.success) throw new Error(ACCOUNT_FAILURE.failed);
  return { kind: 'signedIn', account: account.data.account, orders: list.data.orders };
}

/** Ends the session; one already ended elsewhere (401) is as good. */
export async function signOutAccount(options: HttpOptions = {}): Promise<void> {
  const response = await send(() => postJson(ACCOUNT_API.signOut, {}, options));
  if (response.ok || response.status === 401) return;
  throw failure(response);
}

/** Erases the account, its sessions and its family; a session already ended answers signedOut. */
export async function deleteAccount(options: HttpOptions = {}): Promise<DeleteAnswer> {
  const response = await send(() => postJson(ACCOUNT_API.delete, { confirm: 'delete' }, options));
  if (response.status === 401) return { kind: 'signedOut' };
  if (!response.ok) throw failure(response);
  return { kind: 'deleted' };
}

/** The account pages' actors as the browser runs them; `changed` is told of a session begun or ended. */
export function browserAccountActors(changed: () => void) {
  const then = async <T>(call: Promise<T>): Promise<T> => {
    const answer = await call;
    changed();
    return answer;
  };
  return {
    signIn: {
      askLink: fromPromise<AskAnswer, AccountSignInRequest>(({ input }) => askSignInLink(input)),
      completeSignIn: fromPromise<CompleteAnswer, { secret: string }>(({ input }) =>
        then(completeSignIn(input.secret)),
      ),
    },
    page: {
      loadAccount: fromPromise<AccountLoad>(() => then(loadAccount())),
      signOut: fromPromise<void>(() => then(signOutAccount())),
      deleteAccount: fromPromise<DeleteAnswer>(() => then(deleteAccount())),
    },
  };
}
