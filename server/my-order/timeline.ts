/**
 * The timeline of "My order", assembled in one place: received, then each
 * offering (from the priests' performed marks), each prasad shipment and each
 * refund, in time order. The seams below are where proof photographs and
 * shipments plug in: one call each (the receipt link is the view's, from the order row).
 */
import type { Kysely } from 'kysely';
import type { OfferedEvent, TimelineEvent } from '../../domain/my-order';
import type { Database } from '../db/schema';
import { proofForOffering } from '../proof';
import { shipmentForOrder } from '../prasad';

type Db = Kysely<Database>;

/** One person's line of the order, as the timeline needs it. */
export interface TimelineLine {
  position: number;
  name: string;
  /** The puja's name, in `pujaLang` when that is set (else English). */
  puja: string;
  pujaLang?: string;
  pujaId: number;
  /** ISO day, '' when none. */
  date: string;
  /** Where it is offered: the temple, or the regional programme's region. */
  place: string;
}

export interface TimelineInput {
  orderNumber: string;
  receivedAt: string;
  lines: readonly TimelineLine[];
  refunds: readonly { amountCents: number; createdAt: string; receiptUrl?: string }[];
}

/** What one offering shows as proof: none until photographs are attached. */
export interface OfferingProof {
  photos: OfferedEvent['photos'];
  videoUrl?: string;
}

/**
 * Proof of offering: the photographs (not withdrawn) and video link attached
 * to these people of the order (server/proof).
 */
export async function photosForOffering(
  db: Db,
  offering: { orderNumber: string; pujaId: number; date: string; positions: readonly number[] },
): Promise<OfferingProof> {
  return proofForOffering(db, offering);
}

/**
 * The order's prasad parcels, oldest first (server/prasad), at the moment the office recorded
 * each; a carrier without a link per parcel (India Post) gives none.
 */
export async function shipmentsForOrder(
  db: Db,
  orderNumber: string,
): Promise<Extract<TimelineEvent, { type: 'prasad-posted' }>[]> {
  return (await shipmentForOrder(db, orderNumber)).map((parcel) => ({
    type: 'prasad-posted' as const,
    at: parcel.recordedAt,
    carrier: parcel.carrierName,
    trackingNumber: parcel.trackingNumber,
    ...(parcel.numberInLink && { trackingUrl: parcel.trackingUrl }),
  }));
}

/** The performed marks of the order, grouped by puja date, puja, priest and time. */
async function offerings(db: Db, input: TimelineInput): Promise<OfferedEvent[]> {
  const marks = await db
    .selectFrom('staff_performed as p')
    .leftJoin('staff_members as m', 'm.id', 'p.performed_by')
    .select(['p.position', 'p.performed_at', 'p.performed_by', 'm.name as member_name'])
    .where('p.order_number', '=', input.orderNumber)
    .orderBy('p.performed_at')
    .orderBy('p.position')
    .execute();
  const byLine = new Map(input.lines.map((line) => [line.position, line]));
  const groups = new Map<
    string,
    { at: string; by: string; line: TimelineLine; positions: number[] }
  >();
  for (const mark of marks) {
    const line = byLine.get(mark.position);
    if (!line) continue;
    // A mark made from the command line names no member: the temple's priests made it.
    const by = mark.member_name ?? 'The temple’s priests';
    const key = JSON.stringify([line.date, line.pujaId, mark.performed_at, by]);
    const group = groups.get(key) ?? { at: mark.performed_at, by, line, positions: [] };
    group.positions.push(mark.position);
    groups.set(key, group);
  }
  const events: OfferedEvent[] = [];
  for (const { at, by, line, positions } of groups.values()) {
    const proof = await photosForOffering(db, {
      orderNumber: input.orderNumber,
      pujaId: line.pujaId,
      date: line.date,
      positions,
    });
    events.push({
      type: 'offered',
      at,
      date: line.date,
      place: line.place,
      by,
      puja: line.puja,
      ...(line.pujaLang !== undefined && { pujaLang: line.pujaLang }),
      people: positions.map((position) => byLine.get(position)?.name ?? ''),
      photos: proof.photos,
      ...(proof.videoUrl !== undefined && { videoUrl: proof.videoUrl }),
    });
  }
  return events;
}

/** The whole timeline, oldest first (received always first). */
export async function assembleTimeline(db: Db, input: TimelineInput): Promise<TimelineEvent[]> {
  const later: TimelineEvent[] = [
    ...(await offerings(db, input)),
    ...(await shipmentsForOrder(db, input.orderNumber)),
    ...input.refunds.map((refund) => ({
      type: 'refunded' as const,
      at: refund.createdAt,
      amountCents: refund.amountCents,
      ...(refund.receiptUrl !== undefined && { receiptUrl: refund.receiptUrl }),
    })),
  ];
  later.sort((a, b) => a.at.localeCompare(b.at));
  return [{ type: 'received', at: input.receivedAt }, ...later];
}
