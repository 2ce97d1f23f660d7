/**
 * A second server changes nothing: three servers on one PostgreSQL database
 * (and one payment gateway) take orders, bookings, idempotent retries, the
 * mail outbox and reconciliation together. Each order is charged and
 * reconciled once, each email sent once, no slot is booked twice, and an
 * Idempotency-Key is honoured whichever server a retry reaches.
 *
 * It needs PostgreSQL (TEST_DATABASE_URL=postgres://...), which `npm test`
 * and CI give the api tests' PostgreSQL step: vitest.config.ts includes
 * `*.pg.test.ts` files only in that step.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASTRO_PATHS, type SlotsResponse } from '../domain/astro/api';
import { ORDER_SUBMIT_PATHS } from '../domain/constants';
import { buildServer } from './app';
import { loadConfig } from './config';
import { deliverDueEmails } from './mail/worker';
import { receiptRenderers } from './receipts';
import type { MailTransport, OutgoingMail } from './mail/transport';
import { reconcilePayments } from './payments/attempts/reconcile';
import { createFakeGateway, type FakeGateway } from './test-support/fake-gateway';
import { listenOnFreePort } from './test-support/listen';
import { fetchOrderPrefs, postJson, pujaOrderPayload } from './test-support/order-fixtures';
import { HOLD_PERSON, holdBody } from './test-support/payment-fixtures';
import { createTestDatabase, testEngineUrl, type TestDatabase } from './test-support/test-database';
import { testClockEnv, testNowMs } from '../tests/test-support/test-clock';
import { bookingsStartingAt } from './astro/test-support/stored-bookings';

if (!/^postgres(ql)?:\/\//.test(testEngineUrl() ?? '')) {
  throw new Error(
    'The multi-server test needs TEST_DATABASE_URL=postgres://... (npm test sets it)',
  );
}

let database: TestDatabase;
let gateway: FakeGateway;
const servers: { app: FastifyInstance; url: string }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  gateway = createFakeGateway();
  for (let i = 0; i < 3; i++) {
    const config = loadConfig({
      PAYMENT_ENV: 'sandbox',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      WRITE_RATE_LIMIT: '100000',
      ANET_TIMEOUT_MS: '2000',
      ...testClockEnv(),
    });
    // Each server opens its own connection pool to the one database.
    const app = await buildServer(config, { withSite: false, payments: gateway });
    const url = await listenOnFreePort(app, config);
    servers.push({ app, url });
  }
});

afterAll(async () => {
  for (const server of servers) await server.app.close();
  await database?.close();
});

const nth = (i: number) => servers[i % servers.length]!;

describe('three servers on one PostgreSQL', () => {
  it('honours one Idempotency-Key across servers: one charge, one order, one answer', async () => {
    const prefs = await fetchOrderPrefs(nth(0).url);
    const payload = pujaOrderPayload(prefs, { people: 2 });
    const charges = gateway.charges.length;
    const answers = await Promise.all(
      servers.map((server) =>
        postJson(server.url, ORDER_SUBMIT_PATHS.puja, payload, {
          'Idempotency-Key': 'three-servers-one-key',
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { orderNumber: string },
        })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.orderNumber)).size).toBe(1);
    expect(gateway.charges.length - charges).toBe(1);
  });

  it('books a slot once when the three servers are asked for it at the same time', async () => {
    const from = new Date(testNowMs() + 3 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(testNowMs() + 30 * 86_400_000).toISOString().slice(0, 10);
    const slots = (await (
      await fetch(
        `${nth(0).url}${ASTRO_PATHS.slots}?readingTypeId=1&astrologerId=1&from=${from}&to=${to}&timeZone=UTC`,
      )
    ).json()) as SlotsResponse;
    const start = slots.slots[0]!.start;
    const attempts = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        postJson(nth(i).url, ASTRO_PATHS.holds, {
          ...holdBody(start, `visitor${i}@example.org`),
          visitorTimeZone: 'UTC',
          people: [{ ...HOLD_PERSON, fullName: `Visitor ${i}`, birthPlace: 'Kochi' }],
        }).then((response) => response.status),
      ),
    );
    expect(attempts.filter((status) => status === 201)).toHaveLength(1);
    expect(attempts.filter((status) => status !== 201).every((status) => status === 409)).toBe(
      true,
    );
    const held = await bookingsStartingAt(database.db, start);
    expect(held).toHaveLength(1);
  });

  it('reconciles each lost payment once and sends each email once', async () => {
    const prefs = await fetchOrderPrefs(nth(0).url);
    // The gateway charges but its answers never come: six orders end PAYMENT_UNKNOWN.
    gateway.mode = 'hang';
    const lost = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const response = await postJson(
          nth(i).url,
          ORDER_SUBMIT_PATHS.puja,
          pujaOrderPayload(prefs, { people: 1 }),
        );
        expect(response.status).toBeGreaterThanOrEqual(500);
        return ((await response.json()) as { orderNumber: string }).orderNumber;
      }),
    );
    gateway.mode = 'approve';
    const charges = gateway.charges.length;

    // All three servers reconcile at once.
    const summaries = await Promise.all(
      servers.map((server) => reconcilePayments(server.app.deps)),
    );
    expect(summaries.reduce((sum, summary) => sum + summary.paid, 0)).toBe(6);
    expect(gateway.charges.length).toBe(charges);
    const orders = await database.db
      .selectFrom('orders')
      .select(['order_number', 'status'])
      .where('order_number', 'in', lost)
      .execute();
    expect(orders.map((order) => order.status)).toEqual(Array(6).fill('PAID'));

    // Each paid order has one confirmation in the outbox, and three workers send each once.
    const queued = await database.db
      .selectFrom('outbox_emails')
      .select(['id', 'reference'])
      .where('status', '=', 'PENDING')
      .execute();
    for (const orderNumber of lost) {
      expect(
        queued.filter((mail) => mail.reference === orderNumber),
        orderNumber,
      ).toHaveLength(1);
    }
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = {
      async send(mail) {
        sent.push(mail);
      },
      describe: () => 'recording',
    };
    const runs = [];
    for (let round = 0; round < 3; round++) {
      for (const server of servers) {
        runs.push(
          deliverDueEmails(server.app.deps.db, transport, {
            from: 'test@example.org',
            now: server.app.deps.now,
            renderers: receiptRenderers(server.app.deps.db, server.app.deps.now, {
              production: false,
            }),
          }),
        );
      }
    }
    await Promise.all(runs);
    await Promise.all(
      servers.map((server) =>
        deliverDueEmails(server.app.deps.db, transport, {
          from: 'test@example.org',
          now: server.app.deps.now,
          renderers: receiptRenderers(server.app.deps.db, server.app.deps.now, {
            production: false,
          }),
        }),
      ),
    );
    const ids = sent.map((mail) => mail.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(queued.map((mail) => mail.id).sort());
  });
});
