/** A production start warns (level warn) while receipts would print sample legal details. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { forgetTempleDetails } from '../catalog';
import { loadConfig } from '../config';
import { REAL_PRODUCTION_ENV } from '../config/test-support/real-production-env';
import { createFakeGateway } from '../test-support/fake-gateway';
import { capturedLog } from '../test-support/for-the-file';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { testNow } from '../../tests/test-support/test-clock';
import { DEFAULT_WORDING } from '../../domain/staff/receipt-wording';
import { writeReceiptSettings } from './settings';
import { writeTaxStatement } from './tax-statement';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const WARN = 40;

/** The warn-level lines a start in `env` logs about the sample. */
async function sampleWarningsOfAStart(env: NodeJS.ProcessEnv): Promise<string[]> {
  const { lines, stream } = capturedLog();
  const config = loadConfig({ ...env, LOG_LEVEL: 'warn' });
  const app = await buildServer(config, {
    withSite: false,
    db: database.db,
    payments: createFakeGateway(),
    now: testNow,
    logStream: stream,
  });
  await app.close();
  return lines
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((record) => record.level === WARN && /SAMPLE/.test(record.msg))
    .map((record) => record.msg);
}

describe('the sample tax statement at start', () => {
  it('is warned about in production until the temple writes its own', async () => {
    expect(await sampleWarningsOfAStart(REAL_PRODUCTION_ENV)).toEqual([
      "RECEIPTS ARE NOT ISSUED: the legal name, EIN or tax statement are still the SAMPLE; write the temple's own in the staff console (Temple details) before taking real gifts; its address and phone there are still samples too.",
    ]);
    // The sandbox and preview are samples by nature: no warning.
    expect(await sampleWarningsOfAStart({ PAYMENT_ENV: 'sandbox' })).toEqual([]);
    expect(await sampleWarningsOfAStart({ PAYMENT_ENV: 'preview' })).toEqual([]);

    await database.db.updateTable('temple_details').set({ is_sample: 0 }).execute();
    forgetTempleDetails();
    expect(await sampleWarningsOfAStart(REAL_PRODUCTION_ENV)).toEqual([
      "RECEIPTS ARE NOT ISSUED: the legal name, EIN or tax statement are still the SAMPLE; write the temple's own in the staff console (Temple details) before taking real gifts.",
    ]);

    // The temple's own statement alone is not enough: the legal name and EIN are still the sample.
    await writeTaxStatement(database.db, 'The temple’s own statement. EIN 12-3456789.', testNow());
    expect(await sampleWarningsOfAStart(REAL_PRODUCTION_ENV)).toHaveLength(1);
    const legal = {
      legalName: 'Sri Example Temple Inc.',
      ein: '12-3456789',
      wording: DEFAULT_WORDING,
    };
    await writeReceiptSettings(database.db, legal, testNow());
    expect(await sampleWarningsOfAStart(REAL_PRODUCTION_ENV)).toEqual([]);
  });
});
