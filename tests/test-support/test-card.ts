/**
 * A sandbox test card's expiry that is always in the future on the tests' clock,
 * whatever instant TEST_NOW names (a fixed year stops paying once it has passed).
 */
import { testNow } from './test-clock';

/** December, three years after the tests' now. */
export function futureExpiry(): { month: string; year: string } {
  return { month: '12', year: String(testNow().getUTCFullYear() + 3) };
}

/** The same expiry as Authorize.net's `expirationDate` (MMYYYY). */
export function futureExpirationDate(): string {
  const { month, year } = futureExpiry();
  return `${month}${year}`;
}
