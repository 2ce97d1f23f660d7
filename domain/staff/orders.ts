/** Shapes of the staff console's order calls, shared by the server and the console. */
import { z } from 'zod';
import { ORDER_KINDS } from '../constants';
import { proofInput } from '../proof';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

/** The order list's filters (query string of GET /orders and /orders.csv). */
export const orderFilters = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
  status: z
    .string()
    .regex(/^[A-Z_]{1,30}$/, 'Not a status')
    .optional(),
  kind: z.enum(ORDER_KINDS).optional(),
  pujaId: z.coerce.number().int().optional(),
  regionId: z.coerce.number().int().optional(),
  /** Order number, a name or an email (part of one). */
  q: z.string().trim().max(100).optional(),
});
export type OrderFilters = z.infer<typeof orderFilters>;

export interface OrderListRow {
  orderNumber: string;
  kind: string;
  status: string;
  createdAt: string;
  totalCents: number;
  customerEmail: string;
  billingName: string;
  people: number;
  /** Earliest and latest puja dates of its line items ('' when none). */
  firstPujaDate: string;
  lastPujaDate: string;
}

export const noteInput = z.object({
  body: z.string().trim().min(1, 'Write the note').max(4000, 'At most 4000 characters'),
});

export const performedInput = z.object({
  /** Line-item positions of the order (people) whose puja was performed. */
  positions: z.array(z.number().int().min(0).max(20)).min(1, 'Choose at least one person'),
  ...proofInput.shape,
});

export const datePerformedInput = z.object({
  date: isoDay,
  /** Only this puja's people; all pujas of the date when absent. */
  pujaId: z.number().int().optional(),
  ...proofInput.shape,
});

export const refundInput = z.object({
  /** People to refund; the whole order when absent. */
  positions: z.array(z.number().int().min(0).max(20)).min(1).optional(),
  reason: z.string().trim().min(1, 'Give a reason').max(500),
});

/** Refunding a refund due (a cancelled astrology booking's settled charge). */
export const bookingRefundInput = z.object({
  reason: z.string().trim().min(1, 'Give a reason').max(500),
});

export interface RosterPerson {
  orderNumber: string;
  position: number;
  name: string;
  birthStar: string;
  birthDate: string;
  birthTime: string;
  birthPlace: string;
  departed: boolean;
  /** Star, date, place and time of passing, for a departed person. */
  passing: string;
  prayerRequest: string;
  performedAt: string | null;
}

export interface RosterGroup {
  pujaId: number;
  puja: string;
  people: RosterPerson[];
}
