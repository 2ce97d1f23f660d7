/** Shapes of the console's prasad calls, shared by the server and the console. */
import { z } from 'zod';
import { CARRIER_CODES, type CarrierCode } from './carriers';
import { TRACKING_CSV_MAX_CHARS } from './tracking-csv';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

export const LABEL_SHEETS = ['letter-30', 'a4-21'] as const;
export type LabelSheet = (typeof LABEL_SHEETS)[number];

/** POST /orders/:orderNumber/shipments: one parcel recorded from the order's page. */
export const shipmentInput = z.object({
  carrier: z.enum(CARRIER_CODES, 'Choose a carrier'),
  trackingNumber: z.string().trim().min(1, 'Give the tracking number').max(60),
  postedOn: isoDay,
});
export type ShipmentInput = z.infer<typeof shipmentInput>;

/** POST /prasad/import: the file's text; `confirm` false checks it only (the preview). */
export const trackingImportInput = z.object({
  csv: z
    .string()
    .min(1, 'Choose a file')
    .max(TRACKING_CSV_MAX_CHARS, `At most ${TRACKING_CSV_MAX_CHARS} characters`),
  postedOn: isoDay,
  confirm: z.boolean(),
});
export type TrackingImportInput = z.infer<typeof trackingImportInput>;

/** The query of the packing list and the label sheets. */
export const prasadDayQuery = z.object({
  date: isoDay,
  sheet: z.enum(LABEL_SHEETS).default('letter-30'),
  /** Labels already used on the first sheet (a partly used sheet): printing starts after them. */
  skip: z.coerce.number().int('Give a whole number').min(0).max(29).default(0),
});

export interface ShipmentView {
  carrier: CarrierCode;
  carrierName: string;
  trackingNumber: string;
  /** The carrier's page for this number (India Post: its tracking form). */
  trackingUrl: string;
  numberInLink: boolean;
  postedOn: string;
  recordedBy: string;
  recordedAt: string;
}

/** A good row of the tracking file, as the preview shows it. */
export interface ImportRowView {
  line: number;
  orderNumber: string;
  carrierName: string;
  trackingNumber: string;
  trackingUrl: string;
}

/** The answer of POST /prasad/import when every row is good. */
export interface ImportAnswer {
  imported: boolean;
  rows: ImportRowView[];
  /** Mails queued (one per order) when imported. */
  emails: number;
}

/** One order of a puja date's packing list. */
export interface PackingOrder {
  orderNumber: string;
  names: string[];
  pujas: string[];
  /** Prasad packets: one per person and puja on the date. */
  packets: number;
  shipTo: string[];
  /** Letters of the address that no label font has (the label sheet is refused while any). */
  unprintable: string[];
  posted: ShipmentView[];
}
