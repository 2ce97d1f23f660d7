/**
 * Whether an account is signed in on this browser, as the header shows it:
 * `<html data-account-present>` when the presence cookie (no secret, set and
 * cleared with the session's) says so. Read in the browser only, so the
 * server's HTML is the same for every visitor and may be cached; the header's
 * slot (src/app/nav/AccountLink.tsx) then shows "My account" where "Find my
 * order" stood, in the same box (decision 0188).
 */
import { ACCOUNT_PRESENCE_COOKIE } from '../../../domain/account/paths';

export const ACCOUNT_PRESENT_ATTRIBUTE = 'data-account-present';

/** True when `cookie` (document.cookie) holds the presence cookie set to 1. */
export const accountPresentIn = (cookie: string): boolean =>
  cookie.split(';').some((part) => part.trim() === `${ACCOUNT_PRESENCE_COOKIE}=1`);

/** Marks the document as the cookie says now (at start, and after a sign-in or sign-out). */
export function markAccountPresence(doc: Document = document): void {
  doc.documentElement.toggleAttribute(ACCOUNT_PRESENT_ATTRIBUTE, accountPresentIn(doc.cookie));
}
