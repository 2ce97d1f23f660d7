/**
 * Marking pujas performed: per person (line item) of an order, or every person
 * of a puja date (optionally one puja). Each order with newly marked people
 * gets one mail telling the devotee the puja was offered, queued in the same
 * transaction as the marks and the audit entry. Photographs and a video link
 * given with the marking are attached to the people it covers and shown in
 * that mail; given for people already marked, they get one "photographs" mail.
 * A caption is mailed only with a marking of one order (mailedProof).
 */
import type { Kysely } from 'kysely';
import type { ProofInput } from '../../domain/proof';
import type { Database } from '../db/schema';
import { lineNamesIn } from '../catalog';
import { mailReader } from '../i18n';
import { composeEmail, enqueueEmail, readTempleContact, type EmailBlock } from '../mail';
import {
  mintOrderToken,
  myOrderLinkInMail,
  ORDER_STATUS,
  personName,
  seeOrderButton,
} from '../orders';
import { ApiError } from '../http';
import { attachProof, checkProof, proofEmailBlocks, type AttachedProof } from '../proof';
import { writeAudit, type Actor } from './audit';
import { paidOrderRow } from './paid-order';
import { messageTable } from '../../domain/message-text';

/** The devotee's "offered" and "photographs" mails, in the order's language (server/i18n). */
const OFFERED_TEXT = messageTable('email.offered', {
  title: 'Your puja has been offered',
  opening: 'The priests have offered the puja you ordered (order {orderNumber}) for:',
  photosTitle: 'Photographs of your puja',
  photosOpening: 'Here is how the puja you ordered (order {orderNumber}) was offered, for:',
  puja: 'Puja',
  date: 'Date',
  fromTemple: 'From the temple',
  prasad: 'Prasad, where the puja includes it, is posted to the address you gave.',
  subject: 'Your puja has been offered (order {orderNumber})',
  photosSubject: 'Photographs of your puja (order {orderNumber})',
});

/** Who marks, when, and the site's address for the photographs' links. */
export interface Marking {
  actor: Actor;
  now: Date;
  publicUrl: string;
  proof?: ProofInput;
}

interface MarkedPerson {
  position: number;
  name: string;
  puja: string;
  pujaId: number;
  regionId: number | null;
  pujaDate: string;
}

const hasProof = (proof: ProofInput | undefined): proof is ProofInput =>
  Boolean(proof && ((proof.photos?.length ?? 0) > 0 || proof.videoUrl));

/** What a marking covers: some people of one order, or every order of a puja date. */
type MarkingScope = 'order' | 'date';

/**
 * The proof as this order's mail shows it: a caption only when it was given with a marking of
 * this order alone. A caption given for a whole date may name one family, and one kept from an
 * earlier marking may have been written for another order.
 */
function mailedProof(
  attached: AttachedProof,
  proof: ProofInput | undefined,
  scope: MarkingScope,
): AttachedProof {
  const given = new Map((proof?.photos ?? []).map((photo) => [photo.id, photo.caption ?? '']));
  return {
    ...attached,
    photos: attached.photos.map((photo) => ({
      ...photo,
      caption: scope === 'order' ? (given.get(photo.id) ?? '') : '',
    })),
  };
}

async function markInTransaction(
  trx: Kysely<Database>,
  marking: Marking,
  orderNumber: string,
  positions: readonly number[],
  scope: MarkingScope,
): Promise<MarkedPerson[]> {
  const { actor, now, proof } = marking;
  const order = await paidOrderRow(trx, orderNumber, 'can be marked performed');
  const items = await trx
    .selectFrom('order_line_items as li')
    .leftJoin('staff_performed as p', (join) =>
      join.onRef('p.order_number', '=', 'li.order_number').onRef('p.position', '=', 'li.position'),
    )
    .select([
      'li.position',
      'li.first_name',
      'li.last_name',
      'li.item_name',
      'li.puja_date',
      'li.puja_id',
      'li.region_id',
      'p.performed_at',
    ])
    .where('li.order_number', '=', orderNumber)
    .where('li.position', 'in', positions)
    .execute();
  const unknown = positions.filter((p) => !items.some((i) => i.position === p && i.puja_id !== -1));
  if (unknown.length > 0) {
    throw new ApiError(400, 'VALIDATION', 'No such person in this order', [
      { path: 'positions', message: `Not a person of this order: ${unknown.join(', ')}` },
    ]);
  }
  const fresh = items.filter((i) => i.performed_at === null);
  if (fresh.length === 0 && !hasProof(proof)) return [];
  const iso = now.toISOString();
  if (fresh.length > 0) {
    await trx
      .insertInto('staff_performed')
      .values(
        fresh.map((i) => ({
          order_number: orderNumber,
          position: i.position,
          performed_at: iso,
          performed_by: actor.staffId ?? actor.label,
        })),
      )
      .execute();
  }
  const person = (i: (typeof items)[number]) => ({
    position: i.position,
    name: personName(i.first_name, i.last_name),
    puja: i.item_name,
    pujaId: i.puja_id,
    regionId: i.region_id,
    pujaDate: i.puja_date,
  });
  const marked = fresh.map(person);
  const attached = hasProof(proof)
    ? await attachProof(
        trx,
        actor.staffId ?? actor.label,
        proof,
        items.map((i) => ({ orderNumber, position: i.position, pujaDate: i.puja_date })),
        now,
      )
    : { photos: [], videoUrl: null };
  await writeAudit(
    trx,
    actor,
    {
      action: marked.length > 0 ? 'order.performed' : 'order.proofAdded',
      target: orderNumber,
      before: { performed: [] },
      after: {
        performed: marked.map((m) => m.position),
        ...(hasProof(proof) && {
          photos: attached.photos.map((p) => p.id),
          video: attached.videoUrl !== null,
        }),
      },
    },
    now,
  );
  await mailDevotee(
    trx,
    marking,
    orderNumber,
    { email: order.customer_email, language: order.language },
    marked.length > 0 ? marked : items.map(person),
    marked.length > 0 ? 'performed' : 'photos',
    mailedProof(attached, proof, scope),
  );
  return marked;
}

async function mailDevotee(
  trx: Kysely<Database>,
  { now, publicUrl }: Marking,
  orderNumber: string,
  devotee: { email: string; language: string },
  people: readonly MarkedPerson[],
  kind: 'performed' | 'photos',
  attached: AttachedProof,
): Promise<void> {
  const { language, say, day } = mailReader(devotee.language);
  const T = OFFERED_TEXT;
  const performed = kind === 'performed';
  const proofBlocks = proofEmailBlocks(attached, publicUrl, { say, day });
  const nameOf = await lineNamesIn(trx, language);
  const mail = composeEmail({
    to: devotee.email,
    subject: say(performed ? T.subject : T.photosSubject, { orderNumber }),
    reference: orderNumber,
    // The devotee's "My order" page shows the offering and its photographs too.
    secret: await mintOrderToken(trx, orderNumber, now),
    temple: await readTempleContact(trx),
    language,
    title: say(performed ? T.title : T.photosTitle),
    blocks: [
      { kind: 'paragraph', text: say(performed ? T.opening : T.photosOpening, { orderNumber }) },
      ...people.map((m): EmailBlock => ({
        kind: 'card',
        title: m.name,
        rows: [
          [say(T.puja), nameOf({ item: m.puja, pujaId: m.pujaId, regionId: m.regionId }).text],
          [say(T.date), day(m.pujaDate)],
        ],
      })),
      ...(proofBlocks.length > 0
        ? [{ kind: 'heading', text: say(T.fromTemple) } satisfies EmailBlock, ...proofBlocks]
        : []),
      seeOrderButton(say, myOrderLinkInMail(publicUrl, language)),
      ...(performed ? [{ kind: 'paragraph', text: say(T.prasad) } satisfies EmailBlock] : []),
    ],
  });
  await enqueueEmail(trx, mail, now);
}

export async function markPerformed(
  db: Kysely<Database>,
  marking: Marking,
  orderNumber: string,
  positions: readonly number[],
): Promise<number> {
  const marked = await db.transaction().execute(async (trx) => {
    if (marking.proof) await checkProof(trx, marking.proof);
    return markInTransaction(trx, marking, orderNumber, positions, 'order');
  });
  return marked.length;
}

/**
 * Every not yet marked person of PAID orders on a puja date (one puja or all):
 * how many were marked. With proof, people marked before get it too.
 */
export async function markDatePerformed(
  db: Kysely<Database>,
  marking: Marking,
  date: string,
  pujaId: number | undefined,
): Promise<number> {
  const withProof = hasProof(marking.proof);
  return db.transaction().execute(async (trx) => {
    if (marking.proof) await checkProof(trx, marking.proof);
    const rows = await trx
      .selectFrom('order_line_items as li')
      .innerJoin('orders as o', 'o.order_number', 'li.order_number')
      .leftJoin('staff_performed as p', (join) =>
        join
          .onRef('p.order_number', '=', 'li.order_number')
          .onRef('p.position', '=', 'li.position'),
      )
      .select(['li.order_number', 'li.position'])
      .where('li.puja_date', '=', date)
      .where('li.puja_id', '<>', -1)
      .where('o.status', '=', ORDER_STATUS.paid)
      .$if(!withProof, (q) => q.where('p.performed_at', 'is', null))
      .$if(pujaId !== undefined, (q) => q.where('li.puja_id', '=', pujaId!))
      .orderBy('li.order_number')
      .orderBy('li.position')
      .execute();
    if (withProof && rows.length === 0) {
      throw new ApiError(409, 'NOTHING_TO_ATTACH', `No paid orders on ${date} to attach proof to`);
    }
    const byOrder = new Map<string, number[]>();
    for (const row of rows)
      byOrder.set(row.order_number, [...(byOrder.get(row.order_number) ?? []), row.position]);
    let count = 0;
    for (const [orderNumber, positions] of byOrder) {
      count += (await markInTransaction(trx, marking, orderNumber, positions, 'date')).length;
    }
    return count;
  });
}
