/**
 * The privacy API: the retention schedule (public), the devotee's erasure
 * request, and the office's requests, confirmation and JSON export (staff).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emailField } from '../../domain/bounded-text';
import {
  devoteeErasureRequestSchema,
  officeErasureRequestSchema,
  type DevoteeErasureRequest,
} from '../../domain/privacy/requests';
import { ERASED, ERASURE_REQUESTS_PATH, RETENTION_PATH } from '../../domain/privacy/retention';
import { STAFF_API } from '../../domain/staff/roles';
import { findBookingFor } from '../astro';
import { orderOfToken } from '../orders';
import type { ServerDeps } from '../deps';
import { ApiError, privateAnswer, validationErrorFromIssues, writeRateLimit } from '../http';
import { actorOf, staffRoute, writeAudit } from '../staff';
import { exportPerson, normalEmail } from './person';
import { confirmRequest, listRequests, recordRequest } from './requests';

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationErrorFromIssues(parsed.error.issues);
  return parsed.data;
}

const idParam = z.object({ id: z.uuid() });
const emailQuery = z.object({ email: emailField('Enter an email address') });

/** Whose export it was, without the email itself: a short one-way digest. */
const subjectDigest = (email: string) =>
  createHash('sha256').update(normalEmail(email)).digest('hex').slice(0, 12);

/** The person a devotee's request is about: the booking's or the order's email. */
async function requester(deps: ServerDeps, body: DevoteeErasureRequest) {
  if ('bookingCode' in body) {
    const access = 'token' in body ? { token: body.token } : { email: body.email };
    const booking = await findBookingFor(deps.db, body.bookingCode, access);
    return {
      email: booking.contact_email,
      reference: booking.code,
      source: 'BOOKING_PAGE' as const,
    };
  }
  const orderNumber = body.orderNumber.toUpperCase();
  const order = await deps.db
    .selectFrom('orders')
    .select(['order_number', 'customer_email'])
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  const allowed =
    order !== undefined &&
    ('token' in body
      ? (await orderOfToken(deps.db, body.token)) === orderNumber
      : normalEmail(order.customer_email) === normalEmail(body.email));
  if (!allowed) throw new ApiError(404, 'NOT_FOUND', 'No order with that number and link or email');
  return {
    email: order.customer_email,
    reference: order.order_number,
    source: 'ORDER_PAGE' as const,
  };
}

export function registerPrivacyRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const office = staffRoute(['office']);
  const { db } = deps;

  app.get(RETENTION_PATH, async () => deps.config.retention);

  app.post(
    ERASURE_REQUESTS_PATH,
    { ...writeRateLimit(deps.config), onRequest: privateAnswer },
    async (request, reply) => {
      const found = await requester(deps, parse(devoteeErasureRequestSchema, request.body));
      if (found.email === ERASED) {
        throw new ApiError(409, 'ALREADY_ERASED', 'These details were erased already');
      }
      const { request: recorded } = await recordRequest(
        db,
        { ...found, recordedBy: 'devotee' },
        deps.now(),
      );
      return reply.code(202).send({ requestedAt: recorded.requestedAt });
    },
  );

  app.get(`${STAFF_API}/privacy/requests`, office, async () => ({
    requests: await listRequests(db),
  }));

  app.post(`${STAFF_API}/privacy/requests`, office, async (request, reply) => {
    const body = parse(officeErasureRequestSchema, request.body);
    const actor = actorOf(request);
    const now = deps.now();
    const { request: recorded, created } = await recordRequest(
      db,
      { ...body, recordedBy: actor.label },
      now,
    );
    if (created) {
      await writeAudit(
        db,
        actor,
        {
          action: 'privacy.request',
          target: `request ${recorded.id}`,
          after: { source: body.source },
        },
        now,
      );
    }
    return reply.code(created ? 201 : 200).send({ request: recorded });
  });

  app.post(`${STAFF_API}/privacy/requests/:id/confirm`, office, async (request) => {
    const { id } = parse(idParam, request.params);
    const confirmed = await confirmRequest(
      db,
      id,
      actorOf(request),
      deps.now(),
      deps.config.outboxDir,
    );
    return { request: confirmed };
  });

  app.get(`${STAFF_API}/privacy/export`, office, async (request, reply) => {
    const { email } = parse(emailQuery, request.query);
    const now = deps.now();
    const document = await exportPerson(db, email, now);
    await writeAudit(
      db,
      actorOf(request),
      {
        action: 'privacy.export',
        target: `subject ${subjectDigest(email)}`,
        after: {
          orders: document.orders.length,
          bookings: document.bookings.length,
          mails: document.mails.length,
        },
      },
      now,
    );
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="personal-data.json"')
      .send(JSON.stringify(document, null, 2));
  });
}
