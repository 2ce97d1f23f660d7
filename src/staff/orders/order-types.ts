import type { OrderLineView, OrderView } from '../../../domain/order-view';
import type { ProofPhoto } from '../../../domain/proof';

/** The order page's data (GET …/staff/orders/:n). */
export interface StaffOrderPage {
  /** The part of the stored order the page shows. */
  order: Pick<
    OrderView,
    | 'orderNumber'
    | 'kind'
    | 'status'
    | 'total'
    | 'totalCents'
    | 'customerEmail'
    | 'createdAt'
    | 'paidAt'
    | 'addresses'
    | 'attempts'
  > & {
    lineItems: Pick<
      OrderLineView,
      | 'position'
      | 'pujaId'
      | 'item'
      | 'cost'
      | 'pujaDate'
      | 'firstName'
      | 'lastName'
      | 'birthStar'
      | 'prayerTypeCode'
      | 'customerNotes'
    >[];
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
