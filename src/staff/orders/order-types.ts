import type { ProofPhoto } from '../../domain/proof';

/** The order page's data (GET …/staff/orders/:n). */
export interface StaffOrderPage {
  order: {
    orderNumber: string;
    kind: string;
    status: string;
    total: number;
    totalCents: number;
    customerEmail: string;
    createdAt: string;
    /** Null until paid: only a paid order has a receipt. */
    paidAt: string | null;
    lineItems: {
      position: number;
      pujaId: number;
      item: string;
      cost: number;
      pujaDate: string;
      firstName: string;
      lastName: string;
      birthStar: string;
      prayerTypeCode: string;
      customerNotes: string;
    }[];
    addresses: Record<string, Record<string, string>>;
    attempts: { attempt: number; outcome: string; transId: string | null; code: string | null }[];
  };
  notes: { author: string; body: string; createdAt: string }[];
  performed: { position: number; performedAt: string }[];
  emails: { subject: string; to: string; status: string; createdAt: string }[];
  refunds: {
    positions: number[];
    amountCents: number;
    outcome: string;
    reason: string;
    createdAt: string;
  }[];
  /** Photographs (not withdrawn) and video links attached to each person, by position. */
  proof: {
    position: number;
    photos: (ProofPhoto & { caption: string })[];
    videoUrls: string[];
  }[];
}
