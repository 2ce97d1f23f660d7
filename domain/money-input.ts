/**
 * Prices as the staff console's forms edit them: dollar text with two
 * decimals. Apart from ./money.ts so that the public pages, which only show
 * prices, do not carry them (the bench checks that the console changes no
 * public page's JavaScript).
 */
import { dollarsToCents } from './money';

/** Whole cents as a form shows them for editing: 12345 → "123.45". */
export const centsToDollarText = (cents: number): string => (cents / 100).toFixed(2);

/** A form's dollar text → whole cents ("123.45" → 12345). */
export const dollarTextToCents = (text: string): number => dollarsToCents(Number(text));
