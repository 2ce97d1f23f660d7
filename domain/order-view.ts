/**
 * One stored order as the server reads it (server/orders/order-view.ts): the
 * staff CLI, the mails and the console's order page (which shows a part).
 */
import type { VisitorLanguage } from './visitor-language';

/** One person's line of an order. */
export interface OrderLineView {
  position: number;
  pujaId: number;
  regionId: number | null;
  item: string;
  cost: number;
  pujaDate: string;
  requestedPujaDate: string;
  firstName: string;
  lastName: string;
  birthStar: string;
  birthDate: string;
  birthPlace: string;
  birthTime: string;
  prayerTypeCode: string;
  starOnTheDayOfPassing: string;
  dateOfPassing: string;
  placeOfPassing: string;
  passingTime: string;
  customerNotes: string;
}

export interface OrderView {
  orderNumber: string;
  kind: string;
  status: string;
  /** US dollars. */
  total: number;
  totalCents: number;
  notes: string;
  customerEmail: string;
  /** The visitor's language: the order's mails are written in it. */
  language: VisitorLanguage;
  transId: string | null;
  createdAt: string;
  /** Null until paid: only a paid order has a receipt. */
  paidAt: string | null;
  lineItems: OrderLineView[];
  addresses: Record<string, Record<string, string>>;
  attempts: { attempt: number; outcome: string; transId: string | null; code: string | null }[];
}
