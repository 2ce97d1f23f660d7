/** Erasure requests as the API shows them to the console and the devotee's pages. */
import { z } from 'zod';
import { boundedString, emailField } from '../bounded-text';

const EMAIL_TEXT = 'Enter an email address';

/**
 * Where a request came from: an order's or booking's page (its emailed link), the form that
 * takes an order number or booking code with an email (anyone may type those), or the office.
 */
export const ERASURE_SOURCES = [
  'ORDER_PAGE',
  'BOOKING_PAGE',
  'ORDER_FORM',
  'BOOKING_FORM',
  'POST',
  'PHONE',
] as const;
export type ErasureSource = (typeof ERASURE_SOURCES)[number];

export const ERASURE_SOURCE_LABELS: Readonly<Record<ErasureSource, string>> = {
  ORDER_PAGE: 'Order page',
  BOOKING_PAGE: 'Booking page',
  ORDER_FORM: 'Devotee form (order number and email)',
  BOOKING_FORM: 'Devotee form (booking code and email)',
  POST: 'Letter',
  PHONE: 'Telephone',
};

/** Sources the office records itself, having checked who asked; the others wait for the devotee. */
export const OFFICE_SOURCES: readonly ErasureSource[] = ['POST', 'PHONE'];

/** How long the link mailed to confirm a devotee's request works; unconfirmed ones are deleted. */
export const ERASURE_CONFIRM_DAYS = 7;

export interface ErasureRequestView {
  id: string;
  /** "[erased]" once confirmed. */
  email: string;
  reference: string;
  source: ErasureSource;
  status: 'REQUESTED' | 'CONFIRMED';
  requestedAt: string;
  /** "devotee", or the member who recorded it. */
  recordedBy: string;
  /** When the devotee confirmed through the mailed link (null for the office's own). */
  devoteeConfirmedAt: string | null;
  /** False while a devotee's request waits for them to confirm it: the office cannot act yet. */
  ready: boolean;
  confirmedAt: string | null;
  confirmedBy: string | null;
  /** What the confirmation erased: orders, bookings, mails. */
  erased: Record<string, number>;
}

/**
 * The devotee's request: a booking's code with its link's token or its email, or an
 * order's number with its My order link's token or its email.
 */
const reference = () => boundedString(40).min(1);
const email = () => emailField(EMAIL_TEXT);

export const devoteeErasureRequestSchema = z.union([
  z.object({ orderNumber: reference(), token: boundedString(100).min(1) }).strict(),
  z.object({ bookingCode: reference(), token: boundedString(200).min(1) }).strict(),
  z.object({ bookingCode: reference(), email: email() }).strict(),
  z.object({ orderNumber: reference(), email: email() }).strict(),
]);
export type DevoteeErasureRequest = z.infer<typeof devoteeErasureRequestSchema>;

/** The devotee's confirmation, with the token of the link mailed to them. */
export const devoteeErasureConfirmationSchema = z
  .object({ token: z.string().min(20, { abort: true }).max(100, { abort: true }) })
  .strict();

/** A request the office received by letter or telephone. */
export const officeErasureRequestSchema = z
  .object({
    email: email(),
    source: z.enum(['POST', 'PHONE']),
    reference: boundedString(40).default(''),
  })
  .strict();
export type OfficeErasureRequest = z.input<typeof officeErasureRequestSchema>;

export const STAFF_ERASURE_PATHS = {
  list: '/privacy/requests',
  confirm: (id: string) => `/privacy/requests/${encodeURIComponent(id)}/confirm`,
  export: (email: string) => `/privacy/export?email=${encodeURIComponent(email)}`,
} as const;
