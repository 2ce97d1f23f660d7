/** Value formats of Authorize.net's API: money strings and field length limits. */

/** Integer cents to the API's "12.34" decimal string. */
export function centsToAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`An amount must be a whole, non-negative number of cents, not ${cents}`);
  }
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The API's decimal (string "12.34" or number 12.34) to integer cents; null when unreadable. */
export function amountToCents(amount: unknown): number | null {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount;
  if (typeof text !== 'string' || !/^\d{1,13}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Field lengths from the API's XSD; longer values are cut, never rejected. */
export const LIMITS = {
  refId: 20,
  invoiceNumber: 20,
  orderDescription: 255,
  itemId: 31,
  itemName: 31,
  itemDescription: 255,
  lineItems: 30,
  customerId: 20,
  email: 255,
  firstName: 50,
  lastName: 50,
  address: 60,
  city: 40,
  state: 40,
  zip: 20,
  country: 60,
  customerIP: 15,
} as const;

/** Cuts to at most `max` characters without splitting a surrogate pair. */
export function truncate(value: string, max: number): string {
  const chars = Array.from(value.trim());
  return chars.length <= max ? chars.join('') : chars.slice(0, max).join('');
}

const UTF8_BOM = /^\uFEFF/;

/** Authorize.net starts every answer with a UTF-8 BOM, which JSON.parse refuses. */
export function parseAnetJson(text: string): unknown {
  return JSON.parse(text.replace(UTF8_BOM, ''));
}

/** An IPv4 address for customerIP (IPv4-mapped IPv6 unwrapped); other forms are left out. */
export function customerIpv4(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  const plain = ip.replace(/^::ffff:/i, '');
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(plain) ? plain : undefined;
}
