/**
 * "My order" by its link's token, and "Find my order", on SQLite (or
 * PostgreSQL with TEST_DATABASE_URL): the view model, the 404 that says
 * nothing, the one answer of Find my order, and a log without tokens.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FIND_MY_ORDER_ANSWER,
  MY_ORDER_API,
  myOrderAgainPath,
  myOrderPagePath,
  myOrderSignOutOthersPath,
  myOrderViewSchema,
  orderAgainSchema,
} from '../../domain/my-order';
import { LIVING_PERSON, SAMPLE_ADDRESS } from '../../domain/test-support/fixtures';
import { OUTBOX_SECRET_MARK } from '../mail';
import { CLI_ACTOR } from '../staff/audit';
import { markPerformed, type Marking } from '../staff/performed';
import { processPhoto, stagePhoto, withdrawPhoto } from '../proof';
import { debugLoggingServerForTheFile } from '../test-support/api-server';
import { FIND_ANSWER_FLOOR_MS } from './find';
import { postCardPaidPujaOrder, postJson } from '../test-support/order-fixtures';
import { testNow } from '../../tests/test-support/test-clock';

const { server, lines } = debugLoggingServerForTheFile();

async function placeOrder(): Promise<string> {
  const { response } = await postCardPaidPujaOrder(server.baseUrl, { people: 2 });
  expect(response.status).toBe(201);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

/** The outbox's mails about an order, oldest first (the worker does not run in these tests). */
const mailsOf = (orderNumber: string) =>
  server.database.db
    .selectFrom('outbox_emails')
    .select(['subject', 'text_body', 'html_body', 'secret', 'to_address'])
    .where('reference', '=', orderNumber)
    .orderBy('created_at')
    .execute();

const PHOTO = readFileSync(path.join(process.cwd(), 'tests/fixtures/puja-photo-with-gps.jpg'));
const marking = (proof?: Marking['proof']): Marking => ({
  actor: CLI_ACTOR,
  now: testNow(),
  publicUrl: server.baseUrl,
  ...(proof && { proof }),
});

const view = (token: string) => fetch(`${server.baseUrl}${MY_ORDER_API.view}/${token}`);
const find = (body: unknown) => postJson(server.baseUrl, MY_ORDER_API.find, body);

describe('the confirmation mail', () => {
  it('carries the page’s link, its token kept out of the stored bodies', async () => {
    const orderNumber = await placeOrder();
    const [mail] = await mailsOf(orderNumber);
    expect(mail?.subject).toContain('confirmed');
    const link = `${server.config.publicUrl}${myOrderPagePath(OUTBOX_SECRET_MARK)}`;
    expect(mail?.text_body).toContain(link);
    expect(mail?.html_body).toContain(`href="${link}"`);
    expect(mail?.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await server.database.db
      .selectFrom('order_access_tokens')
      .select('token_hash')
      .where('order_number', '=', orderNumber)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(mail!.secret!);
  });
});

describe('GET my-order/<token>', () => {
  it('answers the order’s view model, kept by no cache and sent to no Referer', async () => {
    const orderNumber = await placeOrder();
    const token = (await mailsOf(orderNumber))[0]!.secret!;
    const response = await view(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const text = await response.text();
    const answer = myOrderViewSchema.parse(JSON.parse(text));
    expect(answer.orderNumber).toBe(orderNumber);
    expect(answer.people.map((p) => p.name)).toEqual(['Person1 Menon', 'Person2 Menon']);
    expect(answer.people.every((p) => /^\d{4}-\d{2}-\d{2}$/.test(p.date))).toBe(true);
    expect(answer.paidCents).toBe(answer.people.reduce((sum, p) => sum + p.costCents, 0));
    expect(answer.refundedCents).toBe(0);
    expect(answer.timeline.map((event) => event.type)).toEqual(['received']);
    expect(answer.receiptUrl).toBe(`${MY_ORDER_API.view}/${token}/receipt.pdf`);
  });

  it('holds only what the page shows: no birth details, addresses or email', async () => {
    const orderNumber = await placeOrder();
    const token = (await mailsOf(orderNumber))[0]!.secret!;
    const text = await (await view(token)).text();
    const stored = await server.database.db
      .selectFrom('order_line_items')
      .select(['birth_date', 'birth_place', 'birth_star'])
      .where('order_number', '=', orderNumber)
      .where('birth_date', '<>', '')
      .execute();
    expect(stored).toHaveLength(2);
    for (const detail of stored.flatMap(Object.values)) expect(text).not.toContain(detail);
    expect(Object.keys(JSON.parse(text) as object).sort()).toEqual([
      'kind',
      'orderNumber',
      'paidCents',
      'people',
      'receiptUrl',
      'refundedCents',
      'timeline',
    ]);
    expect(text).not.toContain(SAMPLE_ADDRESS.email);
    expect(text).not.toContain(SAMPLE_ADDRESS.address1);
    const { people } = JSON.parse(text) as { people: object[] };
    for (const person of people) {
      expect(Object.keys(person).sort()).toEqual([
        'costCents',
        'date',
        'departed',
        'name',
        'position',
        'puja',
        'refunded',
      ]);
    }
  });
});

describe('GET my-order/<token>/order-again', () => {
  it('answers the people and contact by the page’s token, and a wrong token the same 404', async () => {
    const orderNumber = await placeOrder();
    const token = (await mailsOf(orderNumber))[0]!.secret!;
    const response = await fetch(`${server.baseUrl}${myOrderAgainPath(token)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const again = orderAgainSchema.parse(await response.json());
    expect(again.kind).toBe('puja');
    // The birth date as stored (the order's MM/DD/YYYY).
    expect(again.people.map((p) => [p.firstName, p.birthDate, p.birthPlace])).toEqual([
      ['Person1', '07/04/1985', LIVING_PERSON.birthPlace],
      ['Person2', '07/04/1985', LIVING_PERSON.birthPlace],
    ]);
    expect(again.billing?.email).toBe(SAMPLE_ADDRESS.email);
    const wrong = await fetch(
      `${server.baseUrl}${myOrderAgainPath(randomBytes(32).toString('base64url'))}`,
    );
    const unknown = await view(randomBytes(32).toString('base64url'));
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toBe(await unknown.text());
  });

  it('shows an offering from the priests’ marks, with its place and date', async () => {
    const orderNumber = await placeOrder();
    const token = (await mailsOf(orderNumber))[0]!.secret!;
    await markPerformed(server.database.db, marking(), orderNumber, [0]);
    const answer = myOrderViewSchema.parse(await (await view(token)).json());
    expect(answer.timeline.map((event) => event.type)).toEqual(['received', 'offered']);
    const offered = answer.timeline[1];
    expect(offered).toMatchObject({
      type: 'offered',
      people: ['Person1 Menon'],
      date: answer.people[0]!.date,
      photos: [],
    });
    expect(offered?.type === 'offered' && offered.place.length).toBeGreaterThan(0);
  });

  it('shows a refund of some people: the amount, the people refunded, the event', async () => {
    const orderNumber = await placeOrder();
    const token = (await mailsOf(orderNumber))[0]!.secret!;
    const before = myOrderViewSchema.parse(await (await view(token)).json());
    const refundedCents = before.people[1]!.costCents;
    // As the console's refund records it (server/staff/refunds.ts), the gateway left out.
    await server.database.db
      .insertInto('staff_refunds')
      .values({
        id: randomUUID(),
        order_number: orderNumber,
        positions: JSON.stringify([1]),
        amount_cents: refundedCents,
        outcome: 'REFUNDED',
        refund_trans_id: null,
        reason: 'Date cancelled',
        staff_id: 'office',
        created_at: new Date(testNow().getTime() + 60_000).toISOString(),
      })
      .execute();
    const after = myOrderViewSchema.parse(await (await view(token)).json());
    expect(after.refundedCents).toBe(refundedCents);
    expect(after.people.map((p) => p.refunded)).toEqual([false, true]);
    expect(after.timeline.map((event) => event.type)).toEqual(['received', 'refunded']);
    expect(after.timeline[1]).toMatchObject({ amountCents: refundedCents });
  });

  it('shows the photographs and video of an offering, and no withdrawn photograph', async () => {
    const orderNumber = await placeOrder();
    const token = (await mailsOf(orderNumber))[0]!.secret!;
    const now = testNow();
    const photo = await stagePhoto(server.database.db, 'cli', await processPhoto(PHOTO), now);
    const videoUrl = 'https://video.example.org/puja';
    const proof = { photos: [{ id: photo.id }], videoUrl };
    await markPerformed(server.database.db, marking(proof), orderNumber, [0]);
    const answer = myOrderViewSchema.parse(await (await view(token)).json());
    const offered = answer.timeline.find((event) => event.type === 'offered');
    const day = answer.people[0]!.date;
    expect(offered).toMatchObject({ people: ['Person1 Menon'], videoUrl });
    expect(offered?.type === 'offered' && offered.photos).toEqual([
      { url: `/puja-web-v2/api/puja/photos/${photo.id}.jpg`, alt: expect.any(String) },
    ]);
    const alt = offered?.type === 'offered' ? offered.photos[0]!.alt : '';
    expect(alt).toMatch(/^Puja offered on \w+day, \d{1,2} \w+ \d{4}$/);
    expect(alt).toContain(day.slice(0, 4));

    await server.database.db
      .transaction()
      .execute((trx) => withdrawPhoto(trx, photo.id, 'cli', now));
    const after = myOrderViewSchema.parse(await (await view(token)).json());
    const again = after.timeline.find((event) => event.type === 'offered');
    expect(again?.type === 'offered' && again.photos).toEqual([]);
  });

  it('answers a wrong, a malformed and a too long token with the same 404', async () => {
    const orderNumber = await placeOrder();
    const real = (await mailsOf(orderNumber))[0]!.secret!;
    const wrong = randomBytes(32).toString('base64url');
    const answers = await Promise.all(
      [wrong, `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`, 'abc', 'x'.repeat(90)].map(
        async (token) => {
          const response = await view(token);
          return {
            status: response.status,
            cache: response.headers.get('cache-control'),
            body: await response.text(),
          };
        },
      ),
    );
    expect(answers[0]!.status).toBe(404);
    expect(answers[0]!.body).toContain('NOT_FOUND');
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });
});

describe('POST find-my-order', () => {
  it('answers alike for a real order, a wrong email and an invented number; mails only the real one', async () => {
    const orderNumber = await placeOrder();
    const before = (await mailsOf(orderNumber)).length;
    const invented = `P${'9'.repeat(14)}`;
    const cases = [
      { orderNumber, email: ` ${SAMPLE_ADDRESS.email.toUpperCase()} ` },
      { orderNumber, email: 'someone.else@example.com' },
      { orderNumber: invented, email: SAMPLE_ADDRESS.email },
    ];
    const answers = [];
    for (const body of cases) {
      const startedAt = performance.now();
      const response = await find(body);
      // No answer comes sooner than the floor, so the real case's extra work does not show.
      expect(performance.now() - startedAt).toBeGreaterThanOrEqual(FIND_ANSWER_FLOOR_MS - 1);
      answers.push({
        status: response.status,
        cache: response.headers.get('cache-control'),
        body: await response.json(),
      });
    }
    expect(answers[0]).toEqual({
      status: 202,
      cache: 'private, no-store',
      body: FIND_MY_ORDER_ANSWER,
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    const mails = await mailsOf(orderNumber);
    expect(mails).toHaveLength(before + 1);
    const found = mails[mails.length - 1]!;
    expect(found.to_address).toBe(SAMPLE_ADDRESS.email);
    expect(found.text_body).toContain(myOrderPagePath(OUTBOX_SECRET_MARK));
    expect(await mailsOf(invented)).toHaveLength(0);
    // The new link opens the page; the confirmation's still does too.
    expect((await view(found.secret!)).status).toBe(200);
    expect((await view(mails[0]!.secret!)).status).toBe(200);
  });

  it('refuses a malformed request naming each field', async () => {
    const response = await find({ orderNumber: 'not a number!', email: 'nope' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: { path: string }[] } };
    expect(body.error.fields.map((f) => f.path).sort()).toEqual(['email', 'orderNumber']);
  });

  it('limits the asking per order number, whoever asks', async () => {
    const orderNumber = `P${'8'.repeat(14)}`;
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await find({ orderNumber, email: `n${i}@example.com` })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('the log', () => {
  it('holds no token of any page link', async () => {
    const orderNumber = await placeOrder();
    await find({ orderNumber, email: SAMPLE_ADDRESS.email });
    const tokens = (await mailsOf(orderNumber)).map((mail) => mail.secret!);
    expect(tokens).toHaveLength(2);
    for (const token of tokens) expect((await view(token)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}${myOrderAgainPath(tokens[1]!)}`)).status).toBe(200);
    expect((await postJson(server.baseUrl, myOrderSignOutOthersPath(tokens[1]!), {})).status).toBe(
      200,
    );
    const all = lines.join('\n');
    expect(all).toContain('/my-order/[redacted]');
    expect(all).toContain('/my-order/[redacted]/order-again');
    expect(all).toContain('/my-order/[redacted]/sign-out-others');
    for (const token of tokens) expect(all).not.toContain(token);
  });
});
