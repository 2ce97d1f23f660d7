/**
 * The one money format of the site, its emails and the staff console: US
 * dollars with thousands separators and cents, e.g. 123450 cents → "$1,234.50".
 * Written without Intl on purpose: a page's first Intl formatter loads the
 * browser's locale data, a long main-thread task on content pages (see
 * docs/site.md). The output equals en-US's currency format.
 */

const currencyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Whole cents → "$1,234.50" (negative amounts as "-$5.00"). Prices stay in
 * US dollars in every language; another language groups the digits its own
 * way through Intl ("$1,23,456.50" in Hindi and Tamil).
 */
export function formatUsd(cents: number, language = 'en'): string {
  if (language !== 'en') {
    let format = currencyFormats.get(language);
    if (!format) {
      format = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
      currencyFormats.set(language, format);
    }
    return format.format(Math.round(cents) / 100);
  }
  const whole = Math.trunc(Math.abs(Math.round(cents)) / 100);
  const rest = String(Math.abs(Math.round(cents)) % 100).padStart(2, '0');
  const grouped = groupThousands(String(whole));
  return `${cents < 0 ? '-' : ''}$${grouped}.${rest}`;
}

/** "1234567" → "1,234,567", one pass over the digits. */
function groupThousands(digits: string): string {
  let grouped = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) grouped += ',';
    grouped += digits[i];
  }
  return grouped;
}

/** A price in dollars as the catalog and the order payloads carry it → whole cents. */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

/** A price in dollars → "$1,234.50" (the same format, for amounts kept in dollars). */
export const formatDollars = (dollars: number, language = 'en'): string =>
  formatUsd(dollarsToCents(dollars), language);
