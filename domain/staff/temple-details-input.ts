/** The console's edit of the temple's details (domain/temple-details.ts). */
import { z } from 'zod';
import { emailField } from '../bounded-text';

const line = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}`)
    .max(max, `At most ${max} characters`)
    // One line: no control characters or line breaks.
    // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'Use one line of plain text');

/** What the console sends to change them (isSample is cleared by any edit). */
export const templeDetailsInput = z.object({
  centreName: line('centre name', 200),
  postalAddress: z
    .array(line('address line', 200))
    .min(1, 'Enter the postal address')
    .max(8, 'At most 8 lines'),
  phone: line('phone number', 40),
  email: emailField('Enter an email address'),
  mailInInstructions: z.string().trim().min(1, 'Enter the mail-in instructions').max(2000),
  copyrightHolder: line('copyright holder', 200),
});
export type TempleDetailsInput = z.infer<typeof templeDetailsInput>;

/** The longest tax statement the receipts print (a few paragraphs). */
export const TAX_STATEMENT_MAX = 4000;

/** The temple's tax statement on receipts: plain text, paragraphs kept. */
export const taxStatementInput = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Enter the tax statement')
    .max(TAX_STATEMENT_MAX, `At most ${TAX_STATEMENT_MAX} characters`)
    // eslint-disable-next-line no-control-regex -- line breaks are the only control characters allowed
    .refine((value) => !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(value), 'Use plain text'),
});
export type TaxStatementInput = z.infer<typeof taxStatementInput>;

/** The statement as the console reads it: the sample until the temple saves its own. */
export interface TaxStatementView {
  text: string;
  isSample: boolean;
}
