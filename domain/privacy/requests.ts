/** Erasure requests as the API shows them to the console and the devotee's pages. */
import { z } from 'zod';

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
export const devoteeErasureRequestSchema = z.union([
  z.object({ orderNumber: z.string().min(1).max(40), token: z.string().min(1).max(100) }).strict(),
  z.object({ bookingCode: z.string().min(1).max(40), token: z.string().min(1).max(200) }).strict(),
  z.object({ bookingCode: z.string().min(1).max(40), email: z.email().max(254) }).strict(),
  z.object({ orderNumber: z.string().min(1).max(40), email: z.email().max(254) }).strict(),
]);
export type DevoteeErasureRequest = z.infer<typeof devoteeErasureRequestSchema>;

/** A request the office received by letter or telephone. */
export const officeErasureRequestSchema = z
  .object({
    email: z.email().max(254),
    source: z.enum(['POST', 'PHONE']),
    reference: z.string().max(40).default(''),
  })
  .strict();
export type OfficeErasureRequest = z.input<typeof officeErasureRequestSchema>;

export const STAFF_ERASURE_PATHS = {
  list: '/privacy/requests',
  confirm: (id: string) => `/privacy/requests/${encodeURIComponent(id)}/confirm`,
  export: (email: string) => `/privacy/export?email=${encodeURIComponent(email)}`,
} as const;
