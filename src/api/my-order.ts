/** The HTTP calls of "My order" and "Find my order" (domain/my-order.ts). */
import { fromPromise } from 'xstate';
import type { FindAnswer } from '../../machines/find-my-order';
import type { ApiErrorBody } from '../../domain/api-error';
import {
  MY_ORDER_API,
  myOrderAgainPath,
  myOrderSignOutOthersPath,
  myOrderViewSchema,
  orderAgainSchema,
  signOutOthersAnswerSchema,
  type FindMyOrderRequest,
  type MyOrderView,
  type OrderAgain,
} from '../../domain/my-order';
import { getJson, postJson, type HttpOptions } from './http';

/** Why Find my order's call failed: the view words each in the visitor's language. */
export const FIND_FAILURE = {
  offline: 'The site did not answer. Check your connection and try again.',
  tooMany: 'You have asked several times in a short while. Please wait a few minutes.',
  notSent: 'The site could not send the mail just now. Please try again.',
} as const;

export type MyOrderLoad =
  { kind: 'found'; view: MyOrderView } | { kind: 'not-found' } | { kind: 'failed' };

/**
 * The page's view model by its token, the pujas named in `language`; a network
 * fault or an unreadable answer is `failed`.
 */
export async function loadMyOrder(
  token: string,
  options: HttpOptions = {},
  language = 'en',
): Promise<MyOrderLoad> {
  try {
    const lang = language === 'en' ? '' : `?lang=${encodeURIComponent(language)}`;
    const response = await getJson(
      `${MY_ORDER_API.view}/${encodeURIComponent(token)}${lang}`,
      options,
    );
    if (response.status === 404) return { kind: 'not-found' };
    if (!response.ok) return { kind: 'failed' };
    const parsed = myOrderViewSchema.safeParse(await response.json());
    return parsed.success ? { kind: 'found', view: parsed.data } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** What a call made through the page's token came to: its answer, an unknown link, or a fault. */
export type ThroughToken<T> =
  { kind: 'done'; answer: T } | { kind: 'not-found' } | { kind: 'failed' };

async function throughToken<T>(
  call: () => Promise<Response>,
  read: (body: unknown) => T | undefined,
): Promise<ThroughToken<T>> {
  try {
    const response = await call();
    if (response.status === 404) return { kind: 'not-found' };
    if (!response.ok) return { kind: 'failed' };
    const answer = read(await response.json());
    return answer === undefined ? { kind: 'failed' } : { kind: 'done', answer };
  } catch {
    return { kind: 'failed' };
  }
}

/** "Order again"'s people and contact, asked for only when the devotee chooses to order again. */
export function loadOrderAgain(
  token: string,
  options: HttpOptions = {},
): Promise<ThroughToken<OrderAgain>> {
  return throughToken(
    () => getJson(myOrderAgainPath(encodeURIComponent(token)), options),
    (body) => orderAgainSchema.safeParse(body).data,
  );
}

/** "Sign out other links": how many other links of the order stopped opening its page. */
export function signOutOtherLinks(
  token: string,
  options: HttpOptions = {},
): Promise<ThroughToken<number>> {
  return throughToken(
    () => postJson(myOrderSignOutOthersPath(encodeURIComponent(token)), {}, options),
    (body) => signOutOthersAnswerSchema.safeParse(body).data?.signedOut,
  );
}

/**
 * Find my order's call, as the machine's actor: sent (202, whatever the order),
 * or the fields the server refused (400); anything else throws its reason.
 */
export async function requestFindMyOrder(
  request: FindMyOrderRequest,
  options: HttpOptions = {},
): Promise<FindAnswer> {
  let response: Response;
  try {
    response = await postJson(MY_ORDER_API.find, request, options);
  } catch {
    throw new Error(FIND_FAILURE.offline);
  }
  if (response.status === 202) return { kind: 'sent' };
  const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
  if (response.status === 400 && body?.error.fields) {
    return { kind: 'invalid', fields: body.error.fields };
  }
  if (response.status === 429) {
    throw new Error(FIND_FAILURE.tooMany);
  }
  throw new Error(FIND_FAILURE.notSent);
}

export const findMyOrderActors = {
  findMyOrder: fromPromise<FindAnswer, FindMyOrderRequest>(({ input }) =>
    requestFindMyOrder(input),
  ),
};
