/**
 * Killing the server (SIGKILL) during a burst of orders loses no order that
 * was answered 201: the real server runs as a child process on this test's
 * database, is killed mid-burst, and the database is then checked.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_SUBMIT_PATHS } from '../../domain/constants';
import { openDatabase } from '../db/connect';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import {
  fetchOrderPrefs,
  postJson,
  pujaOrderPayload,
  sandboxCardToken,
} from '../test-support/order-fixtures';
import { freePort, startServerProcess } from '../test-support/server-process';

let database: TestDatabase;
let child: ChildProcess | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await database.close();
});

describe('SIGKILL during a burst of orders', () => {
  it('loses no order that was answered 201', async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    // The parent keeps no connection open to the database while the child writes.
    await database.db.destroy();
    ({ child } = await startServerProcess(port, database.url));
    const prefs = await fetchOrderPrefs(baseUrl);
    const tokens = await Promise.all(Array.from({ length: 80 }, () => sandboxCardToken(baseUrl)));

    const answered: string[] = [];
    let killed = false;
    // Eight clients work through the burst; the kill after the 15th answer
    // leaves the rest unsent or cut off, whatever the timing.
    const queue = tokens.map((encoded, i) => ({ encoded, i }));
    const send = async ({ encoded, i }: { encoded: string; i: number }) => {
      try {
        const response = await postJson(
          baseUrl,
          ORDER_SUBMIT_PATHS.puja,
          pujaOrderPayload(prefs, { people: 1 + (i % 5), encoded }),
          { 'Idempotency-Key': `crash-test-${i}-${crypto.randomUUID()}` },
        );
        if (response.status === 201) {
          const body = (await response.json()) as { orderNumber: string };
          answered.push(body.orderNumber);
          if (answered.length === 15 && !killed) {
            killed = true;
            child!.kill('SIGKILL');
          }
        }
      } catch {
        // connection reset by the kill: this order was never answered
      }
    };
    const requests = Array.from({ length: 8 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await send(next);
    });
    await Promise.all(requests);
    expect(killed).toBe(true);
    expect(answered.length).toBeGreaterThanOrEqual(15);
    // The kill really cut the burst short.
    expect(answered.length).toBeLessThan(tokens.length);
    await new Promise<void>((resolve) => {
      if (child!.exitCode !== null || child!.signalCode !== null) resolve();
      else child!.once('exit', () => resolve());
    });

    const reopened = openDatabase(database.url);
    try {
      const rows = await reopened.db
        .selectFrom('orders')
        .select(['order_number', 'status'])
        .where('order_number', 'in', answered)
        .execute();
      expect(rows.map((row) => row.order_number).sort()).toEqual([...answered].sort());
      expect(rows.every((row) => row.status === 'PAID')).toBe(true);
      const items = await reopened.db
        .selectFrom('order_line_items')
        .select('order_number')
        .where('order_number', 'in', answered)
        .execute();
      expect(items.length).toBeGreaterThanOrEqual(answered.length);
    } finally {
      await reopened.db.destroy();
    }
  }, 120_000);
});
