/** Orders for the office (list, CSV, page, notes, resend) and rosters for priests. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_API } from '../../domain/staff/roles';
import {
  bookingRefundInput,
  datePerformedInput,
  noteInput,
  orderFilters,
  performedInput,
  refundInput,
} from '../../domain/staff/orders';
import type { ProofInput } from '../../domain/proof';
import type { ServerDeps } from '../deps';
import { ApiError } from '../http';
import { bookingCodeParam, dateQuery, orderNumberParam, parseRequestPart } from './route-params';
import { enqueueEmail } from '../mail';
import { confirmationEmail, readOrder } from '../orders';
import { photosForOrder, proofOfDate } from '../proof';
import { writeAudit, type AuditEntry } from './audit';
import { refuseUnpaid } from './paid-order';
import { actorOf, staffOf, staffRoute } from './authorize';
import { listOrders, ordersCsvRows } from './orders-query';
import { markDatePerformed, markPerformed, type Marking } from './performed';
import { rosterCsvRows, rosterGroups } from './roster-groups';
import { readRefunds, refundDueBooking, refundOrder, refundsDue } from './refunds';
import { toCsv } from './safe-text';

export function registerOrderRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const office = staffRoute(['office']);
  const priests = staffRoute(['priest', 'office']);
  const { db } = deps;

  /** Reading personal data is audited too (not in a transaction: nothing changes). */
  const audited = (request: FastifyRequest, entry: AuditEntry) =>
    writeAudit(db, actorOf(request), entry, deps.now());

  const markingOf = (request: FastifyRequest, proof: ProofInput): Marking => ({
    actor: actorOf(request),
    now: deps.now(),
    publicUrl: deps.config.publicUrl,
    proof,
  });

  /** The path's order number as stored (upper case). */
  const orderNumberOf = (raw: unknown) =>
    parseRequestPart(orderNumberParam, raw).orderNumber.toUpperCase();
  const orderOr404 = async (raw: unknown) => {
    const orderNumber = orderNumberOf(raw);
    const order = await readOrder(db, orderNumber);
    if (!order) throw new ApiError(404, 'NOT_FOUND', `No order ${orderNumber}`);
    return order;
  };

  app.get(`${STAFF_API}/orders`, office, async (request) => ({
    orders: await listOrders(db, parseRequestPart(orderFilters, request.query)),
  }));

  app.get(`${STAFF_API}/orders.csv`, office, async (request, reply) => {
    const { q, ...filters } = parseRequestPart(orderFilters, request.query);
    const { header, rows } = ordersCsvRows(await listOrders(db, { ...filters, q }));
    // The search text may be a devotee's name or email: the audit row says only that there was one.
    const after = { filters: { ...filters, ...(q && { search: true }) }, rows: rows.length };
    await audited(request, { action: 'orders.export', target: 'orders.csv', after });
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="orders.csv"')
      .send(toCsv(header, rows));
  });

  app.get(`${STAFF_API}/orders/:orderNumber`, office, async (request) => {
    const order = await orderOr404(request.params);
    await audited(request, { action: 'order.view', target: order.orderNumber });
    const [notes, performed, emails] = await Promise.all([
      db
        .selectFrom('staff_order_notes')
        .select(['author', 'body', 'created_at as createdAt'])
        .where('order_number', '=', order.orderNumber)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('staff_performed')
        .select(['position', 'performed_at as performedAt'])
        .where('order_number', '=', order.orderNumber)
        .execute(),
      db
        .selectFrom('outbox_emails')
        .select([
          'subject',
          'to_address as to',
          'status',
          'created_at as createdAt',
          'sent_at as sentAt',
        ])
        .where('reference', '=', order.orderNumber)
        .orderBy('created_at')
        .execute(),
    ]);
    return {
      order,
      notes,
      performed,
      emails,
      refunds: await readRefunds(deps, order.orderNumber),
      proof: await photosForOrder(db, order.orderNumber),
    };
  });

  app.post(`${STAFF_API}/orders/:orderNumber/notes`, office, async (request, reply) => {
    const order = await orderOr404(request.params);
    const { body } = parseRequestPart(noteInput, request.body);
    const member = staffOf(request);
    const now = deps.now();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('staff_order_notes')
        .values({
          id: randomUUID(),
          order_number: order.orderNumber,
          staff_id: member.id,
          author: member.name,
          body,
          created_at: now.toISOString(),
        })
        .execute();
      await writeAudit(
        trx,
        actorOf(request),
        { action: 'order.note', target: order.orderNumber, after: { body } },
        now,
      );
    });
    return reply.code(201).send({ added: true });
  });

  app.post(`${STAFF_API}/orders/:orderNumber/resend-confirmation`, office, async (request) => {
    const order = await orderOr404(request.params);
    refuseUnpaid(order, order.orderNumber, 'has a confirmation to resend');
    const now = deps.now();
    await db.transaction().execute(async (trx) => {
      const link = { publicUrl: deps.config.publicUrl, now };
      const message = await confirmationEmail(trx, order.orderNumber, link);
      await enqueueEmail(trx, message, now);
      await writeAudit(
        trx,
        actorOf(request),
        {
          action: 'order.resendConfirmation',
          target: order.orderNumber,
          after: { to: message.to },
        },
        now,
      );
    });
    return { queued: true };
  });

  app.post(`${STAFF_API}/orders/:orderNumber/performed`, priests, async (request) => {
    // markPerformed refuses an unknown or unpaid order itself (404, 409).
    const orderNumber = orderNumberOf(request.params);
    const { positions, photos, videoUrl } = parseRequestPart(performedInput, request.body);
    const marking = markingOf(request, { photos, videoUrl });
    return { marked: await markPerformed(db, marking, orderNumber, positions) };
  });

  app.post(`${STAFF_API}/orders/:orderNumber/refund`, office, async (request) => {
    // refundOrder refuses an unknown or unpaid order itself (404, 409).
    const orderNumber = orderNumberOf(request.params);
    const input = parseRequestPart(refundInput, request.body);
    const actor = { staffId: staffOf(request).id, label: staffOf(request).email };
    return { refund: await refundOrder(deps, actor, orderNumber, input) };
  });

  app.get(`${STAFF_API}/refunds-due`, office, async () => ({ due: await refundsDue(deps) }));

  app.post(`${STAFF_API}/refunds-due/:bookingCode/refund`, office, async (request) => {
    const { bookingCode } = parseRequestPart(bookingCodeParam, request.params);
    const { reason } = parseRequestPart(bookingRefundInput, request.body);
    return { refund: await refundDueBooking(deps, actorOf(request), bookingCode, reason) };
  });

  app.get(`${STAFF_API}/roster`, priests, async (request) => {
    const { date } = parseRequestPart(dateQuery, request.query);
    return { date, groups: await rosterGroups(db, date), proof: await proofOfDate(db, date) };
  });

  app.get(`${STAFF_API}/roster.csv`, priests, async (request, reply) => {
    const { date } = parseRequestPart(dateQuery, request.query);
    const { header, rows } = rosterCsvRows(await rosterGroups(db, date));
    const after = { date, rows: rows.length };
    await audited(request, { action: 'roster.export', target: `roster-${date}.csv`, after });
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="roster-${date}.csv"`)
      .send(toCsv(header, rows));
  });

  app.post(`${STAFF_API}/roster/performed`, priests, async (request) => {
    const { date, pujaId, photos, videoUrl } = parseRequestPart(datePerformedInput, request.body);
    const marking = markingOf(request, { photos, videoUrl });
    return { marked: await markDatePerformed(db, marking, date, pujaId) };
  });
}
