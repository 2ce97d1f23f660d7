/**
 * Prasad parcels: what the import and the order page check against the
 * orders, recording parcels (each devotee's mail queued in the same
 * transaction), and an order's parcels for the console and "My order".
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CARRIERS, trackingUrl, type CarrierCode } from '../../domain/prasad/carriers';
import type { ShipmentView } from '../../domain/prasad/requests';
import type { CsvProblem, TrackingRow } from '../../domain/prasad/tracking-csv';
import type { Database } from '../db/schema';
import { enqueueEmail } from '../mail';
import { PAYMENT_STATUS } from '../payments';
import { insertAudited, type Actor } from '../staff';
import { postedEmail } from './posted-email';

type Db = Kysely<Database>;

/** Orders whose prasad is posted: a puja or a regional puja with a prasad address. */
export const PRASAD_KINDS = ['puja', 'regionalPuja'] as const;

interface OrderFacts {
  status: string;
  kind: string;
  hasAddress: boolean;
  trackingNumbers: Set<string>;
}

/** What the checks need of each order named (absent: no such order). */
async function factsOf(db: Db, orderNumbers: readonly string[]): Promise<Map<string, OrderFacts>> {
  const facts = new Map<string, OrderFacts>();
  const unique = [...new Set(orderNumbers)];
  for (let i = 0; i < unique.length; i += 500) {
    const chunk = unique.slice(i, i + 500);
    const [orders, addresses, parcels] = await Promise.all([
      db
        .selectFrom('orders')
        .select(['order_number', 'status', 'kind', 'prasad_declined'])
        .where('order_number', 'in', chunk)
        .execute(),
      db
        .selectFrom('order_addresses')
        .select('order_number')
        .where('order_number', 'in', chunk)
        .where('type', '=', 'SHIPPING')
        .where('address1', '<>', '')
        .execute(),
      db
        .selectFrom('prasad_shipments')
        .select(['order_number', 'tracking_number'])
        .where('order_number', 'in', chunk)
        .execute(),
    ]);
    const addressed = new Set(addresses.map((a) => a.order_number));
    for (const o of orders) {
      facts.set(o.order_number, {
        status: o.status,
        kind: o.kind,
        // A devotee who declined prasad has none to post.
        hasAddress: addressed.has(o.order_number) && o.prasad_declined === 0,
        trackingNumbers: new Set(),
      });
    }
    for (const p of parcels) facts.get(p.order_number)?.trackingNumbers.add(p.tracking_number);
  }
  return facts;
}

/** Why a parcel cannot be recorded for this order, or null. */
/** A row to look up: its tracking number absent when the row is bad for other reasons. */
type OrderRef = { orderNumber: string; trackingNumber?: string };

function orderProblem(facts: OrderFacts | undefined, row: OrderRef) {
  if (!facts) return `Unknown order ${row.orderNumber}`;
  if (!(PRASAD_KINDS as readonly string[]).includes(facts.kind) || !facts.hasAddress) {
    return `Order ${row.orderNumber} has no prasad to post`;
  }
  if (facts.status !== PAYMENT_STATUS.paid) {
    return `Order ${row.orderNumber} is not paid (${facts.status.toLowerCase()})`;
  }
  if (row.trackingNumber && facts.trackingNumbers.has(row.trackingNumber)) {
    return `Order ${row.orderNumber} already has tracking number ${row.trackingNumber}`;
  }
  return null;
}

/** The rows' problems against the stored orders (one per bad row). */
export async function problemsAgainstOrders(
  db: Db,
  rows: readonly (OrderRef & { line: number })[],
): Promise<CsvProblem[]> {
  const facts = await factsOf(
    db,
    rows.map((r) => r.orderNumber),
  );
  return rows.flatMap((row) => {
    const reason = orderProblem(facts.get(row.orderNumber), row);
    return reason ? [{ line: row.line, reason }] : [];
  });
}

/** The single recording's check: the reason and the status to answer with, or null. */
export async function singleProblem(
  db: Db,
  row: Omit<TrackingRow, 'line'>,
): Promise<{ status: 404 | 409; reason: string } | null> {
  const facts = (await factsOf(db, [row.orderNumber])).get(row.orderNumber);
  const reason = orderProblem(facts, row);
  if (!reason) return null;
  return { status: facts ? 409 : 404, reason };
}

export function shipmentView(row: {
  carrier: string;
  tracking_number: string;
  posted_on: string;
  recorded_by: string;
  recorded_at: string;
}): ShipmentView {
  const carrier = CARRIERS[row.carrier as CarrierCode];
  return {
    carrier: carrier.code,
    carrierName: carrier.name,
    trackingNumber: row.tracking_number,
    trackingUrl: trackingUrl(carrier, row.tracking_number),
    numberInLink: carrier.numberInLink,
    postedOn: row.posted_on,
    recordedBy: row.recorded_by,
    recordedAt: row.recorded_at,
  };
}

/** An order's parcels, oldest first ("My order" shows them as `prasad-posted` entries). */
export async function shipmentForOrder(db: Db, orderNumber: string): Promise<ShipmentView[]> {
  const rows = await db
    .selectFrom('prasad_shipments')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .orderBy('posted_on')
    .orderBy('recorded_at')
    .execute();
  return rows.map(shipmentView);
}

/**
 * Records the parcels, one audit row and one mail per order, all in one
 * transaction (rows already checked; a unique-key race fails the whole batch).
 */
export async function recordShipments(
  db: Db,
  actor: Actor,
  rows: readonly Omit<TrackingRow, 'line'>[],
  postedOn: string,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    let emails = 0;
    for (const row of rows) {
      const values = {
        id: randomUUID(),
        order_number: row.orderNumber,
        carrier: row.carrier,
        tracking_number: row.trackingNumber,
        posted_on: postedOn,
        recorded_by: actor.label,
        recorded_at: at,
      };
      await insertAudited(trx, 'prasad_shipments', values, {
        actor,
        entry: {
          action: 'prasad.posted',
          target: row.orderNumber,
          after: { carrier: row.carrier, trackingNumber: row.trackingNumber, postedOn },
        },
        now,
      });
      const order = await trx
        .selectFrom('orders')
        .select(['customer_email', 'language'])
        .where('order_number', '=', row.orderNumber)
        .executeTakeFirstOrThrow();
      await enqueueEmail(
        trx,
        await postedEmail(
          trx,
          { email: order.customer_email, language: order.language },
          row.orderNumber,
          shipmentView(values),
        ),
        now,
      );
      emails += 1;
    }
    return emails;
  });
}
