/** Erasure requests as the API shows them to the console and the devotee's pages. */
import { z } from 'zod';
import { boundedString, emailField } from '../bounded-text';

const EMAIL_TEXT = 'Enter an email address';

export const ERASURE_SOURCES = ['ORDER_PAGE', 'BOOKING_PAGE', 'POST', 'PHONE'] as const;
export type ErasureSource = (typeof ERASURE_SOURCES)[number];

export const ERASURE_SOURCE_LABELS: Readonly<Record<ErasureSource, string>> = {
  ORDER_PAGE: 'Order page',
  BOOKING_PAGE: 'Booking page',
  POST: 'Letter',
  PHONE: 'Telephone',
};

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
