/**
 * The devotee's account: its pages and its API's addresses, without zod, so
 * the site's router and the header's link know them without the schemas.
 */
import { API_BASE } from '../constants';

/** The account's page: the orders paid with its address, sign-out, delete. */
export const ACCOUNT_PAGE = '/account';
/** The sign-in page; a mailed link is this page with the link's secret as its #fragment. */
export const ACCOUNT_SIGN_IN_PAGE = '/account/sign-in';
/** The family editor. */
export const ACCOUNT_FAMILY_PAGE = '/account/family';

const base = `${API_BASE}/api/account`;
export const ACCOUNT_API = {
  /** POST { email, language }: 202 and the same body whatever the address; the link mailed to it. */
  signIn: `${base}/sign-in`,
  /** POST { secret }: the session cookie and { account }, or 400 LINK_INVALID. */
  complete: `${base}/sign-in/complete`,
  /** GET: { account } of the session, or 401. */
  me: `${base}/me`,
  /** GET: { orders } paid with the account's address. */
  orders: `${base}/orders`,
  /** POST: ends the session. */
  signOut: `${base}/sign-out`,
  /** GET: everything held under the account's address, as the privacy export makes it. */
  export: `${base}/export`,
  /** POST { confirm: "delete" }: the account, its sessions and its family are erased. */
  delete: `${base}/delete`,
  /** GET: { people }; POST a person: 201 { person }. */
  family: `${base}/family`,
  /** GET: { suggestions }: the people of the account's past orders not yet in its family. */
  familySuggestions: `${base}/family/suggestions`,
} as const;

/** PUT a person: { person }; DELETE: { removed: true }. */
export const familyPersonPath = (id: string): string =>
  `${ACCOUNT_API.family}/${encodeURIComponent(id)}`;

/** GET: a new link to the order's My order page (303), when the order is the account's. */
export const accountOrderPagePath = (orderNumber: string): string =>
  `${ACCOUNT_API.orders}/${encodeURIComponent(orderNumber)}/page`;

/**
 * The cookie that says only "an account is signed in on this browser" (no
 * secret; readable by the page's script), so cached pages can show "My account".
 */
export const ACCOUNT_PRESENCE_COOKIE = 'account_present';
