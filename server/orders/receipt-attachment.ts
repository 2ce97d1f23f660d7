/**
 * The confirmation mail's receipt: named here, made when the mail is sent by
 * server/receipts' renderer of this name (it reads the order, so the orders
 * feature never imports the receipts).
 */
import type { RenderedAttachment } from '../mail';

export const ORDER_RECEIPT_RENDER = 'order-receipt';

/** The confirmation mail's receipt: issued (or read as issued) when the mail is sent. */
export function orderReceiptAttachment(orderNumber: string): RenderedAttachment {
  return { render: ORDER_RECEIPT_RENDER, ref: orderNumber };
}
