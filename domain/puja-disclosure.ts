/**
 * IRC §6115's disclosure where it is asked for: a puja over $75 whose prasad
 * has a value, on its card (content pages and the order wizard) in the
 * visitor's language (docs/receipts.md). One message for both catalogs.
 */
import type { MessageText } from './message-text';
import { needsDisclosure } from './tax-treatment';

export const PUJA_DISCLOSURE_TEXT: MessageText = /*i18n*/ {
  id: 'puja.disclosure',
  message:
    'With this offering the temple sends you prasad, which we estimate in good faith to be worth {value}. For US federal income tax, the deductible part of your payment is limited to the amount above that value: {deductible}.',
};

/** The goods' value and the deductible part in dollars, when the puja needs the disclosure; else null. */
export function pujaDisclosureFigures(
  price: number,
  goodsValue: number,
): { value: number; deductible: number } | null {
  const [paidCents, goodsCents] = [Math.round(price * 100), Math.round(goodsValue * 100)];
  if (!needsDisclosure(paidCents, goodsCents)) return null;
  return { value: goodsCents / 100, deductible: (paidCents - goodsCents) / 100 };
}
