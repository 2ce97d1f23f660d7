/**
 * The words receipts print for each tax treatment, as blocks the office may
 * reword. Each block keeps what the law asks of it (IRS Publication 1771,
 * IRC §170(f)(8) and §6115; docs/receipts.md): a required phrase, or
 * placeholders the receipt fills with the line's own figures. A block
 * missing one is refused, so no receipt can leave a required element out.
 */
import { z } from 'zod';

export const WORDING_BLOCKS = ['intangible', 'goods', 'disclosure', 'service', 'refund'] as const;
export type WordingBlock = (typeof WORDING_BLOCKS)[number];
export type ReceiptWording = Record<WordingBlock, string>;

interface BlockRule {
  label: string;
  /** Placeholders, each `{name}`, the block must keep. */
  placeholders: readonly string[];
  /** Words the block must keep as they are (case-insensitive). */
  phrase: string | null;
}

export const WORDING_RULES: Record<WordingBlock, BlockRule> = {
  intangible: {
    label: 'Contribution with only intangible religious benefits',
    placeholders: [],
    phrase: 'consisted entirely of intangible religious benefits',
  },
  goods: {
    label: 'Contribution with goods (description and good-faith estimate)',
    placeholders: ['{description}', '{value}'],
    phrase: 'good-faith estimate',
  },
  disclosure: {
    label: 'Disclosure for a contribution over $75 with goods (IRC §6115)',
    placeholders: ['{value}', '{deductible}'],
    phrase: 'limited to the excess',
  },
  service: {
    label: 'Payment for a service',
    placeholders: [],
    phrase: 'not a deductible contribution',
  },
  refund: {
    label: 'Refund of a contribution',
    placeholders: ['{before}', '{after}'],
    phrase: 'reduces',
  },
};

/** The words receipts print until the office rewords a block. */
export const DEFAULT_WORDING: ReceiptWording = {
  intangible:
    'The only return for this contribution was the religious rite offered for you, which consisted entirely of intangible religious benefits.',
  goods:
    'In return for this contribution the temple gave {description}. Our good-faith estimate of its value is {value}.',
  disclosure:
    'For federal income tax purposes, the deductible part of your payment is limited to the excess of the money you gave over the value of the goods the temple gave you: {deductible}. The goods are valued at {value}.',
  service:
    'This is a payment for a service, not a deductible contribution: you paid the price of the service and received it in return.',
  refund: 'This refund reduces your contribution to the temple from {before} to {after}.',
};

/** What is missing from `text` for `block`, or null. */
export function wordingProblem(block: WordingBlock, text: string): string | null {
  const rule = WORDING_RULES[block];
  const missing = rule.placeholders.filter((p) => !text.includes(p));
  if (missing.length > 0) return `Keep ${missing.join(' and ')}: the receipt fills in the figure`;
  if (rule.phrase && !text.toLowerCase().includes(rule.phrase))
    return `Keep the words "${rule.phrase}": the law asks for this statement`;
  return null;
}

/** A block with its placeholders filled in. */
export function fillWording(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const block = (name: WordingBlock) =>
  z
    .string()
    .trim()
    .min(1, 'Enter the words')
    .max(1000, 'At most 1000 characters')
    // eslint-disable-next-line no-control-regex -- one paragraph of plain text
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'Use one paragraph of plain text')
    .superRefine((value, ctx) => {
      const problem = wordingProblem(name, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** An EIN as the IRS writes it: two digits, a hyphen, seven digits. */
export const EIN_PATTERN = /^\d{2}-\d{7}$/;

/** The console's edit of the receipts' legal details and words. */
export const receiptWordingInput = z.object({
  legalName: z
    .string()
    .trim()
    .min(1, 'Enter the legal name')
    .max(200, 'At most 200 characters')
    // eslint-disable-next-line no-control-regex -- one line
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'Use one line of plain text'),
  ein: z.string().trim().regex(EIN_PATTERN, 'Enter the EIN as nn-nnnnnnn, e.g. 12-3456789'),
  wording: z.object({
    intangible: block('intangible'),
    goods: block('goods'),
    disclosure: block('disclosure'),
    service: block('service'),
    refund: block('refund'),
  }),
});
export type ReceiptWordingInput = z.infer<typeof receiptWordingInput>;

/** The settings as the console reads them; `isSample` until the office saves its own. */
export interface ReceiptWordingView extends ReceiptWordingInput {
  isSample: boolean;
}
