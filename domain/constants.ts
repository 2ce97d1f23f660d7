/** Business constants fixed by the spec (section 9). */
export const MAX_LINE_ITEMS = 5;
export const NO_PUJA_ID = -1;
export const HALVES_OF_DAY = ['AM', 'PM'] as const;
export type HalfOfDay = (typeof HALVES_OF_DAY)[number];
export const DEFAULT_HALF_OF_DAY: HalfOfDay = 'AM';
/** An hour or minute that was left empty. */
export const EMPTY_TIME_PART = '-1';
export const PAYMENT_PROVIDER_ID = 'ANET';
export const CLIENT_ID = 'puja-web-v3';
export const COPYRIGHT_YEAR = 2025;
export const OTHER_STATE = 'OTHER';

export const COMMAND_NAMES = {
  puja: 'PujaOrdering',
  regionalPuja: 'RegionalPujaOrder',
  regionalAstro: 'RegionalAstroOrder',
} as const;

export const ATTENDANCE_TYPES = { plain: 'NONE', regional: 'N' } as const;

/** Whether a line item is for a living person or offered for one who has passed. */
export const PRAYER_TYPE_CODES = { living: 'LIVING', departed: 'DEPARTED' } as const;
export type PrayerTypeCode = (typeof PRAYER_TYPE_CODES)[keyof typeof PRAYER_TYPE_CODES];

export const PUJA_CATEGORIES = {
  special: 'SPECIAL',
  homas: 'HOMAS',
  pujas: 'PUJAS',
  recommendations: 'RECOMMENDATIONS',
} as const;

/** The four order kinds, each with its own submission endpoint. */
export const ORDER_KINDS = ['puja', 'recommendation', 'regionalPuja', 'regionalAstro'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const API_BASE = '/puja-web-v2';

/** The temple's details (GET): here, not beside their zod schema, so that the footer's
 * loader does not pull zod into every page's first-load JavaScript. */
export const TEMPLE_DETAILS_PATH = `${API_BASE}/api/puja/temple-details`;

export const API_PATHS = {
  generalPrefs: `${API_BASE}/api/puja/general-prefs`,
  orderPrefs: `${API_BASE}/api/puja/order-prefs`,
  regionalOrderPrefs: `${API_BASE}/api/puja/regional-order-prefs`,
  regionalAstroOrderPrefs: `${API_BASE}/api/puja/regional-astro-order-prefs`,
  regions: `${API_BASE}/api/puja/regions`,
  paymentConfig: `${API_BASE}/api/payment-config`,
  /** GET `${paymentStatus}/order/<order number>` or `/booking/<code>`: `{ status }`. */
  paymentStatus: `${API_BASE}/api/payments/status`,
} as const;

export const ORDER_SUBMIT_PATHS: Readonly<Record<OrderKind, string>> = {
  puja: `${API_BASE}/addorder.json`,
  recommendation: `${API_BASE}/addrecomorder.json`,
  regionalPuja: `${API_BASE}/addregionalorder.json`,
  regionalAstro: `${API_BASE}/addastroorder.json`,
};

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The payment provider's name, a brand: shown as written, inside lang="en" on translated pages. */
export const PAYMENT_PROVIDER = 'Authorize.net';

/**
 * The codes the forms show as examples (an order number starts with its
 * prefix, server/orders/order-number.ts): codes, not words, shown as written
 * inside lang="en".
 */
export const EXAMPLE_CODES = {
  orderPrefix: 'P',
  orderNumber: 'P261125ABCD2345',
  bookingCode: 'K7MQ2XRA',
} as const;
