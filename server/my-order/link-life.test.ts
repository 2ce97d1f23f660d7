/**
 * How long a My order link opens its page, on the server's own clock moved
 * by the test: the configured lifetime, the order's few live links (older
 * ones revoked), "Sign out other links", and Find my order's daily cap per
 * order, kept in the database, behind the same 202.
 */
import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FIND_MY_ORDER_ANSWER,
  MY_ORDER_API,
  myOrderAgainPath,
  myOrderSignOutOthersPath,
} from '../../domain/my-order';
import { myOrderReceiptPath } from '../../domain/my-order-paths';
import { SAMPLE_ADDRESS } from '../../domain/test-support/fixtures';
import { LIVE_LINKS_PER_ORDER } from '../orders';
import { startedForTheFile } from '../test-support/for-the-file';
import { startApiServer } from '../test-support/api-server';
import { postCardPaidPujaOrder, postJson } from '../test-support/order-fixtures';
import { testNowMs } from '../../tests/test-support/test-clock';
import { FIND_MAILS_PER_ORDER_A_DAY } from './find';

const DAY_MS = 86_400_000;
const clock = { ms: testNowMs() };
const server = startedForTheFile(() => startApiServer({ now: () => new Date(clock.ms) }));
beforeEach(() => {
  clock.ms = testNowMs();
});

async function placeOrder(): Promise<string> {
  const { response } = await postCardPaidPujaOrder(server.baseUrl, { people: 1 });
  expect(response.status).toBe(201);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

/** The tokens of the order's mails (the outbox keeps them until sent), oldest first. */
async function tokensOf(orderNumber: string): Promise<string[]> {
  const rows = await server.database.db
    .selectFrom('outbox_emails')
    .select('secret')
    .where('reference', '=', orderNumber)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.secret!);
}

const find = (orderNumber: string) =>
  postJson(server.baseUrl, MY_ORDER_API.find, { orderNumber, email: SAMPLE_ADDRESS.email });

/** Status, caching and body of a GET, to compare an answer with an unknown token's. */
async function answerOf(path: string) {
  const response = await fetch(`${server.baseUrl}${path}`);
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: await response.text(),
  };
}

const pageOf = (token: string) => answerOf(`${MY_ORDER_API.view}/${token}`);
const unknownPage = () => pageOf(randomBytes(32).toString('base64url'));

describe('a link’s lifetime', () => {
  it('opens the page for 90 days, then answers as an unknown link; Find my order mails a fresh one', async () => {
    expect(server.config.myOrderLinkDays).toBe(90);
    const madeAt = clock.ms;
    const orderNumber = await placeOrder();
    const [token] = await tokensOf(orderNumber);
    clock.ms = madeAt + 90 * DAY_MS - 60_000;
    expect((await pageOf(token!)).status).toBe(200);
    expect((await answerOf(myOrderAgainPath(token!))).status).toBe(200);

    clock.ms = madeAt + 90 * DAY_MS + 1_000;
    const expired = await pageOf(token!);
    expect(expired.status).toBe(404);
    expect(expired).toEqual(await unknownPage());
    expect((await answerOf(myOrderAgainPath(token!))).status).toBe(404);
    expect((await answerOf(myOrderReceiptPath(token!))).status).toBe(404);

    expect((await find(orderNumber)).status).toBe(202);
    const fresh = (await tokensOf(orderNumber)).at(-1)!;
    expect(fresh).not.toBe(token);
    expect((await pageOf(fresh)).status).toBe(200);
  });

  it('follows MY_ORDER_LINK_DAYS', async () => {
    const short = await startApiServer({
      env: { MY_ORDER_LINK_DAYS: '2' },
      now: () => new Date(clock.ms),
    });
    try {
      const { response } = await postCardPaidPujaOrder(short.baseUrl, { people: 1 });
      const { orderNumber } = (await response.json()) as { orderNumber: string };
      const { secret } = await short.database.db
        .selectFrom('outbox_emails')
        .select('secret')
        .where('reference', '=', orderNumber)
        .executeTakeFirstOrThrow();
      const page = () => fetch(`${short.baseUrl}${MY_ORDER_API.view}/${secret}`);
      clock.ms += 2 * DAY_MS - 60_000;
      expect((await page()).status).toBe(200);
      clock.ms += 120_000;
      expect((await page()).status).toBe(404);
    } finally {
      await short.close();
    }
  });
});

describe('the live links of an order', () => {
  it(`keeps the newest ${LIVE_LINKS_PER_ORDER}: a new link revokes the oldest`, async () => {
    const orderNumber = await placeOrder();
    for (let i = 0; i < LIVE_LINKS_PER_ORDER; i++) {
      clock.ms += 60_000;
      expect((await find(orderNumber)).status).toBe(202);
    }
    const tokens = await tokensOf(orderNumber);
    expect(tokens).toHaveLength(LIVE_LINKS_PER_ORDER + 1);
    const [confirmation, ...newest] = tokens;
    const revoked = await pageOf(confirmation!);
    expect(revoked.status).toBe(404);
    expect(revoked).toEqual(await unknownPage());
    for (const token of newest) expect((await pageOf(token)).status).toBe(200);
    const stored = await server.database.db
      .selectFrom('order_access_tokens')
      .select('token_hash')
      .where('order_number', '=', orderNumber)
      .execute();
    expect(stored).toHaveLength(LIVE_LINKS_PER_ORDER);
  });
});

describe('POST my-order/<token>/sign-out-others', () => {
  const signOutOthers = (token: string) =>
    postJson(server.baseUrl, myOrderSignOutOthersPath(token), {});

  it('revokes every other link of the order and keeps this one', async () => {
    const orderNumber = await placeOrder();
    const other = await placeOrder();
    clock.ms += 60_000;
    await find(orderNumber);
    const [confirmation, found] = await tokensOf(orderNumber);
    const [otherOrders] = await tokensOf(other);

    const response = await signOutOthers(found!);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await response.json()).toEqual({ signedOut: 1 });
    expect((await pageOf(confirmation!)).status).toBe(404);
    expect((await pageOf(found!)).status).toBe(200);
    // Another order's links are not touched.
    expect((await pageOf(otherOrders!)).status).toBe(200);
  });

  it('answers a revoked, an expired and an unknown token with the same 404', async () => {
    const madeAt = clock.ms;
    const orderNumber = await placeOrder();
    clock.ms += 60_000;
    await find(orderNumber);
    const [confirmation, found] = await tokensOf(orderNumber);
    expect((await signOutOthers(found!)).status).toBe(200);
    const answer = async (token: string) => {
      const response = await signOutOthers(token);
      return { status: response.status, body: await response.text() };
    };
    const unknown = await answer(randomBytes(32).toString('base64url'));
    expect(unknown.status).toBe(404);
    expect(await answer(confirmation!)).toEqual(unknown);
    clock.ms = madeAt + 91 * DAY_MS;
    expect(await answer(found!)).toEqual(unknown);
  });
});

describe('Find my order’s daily cap per order', () => {
  it(`mails ${FIND_MAILS_PER_ORDER_A_DAY} links a day, then answers the same 202 and mails nothing`, async () => {
    const orderNumber = await placeOrder();
    const mailsBefore = (await tokensOf(orderNumber)).length;
    const answers = [];
    for (let i = 0; i <= FIND_MAILS_PER_ORDER_A_DAY; i++) {
      clock.ms += 60_000;
      const response = await find(orderNumber);
      answers.push({
        status: response.status,
        cache: response.headers.get('cache-control'),
        body: await response.json(),
      });
    }
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 202,
        cache: 'private, no-store',
        body: FIND_MY_ORDER_ANSWER,
      });
    }
    expect(await tokensOf(orderNumber)).toHaveLength(mailsBefore + FIND_MAILS_PER_ORDER_A_DAY);
    // The count is the database's, so every server behind a proxy sees it.
    const count = await server.database.db
      .selectFrom('find_my_order_mails')
      .select(['day', 'mails'])
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    expect(count.mails).toBe(FIND_MAILS_PER_ORDER_A_DAY + 1);

    // The next day (UTC) the count starts again.
    clock.ms = Date.parse(`${count.day}T00:00:00.000Z`) + DAY_MS + 60_000;
    expect((await find(orderNumber)).status).toBe(202);
    expect(await tokensOf(orderNumber)).toHaveLength(mailsBefore + FIND_MAILS_PER_ORDER_A_DAY + 1);
  });
});
