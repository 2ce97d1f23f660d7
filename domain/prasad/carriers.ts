/**
 * The carriers the temple posts prasad with: each one's public tracking page,
 * and a check of its tracking numbers where the format is well known. Shared by
 * the server (shipments, the CSV import, the devotee's email) and the console.
 */

export const CARRIER_CODES = ['USPS', 'UPS', 'FEDEX', 'DHL', 'INDIA_POST'] as const;
export type CarrierCode = (typeof CARRIER_CODES)[number];

export interface Carrier {
  code: CarrierCode;
  name: string;
  /** The carrier's tracking page for one number; `{n}` is replaced by the encoded number. */
  urlTemplate: string;
  /** False where the carrier has no link per number (a form to type it into instead). */
  numberInLink: boolean;
  /** What a good number looks like, for the refusal's message. */
  format: string;
  /** The number, normalised (spaces removed, upper case), is of this carrier's form. */
  accepts: (normalised: string) => boolean;
}

/**
 * UPU S10 (13 characters: 2 letters, 8 digits, a check digit, a country code),
 * used by India Post and by every post's international items. The check digit
 * is the S10 standard's: weights 8 6 4 2 3 5 9 7, 11 minus the sum modulo 11,
 * with 10 → 0 and 11 → 5.
 */
export function isS10(value: string, country?: string): boolean {
  const match = /^[A-Z]{2}(\d{8})(\d)([A-Z]{2})$/.exec(value);
  if (!match) return false;
  if (country && match[3] !== country) return false;
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...match[1]!].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  const check = 11 - (sum % 11);
  const expected = check === 10 ? 0 : check === 11 ? 5 : check;
  return Number(match[2]) === expected;
}

const digits = (min: number, max: number) => new RegExp(`^\\d{${min},${max}}$`);

export const CARRIERS: Readonly<Record<CarrierCode, Carrier>> = {
  USPS: {
    code: 'USPS',
    name: 'USPS',
    urlTemplate: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={n}',
    numberInLink: true,
    format: '20 to 34 digits, or an international number such as EA123456785US',
    // Domestic barcodes are 20 or 22 digits, longer with the ZIP routing prefix (lenient).
    accepts: (n) => digits(20, 34).test(n) || isS10(n),
  },
  UPS: {
    code: 'UPS',
    name: 'UPS',
    urlTemplate: 'https://www.ups.com/track?tracknum={n}',
    numberInLink: true,
    format: '1Z and 16 letters or digits (or a 9 to 26 digit number)',
    // 1Z numbers are the well-known form; Mail Innovations and freight numbers are digits.
    accepts: (n) => /^1Z[0-9A-Z]{16}$/.test(n) || digits(9, 26).test(n),
  },
  FEDEX: {
    code: 'FEDEX',
    name: 'FedEx',
    urlTemplate: 'https://www.fedex.com/fedextrack/?trknbr={n}',
    numberInLink: true,
    format: '12, 14, 15, 20 or 22 digits',
    accepts: (n) => /^(\d{12}|\d{14}|\d{15}|\d{20}|\d{22})$/.test(n),
  },
  DHL: {
    code: 'DHL',
    name: 'DHL',
    urlTemplate:
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id={n}',
    numberInLink: true,
    format: '10 digits (Express), or 8 to 39 letters and digits',
    // Express waybills are 10 digits; eCommerce and parcel numbers vary (lenient).
    accepts: (n) => /^[0-9A-Z]{8,39}$/.test(n),
  },
  INDIA_POST: {
    code: 'INDIA_POST',
    name: 'India Post',
    urlTemplate: 'https://www.indiapost.gov.in/',
    numberInLink: false,
    format: '13 characters ending in IN, e.g. EE123456785IN',
    accepts: (n) => isS10(n, 'IN'),
  },
};

/** Spaces and dashes people type inside a number removed, letters upper-cased. */
export function normaliseTrackingNumber(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase();
}

/** A carrier by its code or its name as people write it ("FedEx", "india post", "INDIA_POST"). */
export function findCarrier(raw: string): Carrier | null {
  const key = raw.replace(/[^A-Za-z]/g, '').toUpperCase();
  return Object.values(CARRIERS).find((c) => c.code.replace('_', '') === key) ?? null;
}

/** Why a tracking number is not one of the carrier's, or null when it is. */
export function trackingNumberProblem(carrier: Carrier, raw: string): string | null {
  const number = normaliseTrackingNumber(raw);
  if (number === '') return 'Give the tracking number';
  if (number.length > 40) return 'A tracking number has at most 40 characters';
  if (!/^[0-9A-Z]+$/.test(number)) return 'A tracking number has only letters and digits';
  const article = /^[AEIO]/.test(carrier.name) ? 'an' : 'a';
  return carrier.accepts(number)
    ? null
    : `Not ${article} ${carrier.name} tracking number: ${carrier.format}`;
}

/** The carrier's tracking page for a number: https only, the number URL-encoded. */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string {
  const url = new URL(
    carrier.urlTemplate.replace('{n}', encodeURIComponent(normaliseTrackingNumber(trackingNumber))),
  );
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`Tracking link of ${carrier.name} is not http(s)`);
  }
  return url.toString();
}
