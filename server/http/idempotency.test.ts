/** The idempotency mechanism across two "servers" (two connections to one database). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { runIdempotent } from './idempotency';

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

describe('runIdempotent', () => {
  it('runs the work once when duplicates arrive at once on different servers', async () => {
    let runs = 0;
    const work = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { statusCode: 201, body: { run: runs } };
    };
    const request = { key: 'cross-server-key-1', scope: '/x', requestHash: 'h1' };
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => runIdempotent(database.db, request, work)),
      ...Array.from({ length: 5 }, () => runIdempotent(second.db, request, work)),
    ]);
    expect(runs).toBe(1);
    expect(answers.map((a) => a.body)).toEqual(Array.from({ length: 10 }, () => ({ run: 1 })));
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
  });

  it('frees the key when the work fails, so a retry runs it', async () => {
    const request = { key: 'failing-key-0001', scope: '/x', requestHash: 'h2' };
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
    const request = { key: 'fails-then-rerun-1', scope: '/x', requestHash: 'h3' };
    let runs = 0;
    const failing = runIdempotent(database.db, request, async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 150));
      throw new Error('invalid');
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const duplicate = runIdempotent(second.db, request, async () => {
      runs++;
      return { statusCode: 400, body: 'same failure, answered' };
    });
    await expect(failing).rejects.toThrow('invalid');
    expect(await duplicate).toEqual({
      statusCode: 400,
      body: 'same failure, answered',
      replayed: false,
    });
    expect(runs).toBe(2);
  });

  it('refuses a key reused for another request', async () => {
    const work = async () => ({ statusCode: 200, body: 1 });
    await runIdempotent(
      database.db,
      { key: 'reuse-key-0001', scope: '/x', requestHash: 'a' },
      work,
    );
    await expect(
      runIdempotent(second.db, { key: 'reuse-key-0001', scope: '/x', requestHash: 'b' }, work),
    ).rejects.toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
  });
});
