/**
 * A server killed (SIGKILL) in the middle of charges: the real server runs as
 * a child process; a burst of orders is sent, half of them with the sandbox's
 * slow-answer ZIP (the charge is made, its answer still on the way when the
 * kill lands). A second server is started on the same database with its clock
 * (TEST_CLOCK_OFFSET_MS) one idempotency lease ahead: every key and attempt the
 * dead server left is already past its lease and its charge deadline there, so
 * each key retried with its same request is taken over at once and answered
 * from the stored attempt or the gateway with its final status, and no order
 * is charged twice. No wait and no poll: the retry's answer is the one read.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_SUBMIT_PATHS } from '../../../domain/constants';
import { openDatabase } from '../../db/connect';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import {
  fetchOrderPrefs,
  postJson,
  pujaOrderPayload,
  sandboxCardToken,
} from '../../test-support/order-fixtures';
import { CHARGED } from '../../test-support/payment-fixtures';
import { freePort, startServerProcess } from '../../test-support/server-process';
import { idempotencyLeaseMs } from './vocabulary';
import { testClockOffsetMs } from '../../../tests/test-support/test-clock';

let database: TestDatabase;
// The gateway timeout costs no wall time here (the second server's clock is moved past it), so
// it is the default one: a busy machine's slow answers are not mistaken for a dead gateway.
const TIMEOUT_MS = 20_000;
const children: ChildProcess[] = [];

async function startChild(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const { child } = await startServerProcess(port, database.url, {
    WRITE_BUDGET: '100000',
    ANET_TIMEOUT_MS: String(TIMEOUT_MS),
    ...env,
  });
  children.push(child);
  return child;
}

beforeAll(async () => {
  database = await createTestDatabase();
  // The parent keeps no connection open to the database while the children write.
  await database.db.destroy();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await database.close();
});

interface Answer {
  status: number;
  orderNumber?: string;
  state?: string;
  /** The refusal's code, or the transport error (to tell a failure's cause). */
  error?: string;
}

describe('SIGKILL mid-charge', () => {
  it('every in-flight key gets its final answer after a restart, each order charged at most once', async () => {
    const port = await freePort();
    const first = await startChild(port, { SANDBOX_SLOW_ANSWER_MS: '600000' });
    let baseUrl = `http://127.0.0.1:${port}`;
    const prefs = await fetchOrderPrefs(baseUrl);
    const requests = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => ({
        key: `crash-retry-${i}-${crypto.randomUUID()}`,
        payload: pujaOrderPayload(prefs, {
          people: 1,
          // Even: the slow-answer fault (charged, answer pending); odd: answered at once.
          zip: i % 2 === 0 ? '46901' : '46201',
          encoded: await sandboxCardToken(baseUrl),
        }),
      })),
    );
    const send = (url: string, request: (typeof requests)[number]): Promise<Answer> =>
      postJson(url, ORDER_SUBMIT_PATHS.puja, request.payload, { 'Idempotency-Key': request.key })
        .then(async (response) => {
          const body = (await response.json()) as {
            orderNumber?: string;
            status?: string;
            error?: { code: string; message: string };
          };
          return {
            status: response.status,
            orderNumber: body.orderNumber,
            state: body.status,
            ...(body.error && { error: `${body.error.code}: ${body.error.message}` }),
          };
        })
        .catch((error: unknown) => ({ status: 0, error: String(error) }));

    // The kill lands once a fast order has been answered, while the slow ones wait for theirs.
    let killed!: () => void;
    const killedNow = new Promise<void>((resolve) => (killed = resolve));
    const before = requests.map((request) =>
      send(baseUrl, request).then((answer) => {
        if (answer.status === 201) killed();
        return answer;
      }),
    );
    await killedNow;
    first.kill('SIGKILL');
    await new Promise<void>((resolve) =>
      first.exitCode !== null || first.signalCode !== null
        ? resolve()
        : first.once('exit', resolve),
    );
    const cut = await Promise.all(before);
    expect(cut.filter((answer) => answer.status === 0).length).toBeGreaterThan(0);

    const port2 = await freePort();
    // The restarted server's clock runs one lease ahead of the tests' clock: the dead server's
    // keys (and, the lease being longer than the charge deadline, its PENDING attempts) are
    // overdue there at once.
    await startChild(port2, {
      SANDBOX_SLOW_ANSWER_MS: '0',
      TEST_CLOCK_OFFSET_MS: String(testClockOffsetMs() + idempotencyLeaseMs(TIMEOUT_MS)),
    });
    baseUrl = `http://127.0.0.1:${port2}`;
    // Each key retried with its same request, as the payment machine does after a network error.
    const finals = await Promise.all(requests.map((request) => send(baseUrl, request)));
    expect(finals.map((answer) => [answer.status, answer.state, answer.error])).toEqual(
      finals.map(() => [201, 'PAID', undefined]),
    );
    // Answers given before the kill are the same orders the retries report.
    cut.forEach((answer, i) => {
      if (answer.orderNumber) expect(finals[i]?.orderNumber).toBe(answer.orderNumber);
    });

    const reopened = openDatabase(database.url);
    try {
      const orderNumbers = finals.map((answer) => answer.orderNumber ?? '');
      expect(new Set(orderNumbers).size).toBe(requests.length);
      const charges = await reopened.db
        .selectFrom('sandbox_transactions')
        .select(['invoice_number', 'status'])
        .where('transaction_type', '=', 'authCaptureTransaction')
        .execute();
      for (const orderNumber of orderNumbers) {
        const taken = charges.filter(
          (c) => c.invoice_number?.startsWith(`${orderNumber}-`) && CHARGED.includes(c.status),
        );
        expect(taken).toHaveLength(1);
      }
      const orders = await reopened.db
        .selectFrom('orders')
        .select('status')
        .where('order_number', 'in', orderNumbers)
        .execute();
      expect(orders.map((o) => o.status)).toEqual(orders.map(() => 'PAID'));
    } finally {
      await reopened.db.destroy();
    }
  }, 120_000);
});
