import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inRetriedTransaction, isTransientConflict } from './retry-transaction';
import type { Database } from './schema';

/** A database whose transactions fail with the given errors, in order, then succeed. */
function failingDb(errors: unknown[]): { db: Kysely<Database>; runs: () => number } {
  let runs = 0;
  const db = {
    transaction: () => ({
      execute: async <T>(work: (trx: unknown) => Promise<T>) => {
        runs += 1;
        const error = errors.shift();
        if (error) throw error;
        return work({});
      },
    }),
  } as unknown as Kysely<Database>;
  return { db, runs: () => runs };
}

const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('inRetriedTransaction', () => {
  it('runs a deadlock victim again and answers its result', async () => {
    const { db, runs } = failingDb([deadlock]);
    await expect(inRetriedTransaction(db, async () => 'done')).resolves.toBe('done');
    expect(runs()).toBe(2);
  });

  it('passes any other error through at once', async () => {
    const refusal = Object.assign(new Error('changed meanwhile'), { code: 'CHANGED_MEANWHILE' });
    const { db, runs } = failingDb([refusal]);
    await expect(inRetriedTransaction(db, async () => 'done')).rejects.toBe(refusal);
    expect(runs()).toBe(1);
  });

  it('gives up after three runs', async () => {
    const { db, runs } = failingDb([deadlock, deadlock, deadlock]);
    await expect(inRetriedTransaction(db, async () => 'done')).rejects.toBe(deadlock);
    expect(runs()).toBe(3);
  });

  it('knows the transient codes: deadlock and serialization failure only', () => {
    expect(isTransientConflict({ code: '40P01' })).toBe(true);
    expect(isTransientConflict({ code: '40001' })).toBe(true);
    expect(isTransientConflict({ code: '23505' })).toBe(false);
    expect(isTransientConflict(null)).toBe(false);
  });
});
