/** The office's downloads of an order's receipt and of each refund's (audited: they name people). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { STAFF_API } from '../../domain/staff/roles';
import type { ServerDeps } from '../deps';
import { ApiError } from '../http';
import {
  correctOrderReceipt,
  orderReceiptFile,
  receiptPolicy,
  refundReceiptFile,
  sendPdf,
  type PdfFile,
} from '../receipts';
import { writeAudit } from './audit';
import { actorOf, staffRoute } from './authorize';
import { orderNumberParam, parseRequestPart } from './route-params';

const refundParam = orderNumberParam.extend({
  n: z.coerce.number().int('Not a refund number').min(1, 'Not a refund number').max(999),
});

const correctionInput = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say what the correction fixes')
    .max(500, 'At most 500 characters'),
});

export function registerReceiptRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const office = staffRoute(['office']);
  const found = (file: PdfFile | null, what: string): PdfFile => {
    if (!file) throw new ApiError(404, 'NOT_FOUND', `No ${what}`);
    return file;
  };

  app.get(`${STAFF_API}/orders/:orderNumber/receipt.pdf`, office, async (request, reply) => {
    const orderNumber = parseRequestPart(
      orderNumberParam,
      request.params,
    ).orderNumber.toUpperCase();
    const now = deps.now();
    const file = found(
      await orderReceiptFile(deps.db, orderNumber, now, receiptPolicy(deps.config)),
      'receipt: unpaid or unknown order',
    );
    await writeAudit(
      deps.db,
      actorOf(request),
      { action: 'order.receipt', target: orderNumber },
      now,
    );
    return sendPdf(reply, file);
  });

  app.get(
    `${STAFF_API}/orders/:orderNumber/refunds/:n/receipt.pdf`,
    office,
    async (request, reply) => {
      const { orderNumber, n } = parseRequestPart(refundParam, request.params);
      const now = deps.now();
      const number = orderNumber.toUpperCase();
      const file = found(
        await refundReceiptFile(deps.db, number, n, now, receiptPolicy(deps.config)),
        'such refund',
      );
      await writeAudit(
        deps.db,
        actorOf(request),
        { action: 'order.refund-receipt', target: number, after: { refund: n } },
        now,
      );
      return sendPdf(reply, file);
    },
  );

  // A correction: a new receipt, made from the order and the temple's details as they are now.
  app.post(`${STAFF_API}/orders/:orderNumber/receipt/corrections`, office, async (request) => {
    const orderNumber = parseRequestPart(
      orderNumberParam,
      request.params,
    ).orderNumber.toUpperCase();
    const { reason } = parseRequestPart(correctionInput, request.body);
    const now = deps.now();
    const receipt = await correctOrderReceipt(
      deps.db,
      orderNumber,
      now,
      receiptPolicy(deps.config),
    );
    if (!receipt) throw new ApiError(404, 'NOT_FOUND', 'No receipt: unpaid or unknown order');
    await writeAudit(
      deps.db,
      actorOf(request),
      {
        action: 'order.receipt-correction',
        target: orderNumber,
        after: { receipt: receipt.number, replaces: receipt.replaces, reason },
      },
      now,
    );
    return { receiptNumber: receipt.number, replaces: receipt.replaces };
  });
}
