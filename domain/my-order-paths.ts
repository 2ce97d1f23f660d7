/**
 * The addresses of "My order" without zod, so the site's router can tell the
 * page's paths apart without adding the schema to the first load.
 */
import { API_BASE } from './constants';
import { trimTrailingSlashes } from './trailing-slashes';

/** The page's address: `/my-order/<token>` (the token in the path, never a query). */
export const MY_ORDER_PAGE_PREFIX = '/my-order/';
export const FIND_MY_ORDER_PAGE = '/find-my-order';

export const MY_ORDER_API = {
  /**
   * GET `${view}/<token>`: the view model, or 404 NOT_FOUND (an unknown, expired or
   * revoked token alike); `/order-again` and `/sign-out-others` under it (below).
   */
  view: `${API_BASE}/api/my-order`,
  /** POST { orderNumber, email }: 202 whatever the order, the link mailed when they match. */
  find: `${API_BASE}/api/find-my-order`,
} as const;

export const myOrderPagePath = (token: string): string => `${MY_ORDER_PAGE_PREFIX}${token}`;

/** The order's receipt (PDF) by the page's token. */
export const myOrderReceiptPath = (token: string): string =>
  `${MY_ORDER_API.view}/${token}/receipt.pdf`;

/** The receipt of the order's `n`th refund (from 1) by the page's token. */
export const myOrderRefundReceiptPath = (token: string, n: number): string =>
  `${MY_ORDER_API.view}/${token}/refunds/${n}/receipt.pdf`;

/** GET: "Order again"'s people and contact by the page's token, asked for only when wanted. */
export const myOrderAgainPath = (token: string): string =>
  `${MY_ORDER_API.view}/${token}/order-again`;

/** POST: every other link of the order stops opening its page; this one stays. */
export const myOrderSignOutOthersPath = (token: string): string =>
  `${MY_ORDER_API.view}/${token}/sign-out-others`;

/** The token of a My order page's path, or null when the path is not one. */
export function tokenOfPath(pathname: string): string | null {
  if (!pathname.startsWith(MY_ORDER_PAGE_PREFIX)) return null;
  const token = trimTrailingSlashes(pathname.slice(MY_ORDER_PAGE_PREFIX.length));
  return token === '' || token.includes('/') ? null : token;
}

/** The history state key that carries an "Order again" seed from the order's page to the wizard. */
export const ORDER_AGAIN_STATE = 'orderAgain';
