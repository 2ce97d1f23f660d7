/**
 * The console's prasad calls (office and admin): parcels recorded one by one
 * on an order's page or imported from a day's tracking file (checked, shown,
 * then confirmed), and the day's packing list and label sheets.
 */
import type { FastifyInstance } from 'fastify';
import {
  CARRIERS,
  normaliseTrackingNumber,
  trackingNumberProblem,
  trackingUrl,
} from '../../domain/prasad/carriers';
import { LABEL_SHEETS_GEOMETRY } from '../../domain/prasad/label-sheets';
import {
  prasadDayQuery,
  shipmentInput,
  trackingImportInput,
  type ImportAnswer,
} from '../../domain/prasad/requests';
import { checkTrackingCsv, type CsvProblem } from '../../domain/prasad/tracking-csv';
import { STAFF_API } from '../../domain/staff/roles';
import type { ServerDeps } from '../deps';
import { ApiError, validationError } from '../http';
import { actorOf, orderNumberParam, parseRequestPart, staffRoute, writeAudit } from '../staff';
import { labelSheetPdf, UnprintableLabelsError } from './labels-pdf';
import { registerPrasadPlacesRoutes } from './places-routes';
import { postDay } from './post-day';
import {
  problemsAgainstOrders,
  recordShipments,
  shipmentForOrder,
  singleProblem,
} from './shipments';

/** Every bad row as a field `csv.<line>`; nothing was imported. */
function rowsRefused(problems: CsvProblem[]): ApiError {
  const lines = new Set(problems.map((p) => p.line)).size;
  return validationError(
    problems.map((p) => ({ path: `csv.${p.line}`, message: p.reason })),
    `${lines} ${lines === 1 ? 'row needs' : 'rows need'} attention; nothing was imported`,
  );
}

/** 400 for a posting day after tomorrow (UTC: a day ahead allows for every time zone). */
function refuseFutureDay(postedOn: string, now: Date): void {
  const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  if (postedOn > tomorrow) {
    throw validationError([{ path: 'postedOn', message: 'The day posted is not in the future' }]);
  }
}

/** A parcel recorded by someone else meanwhile (the unique key): the whole batch is refused. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT'));
}

export function registerPrasadRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const office = staffRoute(['office']);
  const { db } = deps;
  registerPrasadPlacesRoutes(app, deps);

  const record: typeof recordShipments = async (...args) => {
    try {
      return await recordShipments(...args);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new ApiError(409, 'CONFLICT', 'A parcel was recorded meanwhile: check the file again');
    }
  };

  app.get(`${STAFF_API}/orders/:orderNumber/shipments`, office, async (request) => {
    const { orderNumber } = parseRequestPart(orderNumberParam, request.params);
    return { shipments: await shipmentForOrder(db, orderNumber.toUpperCase()) };
  });

  app.post(`${STAFF_API}/orders/:orderNumber/shipments`, office, async (request, reply) => {
    const orderNumber = parseRequestPart(
      orderNumberParam,
      request.params,
    ).orderNumber.toUpperCase();
    const input = parseRequestPart(shipmentInput, request.body);
    refuseFutureDay(input.postedOn, deps.now());
    const carrier = CARRIERS[input.carrier];
    const numberProblem = trackingNumberProblem(carrier, input.trackingNumber);
    if (numberProblem) {
      throw validationError([{ path: 'trackingNumber', message: numberProblem }]);
    }
    const row = {
      orderNumber,
      carrier: carrier.code,
      trackingNumber: normaliseTrackingNumber(input.trackingNumber),
    };
    const problem = await singleProblem(db, row);
    if (problem) {
      throw new ApiError(
        problem.status,
        problem.status === 404 ? 'NOT_FOUND' : 'CONFLICT',
        problem.reason,
      );
    }
    await record(db, actorOf(request), [row], input.postedOn, deps.now());
    return reply.code(201).send({ shipments: await shipmentForOrder(db, orderNumber) });
  });

  app.post(`${STAFF_API}/prasad/import`, office, async (request): Promise<ImportAnswer> => {
    const input = parseRequestPart(trackingImportInput, request.body);
    refuseFutureDay(input.postedOn, deps.now());
    const { rows, problems, orderOnly } = checkTrackingCsv(input.csv);
    // A bad row with a well-formed order number is looked up too.
    const all = [...problems, ...(await problemsAgainstOrders(db, [...rows, ...orderOnly]))];
    if (all.length > 0) throw rowsRefused(all.sort((a, b) => a.line - b.line));
    const views = rows.map((row) => ({
      line: row.line,
      orderNumber: row.orderNumber,
      carrierName: CARRIERS[row.carrier].name,
      trackingNumber: row.trackingNumber,
      trackingUrl: trackingUrl(CARRIERS[row.carrier], row.trackingNumber),
    }));
    if (!input.confirm) return { imported: false, rows: views, emails: 0 };
    const emails = await record(db, actorOf(request), rows, input.postedOn, deps.now());
    return { imported: true, rows: views, emails };
  });

  app.get(`${STAFF_API}/prasad/packing-list`, office, async (request) => {
    const { date } = parseRequestPart(prasadDayQuery, request.query);
    const orders = await postDay(db, date);
    const after = { date, orders: orders.length };
    await writeAudit(
      db,
      actorOf(request),
      { action: 'prasad.packingList', target: date, after },
      deps.now(),
    );
    return { date, orders };
  });

  app.get(`${STAFF_API}/prasad/labels.pdf`, office, async (request, reply) => {
    const { date, sheet, skip } = parseRequestPart(prasadDayQuery, request.query);
    const geometry = LABEL_SHEETS_GEOMETRY[sheet];
    const perSheet = geometry.columns * geometry.rows;
    if (skip >= perSheet) {
      throw validationError([{ path: 'skip', message: `A sheet has ${perSheet} labels` }]);
    }
    const orders = await postDay(db, date);
    const pdf = await labelSheetPdf(
      geometry,
      orders.map((o) => ({ orderNumber: o.orderNumber, lines: o.shipTo })),
      `Prasad labels ${date}`,
      skip,
    ).catch((error: unknown) => {
      if (error instanceof UnprintableLabelsError) {
        throw new ApiError(422, 'UNPRINTABLE_ADDRESS', error.message);
      }
      throw error;
    });
    const after = { date, sheet, skip, labels: orders.length };
    await writeAudit(
      db,
      actorOf(request),
      { action: 'prasad.labels', target: date, after },
      deps.now(),
    );
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="prasad-labels-${date}-${sheet}.pdf"`)
      .send(Buffer.from(pdf));
  });
}
