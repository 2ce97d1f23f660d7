/**
 * Photographs and video links in the database: staging an upload, attaching
 * proof to the people a marking covers, withdrawing a photograph, and reading
 * what an order's people have. Bytes are read only by the serving route.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { API_BASE } from '../../domain/constants';
import { dayInWords } from '../../domain/date-style';
import type { ProofInput, ProofPhoto } from '../../domain/proof';
import type { Database } from '../db/schema';
import { ApiError } from '../http';
import type { ProcessedPhoto } from './process-photo';

/**
 * A staged photograph no marking attached within a day is deleted at the next upload, or by
 * the retention job (server/privacy/retention.ts), whichever comes first.
 */
export const STAGED_PHOTO_MS = 24 * 3_600_000;

export const PHOTO_ROUTE = `${API_BASE}/api/puja/photos/:file`;

export const newProofId = () => randomBytes(18).toString('base64url');

/** The served image's site path; `thumb` is the small one. */
export function photoPath(id: string, variant: 'full' | 'thumb' = 'full'): string {
  return `${API_BASE}/api/puja/photos/${id}${variant === 'thumb' ? '-thumb' : ''}.jpg`;
}

/** "Puja offered on Sunday, 13 December 2026". */
export function photoAlt(pujaDate: string | null): string {
  const [y, m, d] = (pujaDate ?? '').split('-').map(Number);
  return y && m && d ? `Puja offered on ${dayInWords(y, m, d)}` : 'Puja offered';
}

export async function stagePhoto(
  db: Kysely<Database>,
  uploadedBy: string,
  photo: ProcessedPhoto,
  now: Date,
): Promise<{ id: string; width: number; height: number }> {
  const id = newProofId();
  await db
    .deleteFrom('puja_photos')
    .where('attached_at', 'is', null)
    .where('uploaded_at', '<', new Date(now.getTime() - STAGED_PHOTO_MS).toISOString())
    .execute();
  await db
    .insertInto('puja_photos')
    .values({
      id,
      puja_date: null,
      caption: '',
      image: photo.image,
      thumb: photo.thumb,
      width: photo.width,
      height: photo.height,
      uploaded_by: uploadedBy,
      uploaded_at: now.toISOString(),
      attached_at: null,
      withdrawn_at: null,
      withdrawn_by: null,
    })
    .execute();
  return { id, width: photo.width, height: photo.height };
}

export interface ProofPerson {
  orderNumber: string;
  position: number;
  pujaDate: string;
}

export interface AttachedProof {
  photos: { id: string; caption: string; pujaDate: string }[];
  videoUrl: string | null;
}

/** The proof a marking carries, checked: every photograph uploaded and not withdrawn. */
export async function checkProof(trx: Kysely<Database>, proof: ProofInput): Promise<void> {
  const photos = proof.photos ?? [];
  if (photos.length === 0) return;
  const rows = await trx
    .selectFrom('puja_photos')
    .select(['id', 'withdrawn_at'])
    .where(
      'id',
      'in',
      photos.map((p) => p.id),
    )
    .execute();
  const usable = new Set(rows.filter((r) => r.withdrawn_at === null).map((r) => r.id));
  const fields = photos.flatMap((photo, index) =>
    usable.has(photo.id)
      ? []
      : [{ path: `photos.${index}.id`, message: 'No such photograph: upload it again' }],
  );
  if (fields.length > 0) {
    throw new ApiError(400, 'VALIDATION', 'A photograph is missing', fields);
  }
}

/** Links the proof to these people (all of one marking), in the marking's transaction. */
export async function attachProof(
  trx: Kysely<Database>,
  addedBy: string,
  proof: ProofInput,
  people: readonly ProofPerson[],
  now: Date,
): Promise<AttachedProof> {
  const photos = proof.photos ?? [];
  const pujaDate = people[0]?.pujaDate;
  if (!pujaDate || (photos.length === 0 && !proof.videoUrl)) return { photos: [], videoUrl: null };
  const iso = now.toISOString();
  const ids: string[] = [];
  for (const photo of photos) {
    ids.push(photo.id);
    await trx
      .updateTable('puja_photos')
      .set((eb) => ({
        attached_at: eb.fn.coalesce('attached_at', eb.val(iso)),
        puja_date: eb.fn.coalesce('puja_date', eb.val(pujaDate)),
        ...(photo.caption !== undefined && { caption: photo.caption }),
      }))
      .where('id', '=', photo.id)
      .execute();
  }
  if (proof.videoUrl) {
    const id = newProofId();
    ids.push(id);
    await trx
      .insertInto('puja_videos')
      .values({ id, puja_date: pujaDate, url: proof.videoUrl, added_by: addedBy, added_at: iso })
      .execute();
  }
  const existing = await trx
    .selectFrom('puja_proof_people')
    .select(['proof_id', 'order_number', 'position'])
    .where('proof_id', 'in', ids)
    .execute();
  const key = (id: string, order: string, position: number) => `${id} ${order} ${position}`;
  const have = new Set(existing.map((r) => key(r.proof_id, r.order_number, r.position)));
  const links = ids.flatMap((id) =>
    people
      .filter((p) => !have.has(key(id, p.orderNumber, p.position)))
      .map((p) => ({ proof_id: id, order_number: p.orderNumber, position: p.position })),
  );
  if (links.length > 0) await trx.insertInto('puja_proof_people').values(links).execute();
  const stored = await trx
    .selectFrom('puja_photos')
    .select(['id', 'caption', 'puja_date'])
    .where('id', 'in', ids)
    .execute();
  return {
    photos: photos.map((p) => {
      const row = stored.find((s) => s.id === p.id)!;
      return { id: p.id, caption: row.caption, pujaDate: row.puja_date ?? pujaDate };
    }),
    videoUrl: proof.videoUrl ?? null,
  };
}

/** Withdraws a photograph: its bytes are erased, its address answers 410. */
export async function withdrawPhoto(
  trx: Kysely<Database>,
  id: string,
  by: string,
  now: Date,
): Promise<{ pujaDate: string | null } | null> {
  const row = await trx
    .selectFrom('puja_photos')
    .select(['puja_date', 'withdrawn_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  if (row.withdrawn_at === null) {
    await trx
      .updateTable('puja_photos')
      .set({ image: null, thumb: null, withdrawn_at: now.toISOString(), withdrawn_by: by })
      .where('id', '=', id)
      .execute();
  }
  return { pujaDate: row.puja_date };
}

export type PhotoBytes = { kind: 'photo'; bytes: Buffer } | { kind: 'gone' } | null;

/** The served bytes of an attached photograph; staged ones are not served. */
export async function readPhotoBytes(
  db: Kysely<Database>,
  id: string,
  variant: 'full' | 'thumb',
): Promise<PhotoBytes> {
  const row = await db
    .selectFrom('puja_photos')
    .select([variant === 'full' ? 'image as bytes' : 'thumb as bytes', 'withdrawn_at'])
    .where('id', '=', id)
    .where('attached_at', 'is not', null)
    .executeTakeFirst();
  if (!row) return null;
  if (row.withdrawn_at !== null || !row.bytes) return { kind: 'gone' };
  return { kind: 'photo', bytes: Buffer.from(row.bytes) };
}

type CaptionedPhoto = ProofPhoto & { caption: string };

/** A photograph row as the console and pages show it: served paths, alt text, caption. */
const captionedPhoto = (p: { id: string; caption: string; puja_date: string | null }) =>
  ({
    id: p.id,
    url: photoPath(p.id),
    thumbUrl: photoPath(p.id, 'thumb'),
    alt: photoAlt(p.puja_date),
    caption: p.caption,
  }) satisfies CaptionedPhoto;

export interface PersonProof {
  position: number;
  photos: CaptionedPhoto[];
  videoUrls: string[];
}

/** The photographs (not withdrawn) and video links of each person of an order, by position. */
export async function photosForOrder(
  db: Kysely<Database>,
  orderNumber: string,
): Promise<PersonProof[]> {
  const [photos, videos] = await Promise.all([
    db
      .selectFrom('puja_proof_people as l')
      .innerJoin('puja_photos as p', 'p.id', 'l.proof_id')
      .select(['l.position', 'p.id', 'p.caption', 'p.puja_date', 'p.attached_at'])
      .where('l.order_number', '=', orderNumber)
      .where('p.withdrawn_at', 'is', null)
      .orderBy('p.attached_at')
      .orderBy('p.id')
      .execute(),
    db
      .selectFrom('puja_proof_people as l')
      .innerJoin('puja_videos as v', 'v.id', 'l.proof_id')
      .select(['l.position', 'v.url', 'v.added_at'])
      .where('l.order_number', '=', orderNumber)
      .orderBy('v.added_at')
      .execute(),
  ]);
  const positions = [...new Set([...photos, ...videos].map((r) => r.position))].sort(
    (a, b) => a - b,
  );
  return positions.map((position) => ({
    position,
    photos: photos.filter((p) => p.position === position).map(captionedPhoto),
    videoUrls: [...new Set(videos.filter((v) => v.position === position).map((v) => v.url))],
  }));
}

/**
 * What "My order" shows as proof of one offering (some people of an order):
 * each photograph once, by its served path, with its alt text, and the
 * latest video link.
 */
export async function proofForOffering(
  db: Kysely<Database>,
  offering: { orderNumber: string; positions: readonly number[] },
): Promise<{ photos: { url: string; alt: string }[]; videoUrl?: string }> {
  const people = (await photosForOrder(db, offering.orderNumber)).filter((p) =>
    offering.positions.includes(p.position),
  );
  const photos = new Map(
    people.flatMap((p) => p.photos).map((photo) => [photo.id, { url: photo.url, alt: photo.alt }]),
  );
  const videoUrl = people.flatMap((p) => p.videoUrls).at(-1);
  return { photos: [...photos.values()], ...(videoUrl !== undefined && { videoUrl }) };
}

/** The photographs (not withdrawn) and video links attached for a puja date: the roster's. */
export async function proofOfDate(
  db: Kysely<Database>,
  date: string,
): Promise<{ photos: CaptionedPhoto[]; videoUrls: string[] }> {
  const [photos, videos] = await Promise.all([
    db
      .selectFrom('puja_photos')
      .select(['id', 'caption', 'puja_date'])
      .where('puja_date', '=', date)
      .where('attached_at', 'is not', null)
      .where('withdrawn_at', 'is', null)
      .orderBy('attached_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('puja_videos')
      .select('url')
      .where('puja_date', '=', date)
      .orderBy('added_at')
      .execute(),
  ]);
  return {
    photos: photos.map(captionedPhoto),
    videoUrls: [...new Set(videos.map((v) => v.url))],
  };
}
