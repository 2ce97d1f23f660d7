/**
 * The sandbox's card rules: which brand a number belongs to, and which numbers
 * it approves (Authorize.net's published sandbox test cards).
 */

export type CardBrand =
  'Visa' | 'MasterCard' | 'AmericanExpress' | 'Discover' | 'JCB' | 'DinersClub' | 'Unknown';

export const SANDBOX_TEST_CARDS: Readonly<Record<string, CardBrand>> = {
  '4111111111111111': 'Visa',
  '4007000000027': 'Visa',
  '4012888818888': 'Visa',
  '5424000000000015': 'MasterCard',
  '2223000010309703': 'MasterCard',
  '370000000000002': 'AmericanExpress',
  '6011000000000012': 'Discover',
  '3088000000000017': 'JCB',
  '38000000000006': 'DinersClub',
};

const prefixNumber = (digits: string, length: number) => Number(digits.slice(0, length));

/** The brand from the number's prefix (IIN ranges), as Authorize.net names it. */
export function cardBrand(digits: string): CardBrand {
  const two = prefixNumber(digits, 2);
  const three = prefixNumber(digits, 3);
  const four = prefixNumber(digits, 4);
  if (digits.startsWith('4')) return 'Visa';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MasterCard';
  if (two === 34 || two === 37) return 'AmericanExpress';
  if (digits.startsWith('6011') || two === 65 || (three >= 644 && three <= 649)) {
    return 'Discover';
  }
  if ((four >= 3528 && four <= 3589) || (four >= 3088 && four <= 3094)) return 'JCB';
  if (two === 36 || two === 38 || two === 39 || (three >= 300 && three <= 305)) {
    return 'DinersClub';
  }
  return 'Unknown';
}

export function isSandboxTestCard(digits: string): boolean {
  return digits in SANDBOX_TEST_CARDS;
}

/** Billing ZIP that the sandbox declines (responseCode 2, reason 2), as Authorize.net's does. */
export const DECLINE_ZIP = '46282';
/** Card code that gives a CVV mismatch result (N) while still approving. */
export const CVV_MISMATCH_CODE = '901';

/**
 * Fault modes for tests (documented in docs/payments.md). The charge is
 * recorded as approved, but the answer is delayed past any client timeout, or
 * is cut short so it cannot be parsed: the client must report UNKNOWN and
 * reconciliation must find the charge.
 */
export const SLOW_ANSWER_ZIP = '46901';
export const GARBLED_ANSWER_ZIP = '46902';

/**
 * The charge is held by the fraud filters (responseCode 4, FDSPendingReview)
 * until a sandbox review decision (POST SANDBOX_CONTROL_PATHS.review).
 */
export const HOLD_FOR_REVIEW_ZIP = '46903';
/**
 * The charge is approved and settled at once in a batch of its own, and its
 * answer is cut short: only the settled-batch lookup can find it.
 */
export const SETTLED_ANSWER_LOST_ZIP = '46904';
