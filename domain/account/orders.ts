/** The orders paid with an account's address, as its page lists them. */
import { z } from 'zod';

export const accountOrderSchema = z.object({
  orderNumber: z.string(),
  /** When it was paid (or placed, for one refunded before it was paid). */
  at: z.string(),
  status: z.enum(['paid', 'refunded', 'voided']),
  totalCents: z.number().int(),
  /** Who the pujas are for, and which, as the order lists them. */
  people: z.array(z.object({ name: z.string(), puja: z.string(), date: z.string() })),
  /** GET: opens the order's My order page (a new link each time). */
  pageUrl: z.string(),
});

export const accountOrdersAnswerSchema = z.object({
  orders: z.array(accountOrderSchema),
});
export type AccountOrder = z.infer<typeof accountOrderSchema>;
export type AccountOrdersAnswer = z.infer<typeof accountOrdersAnswerSchema>;
