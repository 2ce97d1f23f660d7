/**
 * Accept.js's client-side checks, as pure rules. The local Accept.js stand-in
 * (sandbox) applies them in the browser before it asks the sandbox gateway for
 * a payment nonce, and the sandbox gateway applies the card rules again on its
 * side, so both answer with the codes Authorize.net's own script uses.
 */

export interface AcceptAuthData {
  clientKey?: string;
  apiLoginID?: string;
}

export interface AcceptCardData {
  cardNumber?: string;
  month?: string;
  year?: string;
  cardCode?: string;
  zip?: string;
  fullName?: string;
}

export interface AcceptSecureData {
  authData?: AcceptAuthData;
  cardData?: AcceptCardData;
}

export interface AcceptMessage {
  code: string;
  text: string;
}

export interface AcceptOpaqueData {
  dataDescriptor: string;
  dataValue: string;
}

export interface AcceptResponse {
  opaqueData?: AcceptOpaqueData;
  messages: { resultCode: 'Ok' | 'Error'; message: AcceptMessage[] };
}

/** What Accept.js's nonce is labelled with. */
export const ACCEPT_DATA_DESCRIPTOR = 'COMMON.ACCEPT.INAPP.PAYMENT';

/** The codes Accept.js answers with, in our own words. */
export const ACCEPT_CODES = {
  success: { code: 'I_WC_01', text: 'Successful.' },
  missingFields: { code: 'E_WC_04', text: 'Please provide the authData, cardData and handler.' },
  cardNumber: { code: 'E_WC_05', text: 'Please provide a valid credit card number.' },
  month: { code: 'E_WC_06', text: 'Please provide a valid expiration month.' },
  year: { code: 'E_WC_07', text: 'Please provide a valid expiration year.' },
  expired: { code: 'E_WC_08', text: 'The expiration date must be in the future.' },
  apiLoginId: { code: 'E_WC_10', text: 'Please provide a valid apiLoginID.' },
  cardCode: { code: 'E_WC_15', text: 'Please provide a valid CVV.' },
  zip: { code: 'E_WC_16', text: 'Please provide a valid ZIP code.' },
  fullName: { code: 'E_WC_17', text: 'Please provide a valid card holder name.' },
  clientKey: { code: 'E_WC_18', text: 'The client key is required.' },
  processing: { code: 'E_WC_19', text: 'An error occurred during processing. Please try again.' },
  authentication: {
    code: 'E_WC_21',
    text: 'The payment gateway rejected the authentication values.',
  },
} as const satisfies Record<string, AcceptMessage>;

/** Accept.js ignores these separators inside a card number. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[. ,:-]/g, '');
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isValidCardNumber(value: string): boolean {
  const digits = normalizeCardNumber(value);
  return /^\d{13,16}$/.test(digits) && passesLuhn(digits);
}

/** 1 to 12, written with one or two digits. */
export function parseMonth(value: string): number | null {
  if (!/^\d{1,2}$/.test(value)) return null;
  const month = Number(value);
  return month >= 1 && month <= 12 ? month : null;
}

/** Two-digit years are in the 2000s, as Accept.js reads them. */
export function parseYear(value: string): number | null {
  if (/^\d{2}$/.test(value)) return 2000 + Number(value);
  if (/^\d{4}$/.test(value)) return Number(value);
  return null;
}

/** A card is valid through the last day of its expiry month (UTC). */
export function isExpired(month: number, year: number, now: Date): boolean {
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < nowIndex;
}

/** Authorize.net's MMYYYY form of an expiry date. */
export function expirationMMYYYY(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}${year}`;
}

const present = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The card rules alone, in Accept.js's order; null when the card data passes. */
export function validateCardData(card: AcceptCardData, now: Date): AcceptMessage | null {
  if (!present(card.cardNumber) || !isValidCardNumber(card.cardNumber)) {
    return ACCEPT_CODES.cardNumber;
  }
  const month = present(card.month) ? parseMonth(card.month) : null;
  if (month === null) return ACCEPT_CODES.month;
  const year = present(card.year) ? parseYear(card.year) : null;
  if (year === null) return ACCEPT_CODES.year;
  if (isExpired(month, year, now)) return ACCEPT_CODES.expired;
  if (card.cardCode !== undefined && !/^[0-9]{3,4}$/.test(card.cardCode)) {
    return ACCEPT_CODES.cardCode;
  }
  if (card.zip !== undefined && (card.zip.length < 1 || card.zip.length > 20)) {
    return ACCEPT_CODES.zip;
  }
  if (card.fullName !== undefined && (card.fullName.length < 1 || card.fullName.length > 64)) {
    return ACCEPT_CODES.fullName;
  }
  return null;
}

/**
 * Everything `Accept.dispatchData` checks before it calls the gateway.
 * `hasHandler` says whether a usable response handler was given.
 */
export function validateSecureData(
  secureData: unknown,
  hasHandler: boolean,
  now: Date,
): AcceptMessage | null {
  const data = (typeof secureData === 'object' && secureData !== null ? secureData : {}) as {
    authData?: unknown;
    cardData?: unknown;
  };
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null;
  if (!isObject(data.authData) || !isObject(data.cardData) || !hasHandler) {
    return ACCEPT_CODES.missingFields;
  }
  const auth = data.authData as AcceptAuthData;
  if (!present(auth.apiLoginID)) return ACCEPT_CODES.apiLoginId;
  if (!present(auth.clientKey)) return ACCEPT_CODES.clientKey;
  return validateCardData(data.cardData as AcceptCardData, now);
}

export function acceptError(message: AcceptMessage): AcceptResponse {
  return { messages: { resultCode: 'Error', message: [{ ...message }] } };
}
