/**
 * The astrology booking API under /puja-web-v2/api/astro (docs/astro.md):
 * catalog, free slots in the visitor's zone, hold, pay, look up, reschedule,
 * cancel and the calendar file. Registered by server/app.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ASTRO_API_BASE,
  ASTRO_PATHS,
  ANY_ASTROLOGER,
  cancelRequestSchema,
  holdRequestSchemaAt,
  lookupRequestSchema,
  normalizeBookingCode,
  payRequestSchema,
  rescheduleRequestSchema,
  timeZoneSchema,
} from '../../domain/astro/api';
import { addDays } from '../../domain/astro/time-zones';
import { IDEMPOTENCY_HEADER } from '../../domain/constants';
import type { ServerDeps } from '../deps';
import {
  ApiError,
  hashRequest,
  privateAnswer,
  readIdempotencyKey,
  runIdempotent,
  ERROR_ANSWERS,
  fileAnswer,
  typed,
  validationErrorFromIssues,
  writeRateLimit,
} from '../http';
import { findBookingFor, toBookingView } from './booking-view';
import { astrologersOffering, bookingParts, findReadingType, loadCatalog } from './catalog';
import { languageOf, readingNameIn } from '../catalog';
import { cancelBooking, rescheduleBooking } from './changes';
import type { AstroContext } from './context';
import { calendarFile, devoteeOf } from './emails';
import { registerAstrologerRoutes } from './astrologer-routes';
import { createHold } from './holds';
import { slotsAnswer } from './slots-answer';
import { payForBooking } from './payment';
import { bookingPayAnswer } from './pay-answer';
import { idempotencyLeaseMs } from '../payments';
import { SWEEP_INTERVAL_MS, sweepHolds } from './sweep';
import { bookingReceiptFile, receiptPolicy, sendPdf } from '../receipts';

/** A visitor may look at most this many days of slots at once. */
const MAX_RANGE_DAYS = 42;

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw validationErrorFromIssues(result.error.issues);
  return result.data;
}

/** A real YYYY-MM-DD day (not 2026-02-31). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

const calendarDate = (message: string) => z.string().refine(isCalendarDate, message);

const slotsQuerySchema = z
  .object({
    readingTypeId: z.coerce.number().int().positive('Choose a reading'),
    astrologerId: z.union([
      z.literal(ANY_ASTROLOGER),
      z.coerce.number().int().positive('Choose an astrologer'),
    ]),
    from: calendarDate('Give the first day as YYYY-MM-DD'),
    to: calendarDate('Give the last day as YYYY-MM-DD'),
    timeZone: timeZoneSchema,
  })
  .refine(
    (q) => !isCalendarDate(q.from) || (q.from <= q.to && q.to <= addDays(q.from, MAX_RANGE_DAYS)),
    {
      message: `Ask for at most ${MAX_RANGE_DAYS} days, the last one not before the first`,
      path: ['to'],
    },
  );

/** A booking's code as the path holds it; normalised (case, dashes) before it is looked up. */
const codeParams = z.object({ code: z.string() });
const codeParam = (request: { params: { code: string } }): string =>
  normalizeBookingCode(request.params.code);
/** The booking's secret from its mail, for the files it opens. */
const tokenQuery = z.object({ token: z.string().min(1).max(64) });

export async function registerAstroRoutes(
  fastify: FastifyInstance,
  deps: ServerDeps,
): Promise<void> {
  const app = typed(fastify);
  const context: AstroContext = {
    db: deps.db,
    payments: deps.payments,
    now: deps.now,
    get publicUrl() {
      return deps.config.publicUrl;
    },
    log: app.log,
  };
  // A booking's answers hold names, birth details and the email: no cache may keep them.
  const limited = { ...writeRateLimit(deps.config), onRequest: privateAnswer };
  registerAstrologerRoutes(fastify, deps, context);

  /** Runs a write once per Idempotency-Key (when the client sends one). */
  async function once(
    request: FastifyRequest,
    scope: string,
    work: () => Promise<{ statusCode: number; body: unknown }>,
  ) {
    const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER.toLowerCase()]);
    if (!key) return work();
    return runIdempotent(
      deps.db,
      {
        key,
        scope,
        requestHash: hashRequest({ params: request.params, body: request.body }),
        now: deps.now,
        leaseMs: idempotencyLeaseMs(deps.config.anet.timeoutMs),
      },
      work,
    );
  }

  app.get(ASTRO_PATHS.catalog, async (request) => loadCatalog(deps.db, languageOf(request.query)));

  app.get(ASTRO_PATHS.slots, { schema: { querystring: slotsQuerySchema } }, async (request) => {
    const { query } = request;
    const type = await findReadingType(deps.db, query.readingTypeId);
    const offering = type ? await astrologersOffering(deps.db, type.id) : [];
    const astrologers =
      query.astrologerId === ANY_ASTROLOGER
        ? offering
        : offering.filter((a) => a.row.id === query.astrologerId);
    if (!type || astrologers.length === 0) {
      throw new ApiError(404, 'NOT_FOUND', 'That reading or astrologer is not offered.');
    }
    return slotsAnswer(deps.db, {
      astrologers,
      durationMinutes: type.duration_minutes,
      from: query.from,
      to: query.to,
      timeZone: query.timeZone,
      now: deps.now(),
    });
  });

  app.post(ASTRO_PATHS.holds, limited, async (request, reply) => {
    const answer = await once(request, 'astro.hold', async () => {
      const body = parse(holdRequestSchemaAt(deps.now), request.body);
      const client = { address: request.ip };
      return { statusCode: 201, body: await createHold(deps.db, body, client, deps.now()) };
    });
    return reply.code(answer.statusCode).send(answer.body);
  });

  const lookup = { ...limited, schema: { body: lookupRequestSchema } };
  app.post(ASTRO_PATHS.lookup, lookup, async (request) => {
    const { body } = request;
    const booking = await findBookingFor(deps.db, body.code, body);
    return toBookingView(deps.db, booking, deps.now());
  });

  // The body is read inside the key's run: a repeat with another body is refused as a reuse first.
  const pay = { ...limited, schema: { params: codeParams } };
  app.post(`${ASTRO_API_BASE}/bookings/:code/pay`, pay, async (request, reply) => {
    const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER.toLowerCase()]);
    const answer = await once(request, 'astro.pay', async () => {
      const body = parse(payRequestSchema, request.body);
      const { payment, booking } = await payForBooking(
        context,
        deps,
        codeParam(request),
        body,
        key,
        request.ip,
      );
      return bookingPayAnswer(payment, booking);
    });
    return reply.code(answer.statusCode).send(answer.body);
  });

  const reschedule = { ...limited, schema: { params: codeParams, body: rescheduleRequestSchema } };
  app.post(`${ASTRO_API_BASE}/bookings/:code/reschedule`, reschedule, async (request) => {
    const { body } = request;
    return rescheduleBooking(
      context,
      codeParam(request),
      body,
      body.start,
      body.visitorTimeZone,
      body.reason ?? '',
    );
  });

  const cancel = { ...limited, schema: { params: codeParams, body: cancelRequestSchema } };
  app.post(`${ASTRO_API_BASE}/bookings/:code/cancel`, cancel, async (request) => {
    const { body } = request;
    return cancelBooking(context, deps, codeParam(request), body, body.reason ?? '');
  });

  app.get(
    `${ASTRO_API_BASE}/bookings/:code/calendar.ics`,
    {
      onRequest: privateAnswer,
      schema: {
        params: codeParams,
        querystring: tokenQuery,
        response: {
          200: fileAnswer('text/calendar', 'The reading as a calendar event'),
          ...ERROR_ANSWERS,
        },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const booking = await findBookingFor(deps.db, codeParam(request), { token });
      const { readingType, astrologer } = await bookingParts(deps.db, booking);
      const kind = booking.status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED';
      const devotee = devoteeOf(booking);
      const readingName = (await readingNameIn(deps.db, readingType, devotee.language)).text;
      const ics = calendarFile(
        {
          booking,
          readingType,
          astrologer,
          publicUrl: deps.config.publicUrl,
          now: deps.now(),
          readingName,
        },
        kind,
        devotee,
      );
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="astrology-reading-${booking.code}.ics"`,
        )
        .send(ics);
    },
  );

  // The payment receipt of a paid booking (a service), as issued.
  app.get(
    `${ASTRO_API_BASE}/bookings/:code/receipt.pdf`,
    {
      onRequest: privateAnswer,
      schema: {
        params: codeParams,
        querystring: tokenQuery,
        response: { 200: fileAnswer('application/pdf', 'The payment receipt'), ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const booking = await findBookingFor(deps.db, codeParam(request), { token });
      const file = await bookingReceiptFile(
        deps.db,
        booking.code,
        deps.now(),
        receiptPolicy(deps.config),
      );
      if (!file) throw new ApiError(404, 'NOT_FOUND', 'This booking has not been paid.');
      return sendPdf(reply, file);
    },
  );

  // Lapsed holds are also treated as free on every read; the sweep tidies them up.
  const timer = setInterval(() => {
    sweepHolds(context).catch((error: unknown) =>
      app.log.error({ err: error }, 'astro sweep failed'),
    );
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
