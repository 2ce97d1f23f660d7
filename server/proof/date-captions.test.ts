/**
 * A caption is written for the people it names. Given with a marking of a whole puja date, it
 * may name one family, so it stays out of every devotee's mail (the photograph goes, the words
 * do not); given with one order's marking, that order's mail carries it. SQLite, and PostgreSQL
 * with TEST_DATABASE_URL.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API } from '../../domain/staff/roles';
import { startApiServer } from '../test-support/api-server';
import { createFakeGateway } from '../test-support/fake-gateway';
import { startedForTheFile } from '../test-support/for-the-file';
import { placePujaOrder } from '../staff/test-support/placed-order';
import { signInAs, type StaffClient } from '../staff/test-support/staff-session';

const server = startedForTheFile(() => startApiServer({ payments: createFakeGateway() }));
const FIXTURE = readFileSync(path.join(process.cwd(), 'tests/fixtures/puja-photo-with-gps.jpg'));
let priest: StaffClient;

beforeAll(async () => {
  priest = await signInAs(server, 'priest');
});

async function uploadedId(): Promise<string> {
  const response = await fetch(`${server.baseUrl}${STAFF_API}/photos`, {
    method: 'POST',
    headers: { origin: server.baseUrl, 'content-type': 'image/jpeg', cookie: priest.cookie },
    body: new Uint8Array(FIXTURE),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { photo: { id: string } }).photo.id;
}

async function paidOrder(): Promise<{ orderNumber: string; date: string }> {
  const { status, ...placed } = await placePujaOrder(server, { people: 1 });
  expect(status).toBe(201);
  return placed;
}

const mailsOf = (orderNumber: string) =>
  server.database.db
    .selectFrom('outbox_emails')
    .select(['subject', 'text_body', 'html_body'])
    .where('reference', '=', orderNumber)
    .where('subject', 'not like', '%confirm%')
    .execute();

describe('captions in the devotees’ mails', () => {
  it('leaves a caption given for a whole date out of every devotee’s mail', async () => {
    const asha = await paidOrder();
    const ravi = await paidOrder();
    expect(ravi.date).toBe(asha.date);
    const id = await uploadedId();
    const marked = await priest.call('POST', '/roster/performed', {
      date: asha.date,
      photos: [{ id, caption: 'The Kuttikrishnan family at the homa' }],
    });
    expect(marked.status).toBe(200);
    for (const { orderNumber } of [asha, ravi]) {
      const offered = (await mailsOf(orderNumber)).filter((m) => m.subject.includes('offered'));
      expect(offered, orderNumber).toHaveLength(1);
      expect(offered[0]!.html_body).toContain(`/photos/${id}.jpg`);
      expect(offered[0]!.text_body).not.toContain('Kuttikrishnan');
      expect(offered[0]!.html_body).not.toContain('Kuttikrishnan');
    }
    // The priests still see it on the roster.
    const roster = (await (await priest.call('GET', `/roster?date=${asha.date}`)).json()) as {
      proof: { photos: { id: string; caption: string }[] };
    };
    expect(roster.proof.photos).toContainEqual(
      expect.objectContaining({ id, caption: 'The Kuttikrishnan family at the homa' }),
    );
  });

  it('mails a caption given with one order’s marking to that order', async () => {
    const { orderNumber } = await paidOrder();
    const id = await uploadedId();
    const marked = await priest.call('POST', `/orders/${orderNumber}/performed`, {
      positions: [0],
      photos: [{ id, caption: 'Your family at the homa' }],
    });
    expect(marked.status).toBe(200);
    const offered = (await mailsOf(orderNumber)).filter((m) => m.subject.includes('offered'));
    expect(offered).toHaveLength(1);
    expect(offered[0]!.text_body).toContain('Your family at the homa');
  });
});
