/**
 * How US tax law sees each thing the temple sells (docs/receipts.md): a
 * contribution whose only return is intangible religious benefits; a
 * contribution with goods (the prasad, with its good-faith value); or a
 * payment for a service, which is not a contribution. No zod: the wizard's
 * first-load bundle reads the disclosure rule.
 */

export const TAX_TREATMENTS = {
  intangible: 'INTANGIBLE',
  goods: 'GOODS',
  service: 'SERVICE',
} as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[keyof typeof TAX_TREATMENTS];

export const TAX_TREATMENT_VALUES = Object.values(TAX_TREATMENTS) as [
  TaxTreatment,
  ...TaxTreatment[],
];

export function isTaxTreatment(value: unknown): value is TaxTreatment {
  return TAX_TREATMENT_VALUES.includes(value as TaxTreatment);
}

/** A catalog item's or order line's treatment with the goods it gives (none: '' and 0). */
export interface TaxTerms {
  treatment: TaxTreatment;
  goodsDescription: string;
  /** The office's good-faith estimate of the goods' fair market value, in cents. */
  goodsValueCents: number;
}

/** IRC §6115: a quid pro quo contribution of more than this needs the written disclosure. */
export const QUID_PRO_QUO_THRESHOLD_CENTS = 75_00;

/** Whether a payment counts as a contribution (a service never does). */
export const isContribution = (treatment: TaxTreatment): boolean =>
  treatment !== TAX_TREATMENTS.service;

/** The part of a payment that may be deductible: the excess over the goods' value. */
export function deductibleCents(amountCents: number, terms: TaxTerms): number {
  if (terms.treatment === TAX_TREATMENTS.service) return 0;
  if (terms.treatment === TAX_TREATMENTS.intangible) return amountCents;
  return Math.max(0, amountCents - terms.goodsValueCents);
}

/**
 * Whether a payment of `amountCents` for goods worth `goodsValueCents` needs
 * §6115's disclosure: more than $75 paid, and goods of some value given.
 */
export function needsDisclosure(amountCents: number, goodsValueCents: number): boolean {
  return goodsValueCents > 0 && amountCents > QUID_PRO_QUO_THRESHOLD_CENTS;
}

/** Terms as given, or the goods left out (a devotee who declined prasad receives none). */
export function withoutGoods(terms: TaxTerms): TaxTerms {
  return terms.treatment === TAX_TREATMENTS.goods
    ? { treatment: TAX_TREATMENTS.intangible, goodsDescription: '', goodsValueCents: 0 }
    : terms;
}
