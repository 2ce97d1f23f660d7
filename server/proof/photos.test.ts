/**
 * Proof of offering through the API: uploading photographs (refusals for a
 * file that is no image, one too large, a decompression bomb; nothing stored),
 * attaching them and a video link when marking performed, the devotee's mail,
 * the served image (no EXIF, no GPS, upright, cached, never sniffed or
 * indexed), withdrawing, and who may do it. SQLite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import exifr from 'exifr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../domain/constants';
import { myOrderPagePath } from '../../domain/my-order';
import { STAFF_API } from '../../domain/staff/roles';
import { OUTBOX_SECRET_MARK } from '../mail';
import { startApiServer } from '../test-support/api-server';
import { createFakeGateway } from '../test-support/fake-gateway';
import { startedForTheFile } from '../test-support/for-the-file';
import { mailedToken, myOrderView, placePujaOrder } from '../staff/test-support/placed-order';
import { signInAs, type StaffClient } from '../staff/test-support/staff-session';
import { photosForOrder, proofForOffering } from './photo-store';

const server = startedForTheFile(() => startApiServer({ payments: createFakeGateway() }));
const FIXTURE = readFileSync(path.join(process.cwd(), 'tests/fixtures/puja-photo-with-gps.jpg'));
let office: StaffClient;
let priest: StaffClient;

function upload(client: StaffClient | null, bytes: Buffer, type = 'image/jpeg') {
  return fetch(`${server.baseUrl}${STAFF_API}/photos`, {
    method: 'POST',
    headers: {
      origin: server.baseUrl,
      'content-type': type,
      ...(client && { cookie: client.cookie }),
    },
    body: new Uint8Array(bytes),
  });
}

async function uploadedId(client: StaffClient, bytes = FIXTURE): Promise<string> {
  const response = await upload(client, bytes);
  expect(response.status).toBe(201);
  return ((await response.json()) as { photo: { id: string } }).photo.id;
}

async function paidOrder(people = 1): Promise<{ orderNumber: string; date: string }> {
  const { status, ...placed } = await placePujaOrder(server, { people });
  expect(status).toBe(201);
  return placed;
}

const photoCount = async () =>
  Number(
    (
      await server.database.db
        .selectFrom('puja_photos')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const mailsOf = (orderNumber: string) =>
  server.database.db
    .selectFrom('outbox_emails')
    .select(['subject', 'text_body', 'html_body'])
    .where('reference', '=', orderNumber)
    .orderBy('created_at')
    .execute();

async function expectRefusal(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as {
    error: { code: string; fields?: { path: string; message: string }[] };
  };
  expect(body.error.code).toBe(code);
  expect(body.error.fields?.map((f) => f.path)).toEqual(['photo']);
  return body.error.fields![0]!.message;
}

/** A 1-bit greyscale PNG of 20000 x 20000 pixels (400 MP) that is about 50 KB on disk. */
function decompressionBomb(): Buffer {
  const side = 20_000;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + side / 8) * side); // filter byte 0, all pixels black
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

beforeAll(async () => {
  office = await signInAs(server, 'office');
  priest = await signInAs(server, 'priest');
});

describe('the test photograph', () => {
  it('carries GPS coordinates, a camera and a turned orientation in its EXIF', async () => {
    const gps = await exifr.gps(FIXTURE);
    expect(gps.latitude).toBeCloseTo(8.89, 2);
    expect(gps.longitude).toBeCloseTo(76.593, 2);
    expect(await exifr.orientation(FIXTURE)).toBe(6);
    expect(FIXTURE.length).toBeLessThan(10_000);
  });
});

describe('marking performed with photographs and a video link', () => {
  it('emails the devotee the photograph and the video, and serves it without EXIF', async () => {
    const { orderNumber, date } = await paidOrder(2);
    const id = await uploadedId(priest);
    // Staged, not yet attached: not served.
    const photoUrl = `${server.baseUrl}${API_BASE}/api/puja/photos/${id}.jpg`;
    expect((await fetch(photoUrl)).status).toBe(404);

    const response = await priest.call('POST', '/roster/performed', {
      date,
      photos: [{ id, caption: 'The homa fire' }],
      videoUrl: 'https://video.example.org/puja-recording',
    });
    expect(response.status).toBe(200);
    const mails = await mailsOf(orderNumber);
    const offered = mails.filter((m) => m.subject.includes('offered'));
    expect(offered).toHaveLength(1);
    expect(offered[0]!.html_body).toContain(`src="${photoUrl}"`);
    expect(offered[0]!.html_body).toContain('https://video.example.org/puja-recording');
    // A caption given for the whole date is not mailed (it may name one family).
    expect(offered[0]!.text_body).not.toContain('The homa fire');
    // The mail links the devotee's own "My order" page (its token kept apart, as every such link).
    expect(offered[0]!.html_body).toContain(myOrderPagePath(OUTBOX_SECRET_MARK));
    const view = await myOrderView(server, await mailedToken(server, orderNumber, '%offered%'));
    const shown = view.timeline.find((event) => event.type === 'offered');
    expect(shown?.photos?.map((p) => p.url)).toEqual([`${API_BASE}/api/puja/photos/${id}.jpg`]);

    const served = await fetch(photoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('x-robots-tag')).toContain('noindex');
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const etag = served.headers.get('etag')!;
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(await exifr.parse(bytes, true)).toBeUndefined();
    expect(await exifr.gps(bytes)).toBeUndefined();
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 240, height: 320 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const again = await fetch(photoUrl, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const thumb = await fetch(photoUrl.replace('.jpg', '-thumb.jpg'));
    expect(thumb.status).toBe(200);

    const roster = (await (await priest.call('GET', `/roster?date=${date}`)).json()) as {
      proof: { photos: { id: string; caption: string }[]; videoUrls: string[] };
    };
    expect(roster.proof.photos.map((p) => [p.id, p.caption])).toContainEqual([id, 'The homa fire']);
    expect(roster.proof.videoUrls).toContain('https://video.example.org/puja-recording');

    const proof = await photosForOrder(server.database.db, orderNumber);
    expect(proof[0]!.position).toBe(0);
    expect(proof[0]!.photos[0]).toMatchObject({ id, caption: 'The homa fire' });
    expect(proof[0]!.photos[0]!.alt).toMatch(/^Puja offered on \w+day, \d+ \w+ \d{4}$/);
    expect(proof[0]!.videoUrls).toEqual(['https://video.example.org/puja-recording']);
    expect(await proofForOffering(server.database.db, { orderNumber, positions: [0] })).toEqual({
      photos: [{ url: `${API_BASE}/api/puja/photos/${id}.jpg`, alt: proof[0]!.photos[0]!.alt }],
      videoUrl: 'https://video.example.org/puja-recording',
    });
  });

  it('takes PNG and WebP too, converting a P3 profile and transparency away', async () => {
    const { orderNumber } = await paidOrder();
    const square = { width: 64, height: 48, channels: 4 as const, background: '#ff000080' };
    const png = await sharp({ create: square }).withIccProfile('p3').png().toBuffer();
    expect((await sharp(png).metadata()).icc).toBeDefined();
    const webp = await sharp({ create: square }).webp().toBuffer();
    const ids = [await uploadedId(office, png), await uploadedId(office, webp)];
    const marked = await office.call('POST', `/orders/${orderNumber}/performed`, {
      positions: [0],
      photos: ids.map((id) => ({ id })),
    });
    expect(marked.status).toBe(200);
    for (const id of ids) {
      const served = await fetch(`${server.baseUrl}${API_BASE}/api/puja/photos/${id}.jpg`);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48, channels: 3 });
      expect(meta.icc).toBeUndefined();
      expect(meta.hasAlpha).toBe(false);
    }
  });

  it('sends one "photographs" mail for photographs added after the marking', async () => {
    const { orderNumber } = await paidOrder();
    expect(
      (await office.call('POST', `/orders/${orderNumber}/performed`, { positions: [0] })).status,
    ).toBe(200);
    const id = await uploadedId(office);
    const response = await office.call('POST', `/orders/${orderNumber}/performed`, {
      positions: [0],
      photos: [{ id }],
    });
    expect(await response.json()).toEqual({ marked: 0 });
    const subjects = (await mailsOf(orderNumber)).map((m) => m.subject);
    expect(subjects.filter((s) => s.includes('offered'))).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith('Photographs of your puja'))).toHaveLength(1);
    const audit = await server.database.db
      .selectFrom('staff_audit_log')
      .select('action')
      .where('target', '=', orderNumber)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['order.performed', 'order.proofAdded']);
  });

  it('refuses a video link that is not http(s), and marks nothing', async () => {
    const { orderNumber } = await paidOrder();
    for (const videoUrl of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://x.org/v']) {
      const response = await office.call('POST', `/orders/${orderNumber}/performed`, {
        positions: [0],
        videoUrl,
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { fields: { path: string }[] } };
      expect(body.error.fields.map((f) => f.path)).toEqual(['videoUrl']);
    }
    expect(await mailsOf(orderNumber)).toHaveLength(1); // the confirmation only
  });

  it('refuses proof for a date without paid orders, leaving the photograph staged', async () => {
    const id = await uploadedId(office);
    const response = await priest.call('POST', '/roster/performed', {
      date: '2020-01-01',
      photos: [{ id }],
    });
    expect(response.status).toBe(409);
    const url = `${server.baseUrl}${API_BASE}/api/puja/photos/${id}.jpg`;
    expect((await fetch(url)).status).toBe(404);
  });

  it('refuses a photograph id that was never uploaded', async () => {
    const { orderNumber } = await paidOrder();
    const response = await office.call('POST', `/orders/${orderNumber}/performed`, {
      positions: [0],
      photos: [{ id: 'A'.repeat(24) }],
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: { path: string }[] } };
    expect(body.error.fields.map((f) => f.path)).toEqual(['photos.0.id']);
  });
});

describe('refused uploads store nothing', () => {
  it('refuses a file that is not an image, whatever its Content-Type says', async () => {
    const before = await photoCount();
    const message = await expectRefusal(
      await upload(office, Buffer.from('%PDF-1.7\nnot a photo'), 'image/jpeg'),
      415,
      'NOT_A_PHOTO',
    );
    expect(message).toContain('not a JPEG, PNG or WebP');
    // A JPEG's first bytes and then rubbish.
    await expectRefusal(
      await upload(office, Buffer.concat([FIXTURE.subarray(0, 200), Buffer.alloc(500, 7)])),
      415,
      'NOT_A_PHOTO',
    );
    expect(await photoCount()).toBe(before);
  });

  it('refuses a file over 15 MB', async () => {
    const before = await photoCount();
    const big = Buffer.concat([FIXTURE, Buffer.alloc(15 * 1024 * 1024)]);
    const message = await expectRefusal(await upload(office, big), 413, 'PHOTO_TOO_LARGE');
    expect(message).toContain('15 MB');
    expect(await photoCount()).toBe(before);
  });

  it('refuses a decompression bomb (a small PNG of 400 megapixels)', async () => {
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const before = await photoCount();
    const message = await expectRefusal(
      await upload(office, bomb, 'image/png'),
      413,
      'PHOTO_TOO_LARGE',
    );
    expect(message).toContain('megapixels');
    expect(await photoCount()).toBe(before);
  });
});

describe('withdrawing a photograph', () => {
  it('takes it off the order and its address answers 410, with an audit entry', async () => {
    const { orderNumber } = await paidOrder();
    const id = await uploadedId(office);
    await office.call('POST', `/orders/${orderNumber}/performed`, {
      positions: [0],
      photos: [{ id }],
    });
    const url = `${server.baseUrl}${API_BASE}/api/puja/photos/${id}.jpg`;
    expect((await fetch(url)).status).toBe(200);
    const page = (await (await office.call('GET', `/orders/${orderNumber}`)).json()) as {
      proof: { photos: { id: string }[] }[];
    };
    expect(page.proof[0]!.photos.map((p) => p.id)).toEqual([id]);

    expect((await priest.call('DELETE', `/photos/${id}`)).status).toBe(200);
    expect((await fetch(url)).status).toBe(410);
    expect((await fetch(url.replace('.jpg', '-thumb.jpg'))).status).toBe(410);
    expect(await photosForOrder(server.database.db, orderNumber)).toEqual([]);
    const row = await server.database.db
      .selectFrom('puja_photos')
      .select(['image', 'thumb', 'withdrawn_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ image: null, thumb: null });
    const audit = await server.database.db
      .selectFrom('staff_audit_log')
      .select(['action', 'actor'])
      .where('target', '=', id)
      .execute();
    expect(new Set(audit.map((entry) => `${entry.action} ${entry.actor}`))).toEqual(
      new Set([`photo.upload ${office.email}`, `photo.withdraw ${priest.email}`]),
    );
    expect((await priest.call('DELETE', `/photos/${'B'.repeat(24)}`)).status).toBe(404);
  });
});

describe('who may upload and withdraw', () => {
  it('refuses anonymous callers and the astrologer role', async () => {
    const before = await photoCount();
    expect((await upload(null, FIXTURE)).status).toBe(401);
    const astrologer = await signInAs(server, 'astrologer');
    expect((await upload(astrologer, FIXTURE)).status).toBe(403);
    expect(await photoCount()).toBe(before);
    const id = await uploadedId(office);
    expect((await astrologer.call('DELETE', `/photos/${id}`)).status).toBe(403);
  });
});
