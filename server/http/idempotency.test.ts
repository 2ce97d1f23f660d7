/** The idempotency mechanism across two "servers" (two connections to one database). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { testNow } from '../../tests/test-support/test-clock';
import { claimRow, runIdempotent } from './idempotency';

let database: TestDatabase;
let second: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  second = openDatabase(database.url);
});
afterAll(async () => {
  await second.db.destroy();
  await database.close();
});

/** A gate a test opens explicitly, instead of a sleep that hopes for an order. */
function barrier() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
}

/** The same connection, calling `onRead` when it reads the key table (a duplicate waiting). */
function watchReads(db: Kysely<Database>, onRead: () => void): Kysely<Database> {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'selectFrom') {
        return (...args: Parameters<Kysely<Database>['selectFrom']>) => {
          onRead();
          return target.selectFrom(...args);
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('runIdempotent', () => {
  it('runs the work once when duplicates arrive at once on different servers', async () => {
    let runs = 0;
    // The work finishes only once a duplicate is waiting on the claimed row.
    const duplicateWaiting = barrier();
    const work = async () => {
      runs++;
      await duplicateWaiting.opened;
      return { statusCode: 201, body: { run: runs } };
    };
    const request = { key: 'cross-server-key-1', scope: '/x', requestHash: 'h1', now: testNow };
    const first = watchReads(database.db, duplicateWaiting.open);
    const other = watchReads(second.db, duplicateWaiting.open);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => runIdempotent(first, request, work)),
      ...Array.from({ length: 5 }, () => runIdempotent(other, request, work)),
    ]);
    expect(runs).toBe(1);
    expect(answers.map((a) => a.body)).toEqual(Array.from({ length: 10 }, () => ({ run: 1 })));
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
  });

  it('frees the key when the work fails, so a retry runs it', async () => {
    const request = { key: 'failing-key-0001', scope: '/x', requestHash: 'h2', now: testNow };
    await expect(
      runIdempotent(database.db, request, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const answer = await runIdempotent(database.db, request, async () => ({
      statusCode: 200,
      body: 'ok',
    }));
    expect(answer).toEqual({ statusCode: 200, body: 'ok', replayed: false });
  });

  it('a duplicate on another server reruns the request when the first one failed', async () => {
    const request = { key: 'fails-then-rerun-1', scope: '/x', requestHash: 'h3', now: testNow };
    let runs = 0;
    const firstRunning = barrier();
    const failNow = barrier();
    const failing = runIdempotent(database.db, request, async () => {
      runs++;
      firstRunning.open();
      await failNow.opened;
      throw new Error('invalid');
    });
    await firstRunning.opened;
    // The duplicate finds the key taken and waits on the row; only then does the first fail.
    const duplicateWaiting = barrier();
    const duplicate = runIdempotent(
      watchReads(second.db, duplicateWaiting.open),
      request,
      async () => {
        runs++;
        return { statusCode: 400, body: 'same failure, answered' };
      },
    );
    await duplicateWaiting.opened;
    failNow.open();
    await expect(failing).rejects.toThrow('invalid');
    expect(await duplicate).toEqual({
      statusCode: 400,
      body: 'same failure, answered',
      replayed: false,
    });
    expect(runs).toBe(2);
  });

  it('takes over a key left IN_PROGRESS by a dead server once its lease has run out', async () => {
    const request = { key: 'dead-server-key-1', scope: '/x', requestHash: 'h4', leaseMs: 5_000 };
    const claimedAt = Date.parse('2026-03-02T12:00:00.000Z');
    // What a server killed mid-request leaves behind.
    await database.db
      .insertInto('idempotency_keys')
      .values(claimRow(request, new Date(claimedAt).toISOString()))
      .execute();
    let runs = 0;
    const work = async () => {
      runs++;
      return { statusCode: 201, body: 'resumed' };
    };
    // Two retries on two servers after the lease: exactly one takes over, both get its answer.
    const after = () => new Date(claimedAt + 5_001);
    const answers = await Promise.all([
      runIdempotent(database.db, { ...request, now: after }, work),
      runIdempotent(second.db, { ...request, now: after }, work),
    ]);
    expect(runs).toBe(1);
    expect(answers.map((a) => a.body)).toEqual(['resumed', 'resumed']);
    const row = await database.db
      .selectFrom('idempotency_keys')
      .select(['state', 'status_code'])
      .where('key', '=', request.key)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'DONE', status_code: 201 });
  });

  it('refuses a key reused for another request', async () => {
    const work = async () => ({ statusCode: 200, body: 1 });
    await runIdempotent(
      database.db,
      { key: 'reuse-key-0001', scope: '/x', requestHash: 'a', now: testNow },
      work,
    );
    await expect(
      runIdempotent(
        second.db,
        { key: 'reuse-key-0001', scope: '/x', requestHash: 'b', now: testNow },
        work,
      ),
    ).rejects.toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
  });
});
