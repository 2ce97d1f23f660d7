/**
 * The standing offerings' pages and API addresses, without zod, so the site's
 * router and the mails know them without the schemas.
 */
import { API_BASE } from '../constants';

/** The devotee's page of one offering: `/standing-offering/<manage token>` (mails link here). */
export const STANDING_PAGE_PREFIX = '/standing-offering/';
export const standingPagePath = (token: string): string => `${STANDING_PAGE_PREFIX}${token}`;

const base = `${API_BASE}/api/standing`;

export const STANDING_API = {
  /** GET: { offerings } of the signed-in account, each with its managePath. */
  account: `${API_BASE}/api/account/standing`,
  /** GET: the console's list (staff, roles office or admin): offerings, next charges, failures. */
  staff: `${API_BASE}/api/staff/standing`,
} as const;

/** POST SetupRequest by My order's token: the dates, price and card before agreeing (PreviewAnswer). */
export const standingPreviewPath = (myOrderToken: string): string =>
  `${API_BASE}/api/my-order/${myOrderToken}/standing/preview`;
/** POST SetupRequest with consent: 201 SetupAnswer (the card kept from the order's charge). */
export const standingSetupPath = (myOrderToken: string): string =>
  `${API_BASE}/api/my-order/${myOrderToken}/standing`;

/** GET: { offering } by the manage token, or 404 NOT_FOUND. */
export const standingPath = (token: string): string => `${base}/${token}`;
/** POST { date }: skip that date (before its charge day). */
export const standingPausePath = (token: string): string => `${base}/${token}/pause`;
/** POST { date }: offer a paused date again. */
export const standingResumePath = (token: string): string => `${base}/${token}/resume`;
/** POST {}: nothing more is charged; the card profile is deleted at Authorize.net. */
export const standingCancelPath = (token: string): string => `${base}/${token}/cancel`;
/** POST { pujaId?, position? }: another puja, or another person of the source order. */
export const standingChangePath = (token: string): string => `${base}/${token}/change`;
/** POST { cents }: agree to the catalog's new (higher) price. */
export const standingConsentPath = (token: string): string => `${base}/${token}/consent`;
/** POST {}: { token, formUrl } of Authorize.net's hosted profile page to change the card. */
export const standingCardPath = (token: string): string => `${base}/${token}/card`;
/** POST {}: after the hosted page, the card read back from the profile; a declined date retried. */
export const standingCardDonePath = (token: string): string => `${base}/${token}/card/done`;
